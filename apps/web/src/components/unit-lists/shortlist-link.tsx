'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/link';
import { useUnitList } from './store';

/** The navbar's way to the shortlist, with the number of units on it. */
export function ShortlistLink({ className }: { className?: string }) {
  const t = useTranslations('shortlist');
  const count = useUnitList('shortlist').length;
  return (
    <Link href="/shortlist" className={className} aria-label={t('navLabel', { count })}>
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span aria-hidden="true">{t('nav')}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="shortlist-count"
          className="rounded-full bg-rose-700 px-1.5 text-xs font-semibold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { HeartIcon } from './heart-icon';
import { Link } from '@/i18n/link';
import { useUnitList } from './store';
import { CountBadge } from '@/components/ui/count-badge';

/** The navbar's way to the shortlist, with the number of units on it. */
export function ShortlistLink({ className }: { className?: string }) {
  const t = useTranslations('shortlist');
  const count = useUnitList('shortlist').length;
  return (
    <Link href="/shortlist" className={className} aria-label={t('navLabel', { count })}>
      <HeartIcon />
      <span aria-hidden="true">{t('nav')}</span>
      {count > 0 && (
        <CountBadge tone="rose" aria-hidden="true" data-testid="shortlist-count">
          {count}
        </CountBadge>
      )}
    </Link>
  );
}

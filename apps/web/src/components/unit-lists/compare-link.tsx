'use client';

import { useTranslations } from 'next-intl';
import { formatUnitIds } from '@/lib/unit-lists/lists';
import { Link } from '@/i18n/link';
import { CompareIcon } from './compare-icon';
import { useUnitList } from './store';
import { CountBadge } from '@/components/ui/count-badge';

/** The navbar's way to the comparison of the units chosen, with their number; nothing while none is. */
export function CompareLink({ className }: { className?: string }) {
  const t = useTranslations('compareList');
  const ids = useUnitList('compare');
  if (ids.length === 0) return null;
  return (
    <Link
      href={`/compare?ids=${formatUnitIds(ids)}`}
      className={className}
      aria-label={t('navLabel', { count: ids.length })}
    >
      <CompareIcon />
      <span aria-hidden="true" className="hidden lg:inline">
        {t('nav')}
      </span>
      <CountBadge tone="sea" aria-hidden="true" data-testid="compare-count">
        {ids.length}
      </CountBadge>
    </Link>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { PageButtons } from '@/components/ui/page-buttons';

/*
 * What the listing shows only once its engine runs (listing-engine.tsx hands them to the view, as it does
 * the browser's cards): the page's cards are the server's until then, with its page buttons
 * (unit-listing.tsx), so this code does not come with the page's first load.
 */

/** While a page the browser asked for loads: the cards' places, pulsing. */
export function ListingLoading() {
  const t = useTranslations('listing');
  return (
    <div aria-busy="true" aria-label={t('loading')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="h-80 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />
        ))}
      </ul>
    </div>
  );
}

/** The page buttons of a page the browser loaded. */
export function ListingPages(props: { page: number; pageCount: number; onPage: (page: number) => void }) {
  return <PageButtons {...props} />;
}

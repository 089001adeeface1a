'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type RefObject, useRef } from 'react';
import type { Lang, UnitPage } from '@app/shared';
import { PageButtons } from '@/components/ui/page-buttons';
import { type ListingQuery, LISTING_PAGE_SIZE, fetchUnitPage, unitsQueryKey } from '../api';
import { useListingQuery } from '../use-listing-query';
import { UnitFilters } from './unit-filters';
import { UnitGrid } from '@/components/units/unit-grid';

function sameQuery(a: ListingQuery, b: ListingQuery): boolean {
  return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
}

type ListingView = {
  query: ListingQuery;
  hasFilters: boolean;
  setFilter: ReturnType<typeof useListingQuery>['setFilter'];
  clear: ReturnType<typeof useListingQuery>['clear'];
  goTo: (page: number) => void;
  data: UnitPage | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  preloadFirstImage: boolean;
  top?: RefObject<HTMLDivElement | null>;
};

/** What the listing shows for a state: filters, then the error, the loading cards, the empty state or the cards. */
function UnitBrowserView({
  query,
  hasFilters,
  setFilter,
  clear,
  goTo,
  data,
  isPending,
  isError,
  isFetching,
  preloadFirstImage,
  top,
}: ListingView) {
  const t = useTranslations('listing');
  let body;
  if (isError) {
    body = (
      <div role="alert" className="rounded-2xl bg-red-50 p-8 text-center">
        <p className="font-medium text-red-800">{t('loadError')}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-4 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white"
        >
          {t('tryAgain')}
        </button>
      </div>
    );
  } else if (isPending || !data) {
    body = (
      <div aria-busy="true" aria-label={t('loading')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="h-80 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />
          ))}
        </ul>
      </div>
    );
  } else if (data.results.length === 0) {
    body = (
      <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
        <p className="text-slate-700">{t('empty')}</p>
        <button
          type="button"
          onClick={clear}
          className="mt-4 rounded-full bg-sea-700 px-5 py-2.5 text-sm font-semibold text-white"
        >
          {t('clearFilters')}
        </button>
      </div>
    );
  } else {
    body = (
      <div className={isFetching ? 'opacity-70 transition-opacity' : ''}>
        <p className="mb-4 text-sm text-slate-600" aria-live="polite">
          {t('showing', { shown: data.results.length, total: data.count })}
        </p>
        <UnitGrid units={data.results} preloadCount={preloadFirstImage ? 1 : 0} />
        <PageButtons page={query.page} pageCount={Math.ceil(data.count / LISTING_PAGE_SIZE)} onPage={goTo} />
      </div>
    );
  }

  return (
    <div ref={top} className="scroll-mt-24 space-y-6">
      <UnitFilters query={query} hasFilters={hasFilters} setFilter={setFilter} clear={clear} />
      {/* The cards' titles are h3: this heading sits between them and the page's h1. */}
      <h2 className="sr-only">{t('resultsTitle')}</h2>
      {body}
    </div>
  );
}

const ignore = () => Promise.resolve(new URLSearchParams());

/**
 * The listing as the cached page's HTML holds it (the first page from the server), until the browser
 * takes over with the address's query: the same markup, so nothing moves when it does.
 */
export function StaticUnitBrowser({
  initial,
  preloadFirstImage = false,
}: {
  initial: { query: ListingQuery; page: UnitPage | null };
  preloadFirstImage?: boolean;
}) {
  return (
    <UnitBrowserView
      query={initial.query}
      hasFilters={Object.keys(initial.query).some((k) => k !== 'page')}
      setFilter={ignore}
      clear={ignore}
      goTo={ignore}
      data={initial.page ?? undefined}
      isPending={false}
      isError={initial.page === null}
      isFetching={false}
      preloadFirstImage={preloadFirstImage}
    />
  );
}

/**
 * The listing on /properties and /private-units-resale: the first page comes from the server (no
 * spinner, no second request), later pages and filters from the browser's call to /api/home-products/.
 */
export function UnitBrowser({
  initial,
  preloadFirstImage = false,
}: {
  initial: { query: ListingQuery; page: UnitPage | null };
  preloadFirstImage?: boolean;
}) {
  const lang = useLocale() as Lang;
  const { query, hasFilters, setFilter, setPage, clear } = useListingQuery();
  const top = useRef<HTMLDivElement>(null);
  const isInitial = sameQuery(query, initial.query) && initial.page !== null;
  const { data, isPending, isError, isFetching } = useQuery({
    queryKey: unitsQueryKey(query, lang),
    queryFn: ({ signal }) => fetchUnitPage(query, lang, signal),
    placeholderData: keepPreviousData,
    retry: false,
    ...(isInitial && initial.page ? { initialData: initial.page } : {}),
  });

  const goTo = (page: number) => {
    setPage(page);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <UnitBrowserView
      query={query}
      hasFilters={hasFilters}
      setFilter={setFilter}
      clear={clear}
      goTo={goTo}
      data={data}
      isPending={isPending}
      isError={isError || (initial.page === null && sameQuery(query, initial.query) && !data)}
      isFetching={isFetching}
      preloadFirstImage={preloadFirstImage}
      top={top}
    />
  );
}

'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { type RefObject, Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { Lang } from '@app/shared';
import { UnitGrid } from '@/components/units/unit-grid';
import { type ListingQuery, fetchUnitPage, unitsQueryKey } from '../listing-calls';
import { useListingQuery } from '../use-listing-query';
import { ListingLoading, ListingPages } from './listing-pieces';
import { ListingProviders } from './listing-providers';
import type { InitialListing, ListingAction, ListingControls } from './unit-browser';

// "Email me new matches" (docs/decisions/0061): its dialog loads when the visitor presses the button, not
// with the engine, and not with the page (whose click handler asks the engine to open it).
const SaveSearch = lazy(() => import('@/components/alerts/save-search-dialog'));

function sameQuery(a: ListingQuery, b: ListingQuery): boolean {
  return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
}

type EngineProps = {
  initial: InitialListing;
  top: RefObject<HTMLDivElement | null>;
  /** Changes the visitor made before this code arrived, in order. */
  queued: RefObject<ListingAction[]>;
  onChange: (controls: ListingControls) => void;
};

/**
 * The listing's browser side, without markup of its own but the "Email me new matches" dialog once asked
 * for: the filters and page in the address (nuqs), the calls to /api/home-products/ (TanStack Query, for
 * every query but the server's, whose cards are in the page) and what changes them. It hands its state to
 * the view (UnitBrowser), which stays mounted.
 */
export function ListingEngine(props: EngineProps) {
  return (
    <ListingProviders>
      <Engine {...props} />
    </ListingProviders>
  );
}

function Engine({ initial, top, queued, onChange }: EngineProps) {
  const lang = useLocale() as Lang;
  const { query, view, hasFilters, setFilter, setPage, setView, setMapSearch, clear } = useListingQuery();
  const atInitial = sameQuery(query, initial.query);
  const atServerPage = atInitial && initial.page !== null;
  const { data, isPending, isError, isFetching } = useQuery({
    queryKey: unitsQueryKey(query, lang),
    queryFn: ({ signal }) => fetchUnitPage(query, lang, signal),
    placeholderData: keepPreviousData,
    retry: false,
    enabled: !atServerPage,
  });

  // The handlers read the latest render's functions: the view gets stable ones, so it re-renders only
  // when the state changes.
  const [saving, setSaving] = useState<string>();
  const latest = useRef({ setFilter, setPage, setView, setMapSearch, clear });
  useEffect(() => {
    latest.current = { setFilter, setPage, setView, setMapSearch, clear };
  });
  const handlers = useRef<Pick<ListingControls, 'setFilter' | 'clear' | 'goTo' | 'setView' | 'setMapSearch' | 'alert'>>(
    {
      setFilter: ((...args: Parameters<ListingControls['setFilter']>) =>
        latest.current.setFilter(...args)) as ListingControls['setFilter'],
      clear: () => latest.current.clear(),
      setView: (next) => latest.current.setView(next),
      setMapSearch: (...args) => latest.current.setMapSearch(...args),
      goTo: (page: number) => {
        void latest.current.setPage(page);
        top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      },
      alert: setSaving,
    },
  );

  const failed = !atServerPage && (isError || (initial.page === null && atInitial && !data));
  const key = JSON.stringify(query);
  useEffect(() => {
    onChange({
      ...handlers.current,
      query: JSON.parse(key) as ListingQuery,
      view,
      hasFilters,
      atServerPage,
      data,
      isPending,
      isError: failed,
      isFetching: !atServerPage && isFetching,
      Grid: UnitGrid,
      Pages: ListingPages,
      Loading: ListingLoading,
    });
  }, [onChange, key, view, hasFilters, atServerPage, data, isPending, failed, isFetching]);

  // What the visitor did while this code was on its way, once, in order.
  useEffect(() => {
    for (const action of queued.current.splice(0)) action(handlers.current as ListingControls);
  }, [queued]);

  return saving ? (
    <Suspense fallback={null}>
      <SaveSearch onClose={() => setSaving(undefined)} />
    </Suspense>
  ) : null;
}

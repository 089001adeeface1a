'use client';

import { parseAsInteger, parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { type ListingState, type ListingView, listingParsers, toListingQuery, toListingView } from './listing-params';

const parsers = listingParsers({ parseAsString, parseAsInteger, parseAsStringLiteral });

export type FilterKey = Exclude<keyof typeof parsers, 'page' | 'view'>;

/** The map's part of the query: its box and its drawn area, in their address form (null: none). */
export type MapSearch = { bbox: string | null; area: string | null };

/**
 * Filters, search, sort, page, the map's box and area, and the view live in the URL (shareable; Back
 * works). Changing any filter puts the page back to 1; switching to the map keeps everything else.
 */
export function useListingQuery() {
  const [state, setState] = useQueryStates(parsers, { history: 'push', scroll: false });
  const query = toListingQuery(state as ListingState);
  const view: ListingView = toListingView(state);
  const hasFilters = Object.keys(query).some((k) => k !== 'page');
  return {
    query,
    view,
    hasFilters,
    setFilter: <K extends FilterKey>(key: K, value: (typeof state)[K] | null, history: 'push' | 'replace' = 'push') =>
      setState({ [key]: value === '' ? null : value, page: null } as Parameters<typeof setState>[0], { history }),
    setPage: (page: number) => setState({ page: page === 1 ? null : page }),
    // Back to the list, the map's box and area go: they followed a map that is no longer shown.
    setView: (next: ListingView) =>
      setState(next === 'list' ? { view: null, bbox: null, area: null, page: null } : { view: next }),
    /** The map moved (replace: panning is not a step Back should retrace) or an area was drawn or reset. */
    setMapSearch: (search: Partial<MapSearch>, history: 'push' | 'replace' = 'push') =>
      setState({ ...search, page: null }, { history }),
    clear: () =>
      setState({
        search: null,
        type: null,
        location: null,
        price_band: null,
        bedrooms: null,
        payment_plan: null,
        ready: null,
        sort: null,
        bbox: null,
        area: null,
        page: null,
      }),
  };
}

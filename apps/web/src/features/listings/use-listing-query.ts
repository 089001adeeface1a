'use client';

import { parseAsInteger, parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { type ListingState, listingParsers, toListingQuery } from './listing-params';

const parsers = listingParsers({ parseAsString, parseAsInteger, parseAsStringLiteral });

export type FilterKey = Exclude<keyof typeof parsers, 'page'>;

/**
 * Filters, search, sort and page live in the URL (shareable; Back works). Changing any filter puts
 * the page back to 1.
 */
export function useListingQuery() {
  const [state, setState] = useQueryStates(parsers, { history: 'push', scroll: false });
  const query = toListingQuery(state as ListingState);
  const hasFilters = Object.keys(query).some((k) => k !== 'page');
  return {
    query,
    hasFilters,
    setFilter: <K extends FilterKey>(key: K, value: (typeof state)[K] | null, history: 'push' | 'replace' = 'push') =>
      setState({ [key]: value === '' ? null : value, page: null } as Parameters<typeof setState>[0], { history }),
    setPage: (page: number) => setState({ page: page === 1 ? null : page }),
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
        page: null,
      }),
  };
}

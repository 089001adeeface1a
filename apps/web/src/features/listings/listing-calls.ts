import type { Lang, UnitPage, UnitQuery } from '@app/shared';
import { unitListPath } from '@/lib/public-api-paths';
import { browserApi, lazySchema } from '@/lib/http/browser';
import { LISTING_PAGE_SIZE } from './listing-params';

/**
 * The listing's URL parameters (nuqs) and what the API is asked. The map's box and drawn area stay in
 * their address form (`west,south,east,north`, an encoded polyline): the API reads them.
 */
export type ListingQuery = Pick<
  UnitQuery,
  'search' | 'type' | 'location' | 'price_band' | 'bedrooms' | 'payment_plan' | 'ready' | 'sort'
> & {
  page: number;
  bbox?: string;
  area?: string;
};

export function unitsQueryKey(query: ListingQuery, lang: Lang) {
  return ['units', lang, query] as const;
}

/** The answer's schema (zod) loads with the first request the browser makes; the first page comes from the server. */
const unitAnswer = lazySchema(async () => ({ parse: (await import('@/lib/unit-answers')).readUnitAnswer }));

/** The browser's call for a page of units (same origin: the site forwards /api/* to the API). */
export function fetchUnitPage(query: ListingQuery, lang: Lang, signal?: AbortSignal): Promise<UnitPage> {
  const path = unitListPath({ page_size: LISTING_PAGE_SIZE, lang, ...query });
  return browserApi.call(path, unitAnswer, signal ? { signal } : {});
}

import 'server-only';
import { createLoader, parseAsInteger, parseAsString, parseAsStringLiteral } from 'nuqs/server';
import { areaParam, bboxParam } from '@app/shared';
import { type CanonicalQuery } from '@/lib/seo';
import type { ListingQuery } from './listing-calls';
import { type ListingView, listingParsers, toListingQuery, toListingView } from './listing-params';

type SearchParams = Record<string, string | string[] | undefined>;

/** Reads the listing's URL parameters on the server (first page, metadata). */
export const loadListingParams = createLoader(listingParsers({ parseAsString, parseAsInteger, parseAsStringLiteral }));

/**
 * The listing's query and view from the address, as the server renders them: a box or an area that the
 * shared schemas refuse (east of west, a cut polyline) is left out, so the page shows the listing without it.
 */
export function loadListing(searchParams: SearchParams): { query: ListingQuery; view: ListingView } {
  const state = loadListingParams(searchParams);
  const { bbox, area, ...query } = toListingQuery(state);
  return {
    query: {
      ...query,
      ...(bbox && bboxParam.safeParse(bbox).success ? { bbox } : {}),
      ...(area && areaParam.safeParse(area).success ? { area } : {}),
    },
    view: toListingView(state),
  };
}

/**
 * The listing parameters a canonical address keeps: the filters and the page. The search text and the
 * sort order only rearrange the same listings, so their addresses point to the unsorted, unsearched page.
 */
export function canonicalListingQuery(searchParams: SearchParams): CanonicalQuery {
  const query = toListingQuery(loadListingParams(searchParams));
  return {
    type: query.type,
    location: query.location,
    price_band: query.price_band,
    bedrooms: query.bedrooms,
    payment_plan: query.payment_plan ? 1 : undefined,
    ready: query.ready ? 1 : undefined,
    page: query.page > 1 ? query.page : undefined,
  };
}

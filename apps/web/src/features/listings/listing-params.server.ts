import 'server-only';
import { createLoader, parseAsInteger, parseAsString, parseAsStringLiteral } from 'nuqs/server';
import { type CanonicalQuery } from '@/lib/seo';
import { listingParsers, toListingQuery } from './listing-params';

/** Reads the listing's URL parameters on the server (first page, metadata). */
export const loadListingParams = createLoader(listingParsers({ parseAsString, parseAsInteger, parseAsStringLiteral }));

/**
 * The listing parameters a canonical address keeps: the filters and the page. The search text and the
 * sort order only rearrange the same listings, so their addresses point to the unsorted, unsearched page.
 */
export function canonicalListingQuery(searchParams: Record<string, string | string[] | undefined>): CanonicalQuery {
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

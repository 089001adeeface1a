import { createLoader, parseAsInteger, parseAsString, parseAsStringLiteral } from 'nuqs/server';
import { PRICE_BAND_KEYS, REGIONS, UNIT_CATEGORIES, UNIT_SORTS } from '@app/shared';
import type { ListingQuery } from './api';

/** The listing's URL parameters, read the same way on the server (first page) and in the browser (nuqs). */
export const listingParsers = {
  search: parseAsString,
  type: parseAsStringLiteral(UNIT_CATEGORIES),
  location: parseAsStringLiteral(REGIONS),
  price_band: parseAsStringLiteral(PRICE_BAND_KEYS),
  bedrooms: parseAsInteger,
  sort: parseAsStringLiteral(UNIT_SORTS),
  page: parseAsInteger.withDefault(1),
};

export type ListingState = {
  [K in keyof typeof listingParsers]: ReturnType<(typeof listingParsers)[K]['parseServerSide']>;
};

/** URL state to the API query: empty values dropped, page at least 1, search trimmed and bounded. */
export function toListingQuery(state: ListingState): ListingQuery {
  const search = state.search?.trim().slice(0, 100);
  return {
    page: Math.max(1, Math.min(100_000, state.page || 1)),
    ...(search ? { search } : {}),
    ...(state.type ? { type: state.type } : {}),
    ...(state.location ? { location: state.location } : {}),
    ...(state.price_band ? { price_band: state.price_band } : {}),
    ...(state.bedrooms !== null && state.bedrooms >= 0 && state.bedrooms <= 20 ? { bedrooms: state.bedrooms } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
  };
}

export const loadListingParams = createLoader(listingParsers);

import type { parseAsInteger, parseAsString, parseAsStringLiteral } from 'nuqs/server';
import { PRICE_BAND_KEYS, REGIONS, UNIT_CATEGORIES, UNIT_SORTS } from '@app/shared';
import type { ListingQuery } from './listing-calls';
import { LISTING_VIEWS, type ListingView } from './listing-views';

export { LISTING_PAGE_SIZE, LISTING_VIEWS, type ListingView } from './listing-views';

/** How an on-or-absent filter (payment plan, ready to move in) reads in the address. */
const FLAG_ON = ['1'] as const;

/**
 * The map's box and drawn area as the address carries them: `west,south,east,north` in decimal degrees,
 * and an encoded polyline. The browser checks only their shape here (zod stays out of its first load);
 * the server checks them fully (listing-params.server.ts) and the API refuses a bad one with a 400.
 */
const BBOX_TEXT = /^-?\d{1,3}(\.\d{1,12})?(,-?\d{1,3}(\.\d{1,12})?){3}$/;
const AREA_TEXT = /^[?-~]{1,1212}$/;

/**
 * nuqs's parser builders. The server passes those of 'nuqs/server', the browser those of 'nuqs' (which
 * it loads anyway): both build the same parsers, and the browser does not carry a second copy of them.
 */
export type ParserKit = {
  parseAsString: typeof parseAsString;
  parseAsInteger: typeof parseAsInteger;
  parseAsStringLiteral: typeof parseAsStringLiteral;
};

/** The listing's URL parameters, read the same way on the server (first page) and in the browser (nuqs). */
export function listingParsers({ parseAsString, parseAsInteger, parseAsStringLiteral }: ParserKit) {
  return {
    search: parseAsString,
    type: parseAsStringLiteral(UNIT_CATEGORIES),
    location: parseAsStringLiteral(REGIONS),
    price_band: parseAsStringLiteral(PRICE_BAND_KEYS),
    bedrooms: parseAsInteger,
    payment_plan: parseAsStringLiteral(FLAG_ON),
    ready: parseAsStringLiteral(FLAG_ON),
    sort: parseAsStringLiteral(UNIT_SORTS),
    bbox: parseAsString,
    area: parseAsString,
    page: parseAsInteger.withDefault(1),
    view: parseAsStringLiteral(LISTING_VIEWS),
  };
}

type Parsers = ReturnType<typeof listingParsers>;
export type ListingState = {
  [K in keyof Parsers]: ReturnType<Parsers[K]['parseServerSide']>;
};

/** URL state to the API query (the view is not part of it): empty values dropped, page at least 1, search trimmed and bounded. */
export function toListingQuery(state: ListingState): ListingQuery {
  const search = state.search?.trim().slice(0, 100);
  return {
    page: Math.max(1, Math.min(100_000, state.page || 1)),
    ...(search ? { search } : {}),
    ...(state.type ? { type: state.type } : {}),
    ...(state.location ? { location: state.location } : {}),
    ...(state.price_band ? { price_band: state.price_band } : {}),
    ...(state.bedrooms !== null && state.bedrooms >= 0 && state.bedrooms <= 20 ? { bedrooms: state.bedrooms } : {}),
    ...(state.payment_plan ? { payment_plan: true as const } : {}),
    ...(state.ready ? { ready: true as const } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
    ...(state.bbox && BBOX_TEXT.test(state.bbox) ? { bbox: state.bbox } : {}),
    ...(state.area && AREA_TEXT.test(state.area) ? { area: state.area } : {}),
  };
}

/** Which view the address asks for. */
export function toListingView(state: Pick<ListingState, 'view'>): ListingView {
  return state.view ?? 'list';
}

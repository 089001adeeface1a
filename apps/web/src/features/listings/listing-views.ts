/*
 * What the listing's first load needs of its parameters: its views and its page's size. The parsers of
 * the address (listing-params.ts: nuqs, the map's box and area) load with the listing's engine, when the
 * visitor reaches for the listing: a module's code comes whole into the chunk that imports any of it.
 */

/** The listing's views: the list alone (no `view` in the address) or the list beside the map (`view=map`). */
export const LISTING_VIEWS = ['map'] as const;
export type ListingView = 'list' | (typeof LISTING_VIEWS)[number];

/** Cards a listing page shows (the server's page and the browser's calls alike). */
export const LISTING_PAGE_SIZE = 12;

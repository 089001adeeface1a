import type { Lang, UnitPage, UnitQuery } from '@app/shared';
import { browserApi, lazySchema } from '@/lib/http/browser';

/** The listing's URL parameters (nuqs) and what the API is asked. */
export type ListingQuery = Pick<UnitQuery, 'search' | 'type' | 'location' | 'price_band' | 'bedrooms' | 'sort'> & {
  page: number;
};

export const LISTING_PAGE_SIZE = 12;

export function unitsQueryKey(query: ListingQuery, lang: Lang) {
  return ['units', lang, query] as const;
}

/** The answer's schema (zod) loads with the first request the browser makes; the first page comes from the server. */
const unitAnswer = lazySchema(async () => ({ parse: (await import('./unit-answer')).readUnitAnswer }));

/** The browser's call for a page of units (same origin: the site forwards /api/* to the API). */
export function fetchUnitPage(query: ListingQuery, lang: Lang, signal?: AbortSignal): Promise<UnitPage> {
  const params = new URLSearchParams({ page_size: String(LISTING_PAGE_SIZE), lang });
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return browserApi.call(`/api/home-products/?${params.toString()}`, unitAnswer, signal ? { signal } : {});
}

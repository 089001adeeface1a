import { UNIT_CATEGORIES, type UnitCategory } from '@app/shared';
import { firstParam } from '@/lib/search-params';

/** A compound page's units list: which unit type, which page (12 a page, as on /properties). */
export type CompoundUnitsQuery = { type: UnitCategory | undefined; page: number };

/** The id of the units section's heading: links to a page of the list land on it. */
export const UNITS_SECTION = 'units-for-sale';

/** The highest page number read from an address (the API's own bound). */
const MAX_PAGE = 100_000;

/** `?type=` and `?page=` of a compound page; anything unknown or malformed means all types, page 1. */
export function readUnitsQuery(searchParams: {
  type?: string | string[];
  page?: string | string[];
}): CompoundUnitsQuery {
  const type = firstParam(searchParams.type);
  const page = firstParam(searchParams.page);
  return {
    type: (UNIT_CATEGORIES as readonly string[]).includes(type ?? '') ? (type as UnitCategory) : undefined,
    page: page && /^[0-9]{1,9}$/.test(page) ? Math.min(MAX_PAGE, Math.max(1, Number(page))) : 1,
  };
}

/** The address of a page of a compound's units, landing on the section; page 1 and all types stay implicit. */
export function unitsHref(slug: string, { type, page }: CompoundUnitsQuery): string {
  const search = new URLSearchParams();
  if (type) search.set('type', type);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return `/compounds/${slug}${query ? `?${query}` : ''}#${UNITS_SECTION}`;
}

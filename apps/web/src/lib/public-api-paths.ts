import { type AreaPolygon, type Bbox, type Lang, unitQueryText } from '@app/shared';
import { formatUnitIds } from './unit-lists/lists';

/*
 * The addresses of the API's public calls (units and compounds), the same for the site's server
 * (lib/page-reads.ts) and the browser (each feature's *-calls.ts), which asks them on the site's own origin.
 */

type QueryValue = string | number | boolean | Bbox | AreaPolygon | null | undefined;

/** A query string; empty values are left out, the rest keep the order they are given in. */
function queryString(query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, unitQueryText(value));
  }
  return search.toString();
}

/** The list call for a query. */
export function unitListPath(query: Record<string, QueryValue>): string {
  return `/api/home-products/?${queryString(query)}`;
}

/** The map's pins for the list's filters (GeoJSON: a point per compound with matching units, per private unit). */
export function mapPinsPath(query: Record<string, QueryValue>): string {
  return `/api/map/?${queryString(query)}`;
}

export function unitPath(id: number, lang: Lang): string {
  return `/api/home-products/${id}/?lang=${lang}`;
}

/** Units by id, in the order asked (the shortlist, the comparison). */
export function unitsByIdsPath(ids: readonly number[], lang: Lang): string {
  return `/api/units/by-ids/?ids=${formatUnitIds(ids)}&lang=${lang}`;
}

/** The spec's compound call, by numeric id or slug. */
export function compoundPath(idOrSlug: string, lang: Lang): string {
  return `/resale-projects/api/project/${encodeURIComponent(idOrSlug)}/?lang=${lang}`;
}

/** The compound call's answers for "no such compound": 404, and 400 for an id that is neither a number nor a slug. */
export const NO_SUCH_COMPOUND: readonly number[] = [404, 400];

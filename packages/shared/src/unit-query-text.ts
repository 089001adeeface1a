import { type Bbox, bboxText } from './geo/box-text';
import { type AreaPolygon, encodeArea } from './geo/area-codec';

// Without zod: the browser's address writers (the site's lib/public-api-paths.ts) load no schema library.

/**
 * A parsed value of the list's query as an address writes it, what unitQuerySchema reads back: the map's
 * box as west,south,east,north and its drawn area as an encoded polyline, anything else as its text.
 */
export function unitQueryText(value: string | number | boolean | Bbox | AreaPolygon): string {
  if (Array.isArray(value)) return encodeArea(value);
  if (typeof value === 'object') return bboxText(value);
  return String(value);
}

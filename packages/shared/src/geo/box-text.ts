/*
 * A map's box and how the site writes it, without zod (bounds.ts reads it back with bboxParam): the
 * browser's code that writes addresses (the listing's calls, the map) carries no schema library for it.
 */

/** A box on the map in decimal degrees (WGS 84): west < east, south < north. */
export type Bbox = { west: number; south: number; east: number; north: number };

/**
 * How many decimals the site writes a map's box to: 5, about a metre on the coast. The map's moves
 * (`visibleBox`) and the compound page's link to the map around it write their `bbox` with it.
 */
export const BBOX_DECIMALS = 5;

/**
 * A box as the `bbox` parameter writes it (west,south,east,north): what bboxParam reads back. With
 * `decimals`, each edge is rounded to that many places (written without trailing zeros: 33.6, not
 * 33.60000); without, as it is. The one writer of a box's text, in the browser and on the servers.
 */
export function bboxText({ west, south, east, north }: Bbox, decimals?: number): string {
  const write =
    decimals === undefined ? String : (value: number) => String(Math.round(value * 10 ** decimals) / 10 ** decimals);
  return [west, south, east, north].map(write).join(',');
}

import * as polylineCodec from '@googlemaps/polyline-codec';

// A drawn area as the address writes it (an encoded polyline), without zod (area.ts reads it with
// areaParam): the browser's code that writes addresses carries no schema library for it.

/*
 * The codec ships a UMD build (its `main`) and an ES module (`module`). Bundlers (the site, the API's build,
 * Vitest) read the ES module, whose names are the namespace's own; Node (tsx: the seeder, the scripts) reads
 * the UMD file, whose names it cannot list, so they arrive as the namespace's `default`.
 */
const namespace = polylineCodec as unknown as Record<string, unknown>;
const { decode, encode } = ('decode' in namespace ? namespace : namespace['default']) as typeof polylineCodec;

/** A drawn area's points: at least a triangle, at most this many (the first point is not repeated). */
export const AREA_MIN_POINTS = 3;
export const AREA_MAX_POINTS = 100;
/** A polygon as [lng, lat] pairs (GeoJSON's order), not closed: the last point is not the first. */
export type AreaPolygon = [number, number][];

/**
 * Reads an encoded polyline (precision 5) into [lng, lat] pairs; null when the text is not one: a
 * character outside the alphabet, a value cut short (the text must encode back to itself), or a point
 * outside the world. A closing point equal to the first is dropped.
 */
export function decodeArea(text: string): AreaPolygon | null {
  if (!/^[?-~]+$/.test(text)) return null;
  const latLngs = decode(text, 5);
  if (encode(latLngs, 5) !== text) return null;
  if (!latLngs.every(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) return null;
  const points = latLngs.map(([lat, lng]): [number, number] => [lng, lat]);
  const first = points[0];
  const last = points.at(-1);
  if (points.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) points.pop();
  return points;
}

/** A polygon ([lng, lat] pairs) as the `area` parameter writes it: what areaParam reads back. */
export function encodeArea(points: AreaPolygon): string {
  return encode(
    points.map(([lng, lat]) => [lat, lng]),
    5,
  );
}

import { z } from '../zod';
import type { Bbox } from './box-text';

/**
 * The Red Sea coast the site sells on (Hurghada, El Gouna, Sahl Hasheesh and their hinterland, with room
 * for Safaga, Soma Bay and El Quseir): every stored position lies inside it (docs/decisions/0049-geo-positions.md).
 */
export const COAST_BOUNDS: Bbox = { west: 32.5, south: 25.5, east: 35.0, north: 28.5 };

/** Whether a position (decimal degrees) lies inside COAST_BOUNDS, edges included. */
export function insideCoast(lat: number, lng: number): boolean {
  const b = COAST_BOUNDS;
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
}

const BBOX_SHAPE = 'bbox must be four decimal degrees west,south,east,north';
const DECIMAL = /^-?\d{1,3}(\.\d{1,12})?$/;

/**
 * `bbox=west,south,east,north` of the list and map calls: four decimal degrees inside the world
 * (longitudes -180..180, latitudes -90..90) with west < east and south < north. A box across the
 * antimeridian is refused (the coast is nowhere near it).
 */
export const bboxParam = z
  .string({ error: BBOX_SHAPE })
  .trim()
  .max(80, { error: BBOX_SHAPE })
  .transform((text, ctx): Bbox => {
    const parts = text.split(',').map((p) => p.trim());
    if (parts.length !== 4 || !parts.every((p) => DECIMAL.test(p))) {
      ctx.issues.push({ code: 'custom', message: BBOX_SHAPE, input: text });
      return z.NEVER;
    }
    const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
    const problem = [west, east].some((v) => v < -180 || v > 180)
      ? 'bbox longitudes (west, east) must lie from -180 to 180'
      : [south, north].some((v) => v < -90 || v > 90)
        ? 'bbox latitudes (south, north) must lie from -90 to 90'
        : west >= east
          ? 'bbox west must be less than east'
          : south >= north
            ? 'bbox south must be less than north'
            : null;
    if (problem) {
      ctx.issues.push({ code: 'custom', message: problem, input: text });
      return z.NEVER;
    }
    return { west, south, east, north };
  });

/**
 * A stored position's coordinate as the back office sends it: a number inside COAST_BOUNDS, or null for
 * none. Field codes as the forms show them: `invalid` (not a number), `outsideCoast`.
 */
const coastCoordinate = (min: number, max: number) =>
  z.number({ error: 'invalid' }).min(min, { error: 'outsideCoast' }).max(max, { error: 'outsideCoast' }).nullable();

/** A compound's or a unit's latitude and longitude in the back office's records: both or neither. */
export const positionFields = {
  latitude: coastCoordinate(COAST_BOUNDS.south, COAST_BOUNDS.north).default(null),
  longitude: coastCoordinate(COAST_BOUNDS.west, COAST_BOUNDS.east).default(null),
};

/** Whether a record has both coordinates or neither (a form leaving one out leaves it unchanged). */
export const bothOrNeitherCoordinate = (v: { latitude?: number | null; longitude?: number | null }) =>
  (v.latitude === null || v.latitude === undefined) === (v.longitude === null || v.longitude === undefined);

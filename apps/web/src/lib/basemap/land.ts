import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { logger } from '@/lib/logger';

/** Land as GeoJSON MultiPolygon coordinates: polygons of rings of [longitude, latitude]. */
export type LandPolygons = number[][][][];

/**
 * Where the build put the coast's land (apps/web/scripts/build-basemap.mjs, before `next build` and
 * `next dev`): the site's public folder, which the server runs in.
 */
export const LAND_FILE = join(process.cwd(), 'public', 'map', 'land.geojson');

type Geometry = { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: LandPolygons };

/** The polygons of a FeatureCollection of land. */
export function landPolygons(collection: { features: { geometry: Geometry | null }[] }): LandPolygons {
  return collection.features.flatMap(({ geometry }) =>
    geometry?.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry?.type === 'MultiPolygon'
        ? geometry.coordinates
        : [],
  );
}

let land: Promise<LandPolygons | null> | undefined;

/**
 * The coast's land, read once per process. Without the file (a build that skipped its basemap step)
 * the answer is null, logged once: the pages that draw it show their text without the picture.
 */
export function readLand(): Promise<LandPolygons | null> {
  land ??= readFile(LAND_FILE, 'utf8')
    .then((text) => landPolygons(JSON.parse(text)))
    .catch((error: unknown) => {
      logger.error(
        { err: error, file: LAND_FILE },
        'the basemap land file could not be read: maps are drawn without land',
      );
      return null;
    });
  return land;
}

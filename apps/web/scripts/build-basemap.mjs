// The basemap's data, made before `next build` and `next dev` (scripts/build-site.mjs, scripts/dev.mjs,
// `npm run dev -w apps/web`; `npm run basemap -w apps/web` alone), from open data npm packages ship, so
// that no page ever asks a map host for anything (issue 33, docs/decisions/0052-places-and-basemap.md):
//   public/map/land.geojson    Natural Earth's 1:10m land (public domain, through world-atlas) clipped to
//                              the coast the site sells on, coordinates to 5 decimals (about 1 m)
//   public/map/places.geojson  the places buyers ask about (packages/shared/src/geo/places-data.mjs)
// Both are made, not kept: .gitignore leaves them out.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { clipPolygon } from 'lineclip';
import { feature } from 'topojson-client';
import { PLACE_RECORDS } from '../../../packages/shared/src/geo/places-data.mjs';

/** Where the site serves them from (/map/…). */
export const MAP_DIR = fileURLToPath(new URL('../public/map/', import.meta.url));

/**
 * The coast the site sells on: COAST_BOUNDS of packages/shared/src/geo/bounds.ts (a test keeps the two
 * equal; this script runs under plain Node, which cannot import TypeScript).
 */
export const BASEMAP_BOUNDS = { west: 32.5, south: 25.5, east: 35.0, north: 28.5 };

/** Natural Earth 1:10m land, as world-atlas packs it (TopoJSON, object `land`). */
export function readNaturalEarthLand() {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'));
}

const round5 = (v) => Math.round(v * 1e5) / 1e5;

/**
 * One ring cut to `bounds`, rounded to 5 decimals, with the points that rounding made equal dropped and
 * the ring closed; null when nothing with an area is left.
 * @param {number[][]} ring
 * @param {{ west: number, south: number, east: number, north: number }} bounds
 */
function clipRing(ring, { west, south, east, north }) {
  const cut = clipPolygon(/** @type {[number, number][]} */ (ring), [west, south, east, north]);
  /** @type {number[][]} */
  const out = [];
  for (const [lng, lat] of cut) {
    const point = [round5(lng), round5(lat)];
    const last = out.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  if (out.length > 1 && out[0][0] === out.at(-1)[0] && out[0][1] === out.at(-1)[1]) out.pop();
  if (out.length < 3) return null;
  out.push(out[0]);
  return out;
}

/**
 * The land of a world-atlas topology inside `bounds`, as one GeoJSON Feature (MultiPolygon).
 * @param {any} topology
 */
export function landInBounds(topology, bounds = BASEMAP_BOUNDS) {
  const land = feature(topology, topology.objects.land);
  const geometries = land.type === 'FeatureCollection' ? land.features.map((f) => f.geometry) : [land.geometry];
  /** @type {number[][][][]} */
  const polygons = [];
  for (const geometry of geometries) {
    const list = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const polygon of list) {
      const [outer, ...holes] = polygon.map((ring) => clipRing(ring, bounds));
      if (outer) polygons.push([outer, ...holes.filter((hole) => hole !== null)]);
    }
  }
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { source: 'Natural Earth 1:10m land (public domain)' },
        geometry: { type: 'MultiPolygon', coordinates: polygons },
      },
    ],
  };
}

/** The places as Points with the properties the map reads: id, kind, name_en, name_ar, name_de. */
export function placesCollection(places = PLACE_RECORDS) {
  return {
    type: 'FeatureCollection',
    features: places.map(({ id, kind, name, lat, lng }) => ({
      type: 'Feature',
      properties: { id, kind, name_en: name.en, name_ar: name.ar, name_de: name.de },
      geometry: { type: 'Point', coordinates: [lng, lat] },
    })),
  };
}

/** Writes both files into `dir`; answers their sizes in bytes. */
export function buildBasemap(dir = MAP_DIR) {
  mkdirSync(dir, { recursive: true });
  const land = JSON.stringify(landInBounds(readNaturalEarthLand()));
  const places = JSON.stringify(placesCollection());
  writeFileSync(join(dir, 'land.geojson'), land);
  writeFileSync(join(dir, 'places.geojson'), places);
  return { land: Buffer.byteLength(land), places: Buffer.byteLength(places) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = buildBasemap();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`basemap: public/map/land.geojson ${kb(sizes.land)}, public/map/places.geojson ${kb(sizes.places)}`);
}

// The map's queries in bench:search (issue 33, docs/decisions/0049-geo-positions.md): the list call with a
// box (bbox) or a drawn area (area, an encoded polyline), alone and with a filter or a sort, and the map
// call itself. Kept apart from bench-search.mjs's own queries; the same 15 ms p95 target at 100,000 units.
// Node reads the codec's UMD build: its functions are the module's default export.
import polylineCodec from '@googlemaps/polyline-codec';

const { encode } = polylineCodec;

/** A drawn area as the map sends it: [lng, lat] points, encoded at precision 5 (the codec takes [lat, lng]). */
const area = (points) =>
  `area=${encodeURIComponent(
    encode(
      points.map(([lng, lat]) => [lat, lng]),
      5,
    ),
  )}`;

/** A circle of `n` points around [lng, lat], `r` degrees across: the most points an area may have is 100. */
const circle = ([lng, lat], r, n) =>
  Array.from({ length: n }, (_, i) => [
    Math.round((lng + r * Math.cos((2 * Math.PI * i) / n)) * 1e5) / 1e5,
    Math.round((lat + r * Math.sin((2 * Math.PI * i) / n)) * 1e5) / 1e5,
  ]);

const EL_GOUNA = 'bbox=33.6,27.35,33.75,27.48';
const HURGHADA = 'bbox=33.78,27.12,33.86,27.26';
/** A few hundred metres around Marina Heights (Sakkala): one compound and its street. */
const ONE_COMPOUND = 'bbox=33.836,27.222,33.843,27.229';
const SEA = 'bbox=34.2,27.0,34.4,27.2';
const SAHL_HASHEESH = area([
  [33.85, 27.02],
  [33.92, 27.02],
  [33.88, 27.08],
]);
const HURGHADA_CIRCLE = area(circle([33.825, 27.2], 0.03, 100));

/** Query strings of GET /api/home-products/ (the page and its count). */
export const GEO_LIST = [
  `page=1&page_size=12&${EL_GOUNA}`,
  `page=1&page_size=12&${HURGHADA}`,
  `page=1&page_size=12&${ONE_COMPOUND}`,
  `page=1&page_size=12&${SEA}`,
  `page=1&page_size=12&${HURGHADA}&sort=price-desc`,
  `page=1&page_size=12&${EL_GOUNA}&type=2-bedroom`,
  `page=3&page_size=12&${HURGHADA}&private=true&sort=price-per-sqm-asc`,
  `page=1&page_size=12&${SAHL_HASHEESH}`,
  `page=1&page_size=12&${HURGHADA_CIRCLE}`,
  `page=1&page_size=12&${HURGHADA_CIRCLE}&price_band=200k-400k&sort=price-asc`,
];

/** Paths of GET /api/map/ (a FeatureCollection: its length is the number of points). */
export const GEO_MAP = [
  `/api/map/?${EL_GOUNA}`,
  `/api/map/?${HURGHADA}&type=2-bedroom`,
  `/api/map/?${SAHL_HASHEESH}`,
  `/api/map/?${ONE_COMPOUND}`,
];

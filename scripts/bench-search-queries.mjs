// The queries `npm run bench:search` times (scripts/bench-search.mjs), in blocks. Every query is held to the
// same target (p95 under TARGET_P95_MS at 100,000 units). To add queries, append a block to BLOCKS (or
// entries to one): a block is a name and a list of list-call query strings (without page_size, which the
// bench sets to 12; page defaults to 1), or of paths of another call (`/api/map/?…`).
// Node reads the polyline codec's UMD build: its functions are the module's default export.
import polylineCodec from '@googlemaps/polyline-codec';

/** The one target for every query in BLOCKS, at 100,000 units (issue 33). */
export const TARGET_P95_MS = 15;

/**
 * One value per filter of the list call, chosen at the awkward end: studios, villas and 3-bedroom units lie
 * at the cheap or dear end of the price orders, so a filtered price sort cannot find its page early by
 * walking the order (the 200 ms case before decision 0050).
 */
export const FILTERS = {
  type: 'studio',
  kind: 'villa',
  location: 'sahl-hasheesh',
  price_band: 'over-600k',
  project: 'hurghada-avenue',
  bedrooms: '3',
  private: 'true',
  status: 'sold',
  payment_plan: '1',
  ready: '1',
};

/**
 * The list's orders (UNIT_SORTS in packages/shared/src/constants.ts, a TypeScript module plain node cannot
 * read); `newest` is the default, written out so that each row names its sort.
 */
export const SORTS = ['newest', 'price-asc', 'price-desc', 'price-per-sqm-asc', 'price-per-sqm-desc'];

const each = (filters) => Object.entries(filters).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);

/** A drawn area as the map sends it: [lng, lat] points, encoded at precision 5 (the codec takes [lat, lng]). */
const area = (points) =>
  `area=${encodeURIComponent(
    polylineCodec.encode(
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

/** The map's boxes and drawn areas (decision 0049), from a town down to one compound's street. */
export const MAP_SHAPES = {
  elGouna: 'bbox=33.6,27.35,33.75,27.48',
  hurghada: 'bbox=33.78,27.12,33.86,27.26',
  /** A few hundred metres around Marina Heights (Sakkala): one compound and its street. */
  oneCompound: 'bbox=33.836,27.222,33.843,27.229',
  sea: 'bbox=34.2,27.0,34.4,27.2',
  sahlHasheesh: area([
    [33.85, 27.02],
    [33.92, 27.02],
    [33.88, 27.08],
  ]),
  hurghadaCircle: area(circle([33.825, 27.2], 0.03, 100)),
};

/** @type {{ name: string, queries: string[] }[]} */
export const BLOCKS = [
  {
    // The queries of the earlier targets (issue 4's 20, then the buyer tools', decision 0030).
    name: 'baseline',
    queries: [
      '',
      'page=2&sort=newest',
      'page=50',
      'sort=price-asc',
      'sort=price-desc',
      'type=studio',
      'type=2-bedroom',
      'location=el-gouna',
      'price_band=under-200k',
      'price_band=over-600k&sort=price-asc',
      'location=hurghada&price_band=200k-400k',
      'type=3-bedroom&location=sahl-hasheesh&sort=price-desc',
      'bedrooms=2&status=available',
      'project=hurghada-avenue',
      'private=true',
      'search=villa',
      'search=gouna',
      'search=sea%20view&price_band=400k-600k',
      'search=%D8%A7%D9%84%D8%BA%D8%B1%D8%AF%D9%82%D8%A9',
      'search=nothing-matches-this',
      'payment_plan=1',
      'ready=1',
      'sort=price-per-sqm-asc',
      'sort=price-per-sqm-desc',
      'payment_plan=1&ready=1&sort=price-per-sqm-asc',
      'location=el-gouna&payment_plan=1',
    ],
  },
  {
    // Every single filter with every sort.
    name: 'filter x sort',
    queries: each(FILTERS).flatMap((filter) => SORTS.map((sort) => `${filter}&sort=${sort}`)),
  },
  {
    // The search box with each filter, and with the awkward sorts.
    name: 'search + filter',
    queries: [
      ...each(FILTERS).map((filter) => `search=sea&${filter}`),
      'search=gouna&type=2-bedroom',
      'search=villa&type=studio',
      'search=villa&payment_plan=1',
      'search=sea&type=studio&sort=price-desc',
      'search=sea&kind=villa&sort=price-asc',
      'search=hurghada&bedrooms=3&sort=price-per-sqm-desc',
    ],
  },
  {
    // Far into the list, with and without a filter; past the last page answers an empty page.
    name: 'deep pages',
    queries: [
      'page=500',
      'page=2000&sort=price-desc',
      'page=50&type=studio&sort=price-desc',
      'page=200&type=2-bedroom',
      'page=100&kind=villa&sort=price-per-sqm-asc',
      'page=40&search=sea&type=studio',
      'page=900&type=studio&sort=price-asc',
      'page=5000&location=hurghada',
    ],
  },
  {
    // The map's boxes and drawn areas on the list (GEO-API's queries, then scripts/bench-search-geo.mjs):
    // alone, with a filter, and a town's box, one compound's and each kind of area with every sort.
    name: 'map x sort',
    queries: [
      MAP_SHAPES.elGouna,
      MAP_SHAPES.sea,
      `${MAP_SHAPES.elGouna}&type=2-bedroom`,
      `page=3&${MAP_SHAPES.hurghada}&private=true&sort=price-per-sqm-asc`,
      `${MAP_SHAPES.hurghadaCircle}&price_band=200k-400k&sort=price-asc`,
      `${MAP_SHAPES.hurghada}&type=studio&sort=price-desc`,
      ...[MAP_SHAPES.hurghada, MAP_SHAPES.oneCompound, MAP_SHAPES.sahlHasheesh, MAP_SHAPES.hurghadaCircle].flatMap(
        (place) => SORTS.map((sort) => `${place}&sort=${sort}`),
      ),
    ],
  },
  {
    // GET /api/map/: one point per compound and per placed private unit, with the list's filters.
    name: 'map call',
    queries: [
      `/api/map/?${MAP_SHAPES.elGouna}`,
      `/api/map/?${MAP_SHAPES.hurghada}&type=2-bedroom`,
      `/api/map/?${MAP_SHAPES.sahlHasheesh}`,
      `/api/map/?${MAP_SHAPES.oneCompound}`,
    ],
  },
];

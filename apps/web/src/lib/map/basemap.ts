import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';

/**
 * The map's basemap: its files on the site and its style (docs/decisions/0051-the-map.md). Every source
 * is a path on this site, so the map asks no other host for anything: no tile, glyph, sprite or style
 * server. Place names are not drawn by MapLibre (no glyphs): the map view lays them over the map as
 * text in the site's own font, which the browser shapes (Arabic included).
 */

/** Where the map's files are: the style (app/map/style.json), the data made at build, MapLibre's worker. */
export const MAP_FILES = {
  style: '/map/style.json',
  land: '/map/land.geojson',
  places: '/map/places.geojson',
  /** Copied from maplibre-gl's dist at build, with its sibling maplibre-gl-shared.mjs (scripts/lib/maplibre-worker.mjs). */
  worker: '/map/maplibre/maplibre-gl-worker.mjs',
} as const;

/**
 * The site's palette (app/globals.css): the sea is sea-100, the land sand-100, the coast sand-300, a drawn
 * area sea-700.
 */
export const MAP_COLOURS = {
  sea: '#cffafe',
  land: '#f5eddc',
  coast: '#e6d3a8',
  road: '#ffffff',
  area: '#0a6677',
} as const;

/** The source of a street basemap in PMTiles (the `pmtiles` package's protocol reads it with range requests). */
export const PMTILES_PREFIX = 'pmtiles://';

/** The coast's own basemap: the sea, the land polygons made at build (Natural Earth), the coastline. */
function coastStyle(): StyleSpecification {
  return {
    version: 8,
    name: 'Red Sea coast',
    sources: { land: { type: 'geojson', data: MAP_FILES.land } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': MAP_COLOURS.sea } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': MAP_COLOURS.land } },
      { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': MAP_COLOURS.coast, 'line-width': 1 } },
    ],
  };
}

/**
 * A street basemap from a PMTiles archive in Protomaps' basemap schema (layers earth, water, landuse,
 * roads, buildings), drawn in the site's palette and without labels, as the coast's own basemap is.
 */
function streetStyle(tilesUrl: string): StyleSpecification {
  const source = 'streets';
  const layer = (id: string, sourceLayer: string, rest: Omit<LayerSpecification, 'id' | 'source'>) =>
    ({ id, source, 'source-layer': sourceLayer, ...rest }) as LayerSpecification;
  const roadWidth = (base: number): unknown => [
    'interpolate',
    ['exponential', 1.6],
    ['zoom'],
    8,
    base / 4,
    18,
    base * 8,
  ];
  return {
    version: 8,
    name: 'Red Sea coast streets',
    sources: {
      [source]: {
        type: 'vector',
        url: `${PMTILES_PREFIX}${tilesUrl}`,
        attribution: '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap</a>',
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': MAP_COLOURS.sea } },
      layer('earth', 'earth', { type: 'fill', paint: { 'fill-color': MAP_COLOURS.land } }),
      layer('landuse', 'landuse', { type: 'fill', paint: { 'fill-color': MAP_COLOURS.coast, 'fill-opacity': 0.4 } }),
      layer('water', 'water', { type: 'fill', paint: { 'fill-color': MAP_COLOURS.sea } }),
      layer('buildings', 'buildings', {
        type: 'fill',
        minzoom: 14,
        paint: { 'fill-color': MAP_COLOURS.coast, 'fill-opacity': 0.8 },
      }),
      layer('minor-roads', 'roads', {
        type: 'line',
        filter: ['in', ['get', 'kind'], ['literal', ['minor_road', 'other', 'path']]],
        minzoom: 12,
        paint: { 'line-color': MAP_COLOURS.road, 'line-width': roadWidth(0.5) },
      } as Omit<LayerSpecification, 'id' | 'source'>),
      layer('major-roads', 'roads', {
        type: 'line',
        filter: ['in', ['get', 'kind'], ['literal', ['highway', 'major_road']]],
        paint: { 'line-color': MAP_COLOURS.road, 'line-width': roadWidth(1) },
      } as Omit<LayerSpecification, 'id' | 'source'>),
    ],
  };
}

/** The site's basemap style: a PMTiles street basemap when MAP_TILES_URL names one, else the coast's own. */
export function basemapStyle({ tilesUrl }: { tilesUrl?: string | undefined } = {}): StyleSpecification {
  return tilesUrl ? streetStyle(tilesUrl) : coastStyle();
}

/** Whether a style reads any source through the PMTiles protocol (the map then registers it first). */
export function usesPmtiles(style: StyleSpecification): boolean {
  return Object.values(style.sources).some(
    (source) =>
      ('url' in source && typeof source.url === 'string' && source.url.startsWith(PMTILES_PREFIX)) ||
      ('tiles' in source && Array.isArray(source.tiles) && source.tiles.some((t) => t.startsWith(PMTILES_PREFIX))),
  );
}

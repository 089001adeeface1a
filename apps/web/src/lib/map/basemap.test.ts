import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAP_COLOURS, MAP_FILES, basemapStyle, usesPmtiles } from './basemap';

/** Every address a style names: its sources' data, TileJSON and tiles, its glyphs and sprite. */
function addressesOf(style: ReturnType<typeof basemapStyle>): string[] {
  const out: string[] = [];
  for (const source of Object.values(style.sources)) {
    if ('data' in source && typeof source.data === 'string') out.push(source.data);
    if ('url' in source && typeof source.url === 'string') out.push(source.url);
    if ('tiles' in source && Array.isArray(source.tiles)) out.push(...source.tiles);
  }
  if (style.glyphs) out.push(style.glyphs);
  if (typeof style.sprite === 'string') out.push(style.sprite);
  return out;
}

describe('the basemap style', () => {
  it('is the coast’s own by default: the sea, the land made at build and the coastline, from the site alone', () => {
    const style = basemapStyle();
    expect(style.version).toBe(8);
    expect(addressesOf(style)).toEqual([MAP_FILES.land]);
    expect(style.layers.map((l) => l.id)).toEqual(['sea', 'land', 'coast']);
    expect(style.layers[0]).toMatchObject({ type: 'background', paint: { 'background-color': MAP_COLOURS.sea } });
    expect(style.layers[1]).toMatchObject({ type: 'fill', source: 'land', paint: { 'fill-color': MAP_COLOURS.land } });
    // No glyphs: place names are the page's own text, in its own font (place-labels.ts).
    expect(style.glyphs).toBeUndefined();
    expect(usesPmtiles(style)).toBe(false);
  });

  it('reads a street basemap from MAP_TILES_URL through the PMTiles protocol, on the same site', () => {
    const style = basemapStyle({ tilesUrl: '/map/tiles/coast.pmtiles' });
    expect(addressesOf(style)).toEqual(['pmtiles:///map/tiles/coast.pmtiles']);
    expect(usesPmtiles(style)).toBe(true);
    const layers = style.layers
      .filter((l) => 'source-layer' in l)
      .map((l) => (l as { 'source-layer': string })['source-layer']);
    // Protomaps' basemap schema, as `pmtiles extract` of a Protomaps build gives it.
    expect(new Set(layers)).toEqual(new Set(['earth', 'landuse', 'water', 'buildings', 'roads']));
    expect(style.glyphs).toBeUndefined();
  });

  it('draws in the site’s palette (app/globals.css)', () => {
    const css = readFileSync(new URL('../../app/globals.css', import.meta.url), 'utf8');
    const theme = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`).exec(css)?.[1];
    expect(MAP_COLOURS).toMatchObject({
      sea: theme('sea-100'),
      land: theme('sand-100'),
      coast: theme('sand-300'),
      area: theme('sea-700'),
    });
  });
});

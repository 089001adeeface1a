import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COAST_BOUNDS, PLACES } from '@app/shared';
import { BASEMAP_BOUNDS, buildBasemap } from './build-basemap.mjs';

type Ring = [number, number][];
type Land = { features: { geometry: { type: 'MultiPolygon'; coordinates: Ring[][] } }[] };
type Places = { features: { geometry: { coordinates: [number, number] }; properties: Record<string, string> }[] };

/** Ray casting: whether [lng, lat] lies inside a ring. */
function inRing([x, y]: [number, number], ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const onLand = (land: Land, point: [number, number]) =>
  land.features.some((f) =>
    f.geometry.coordinates.some(([outer, ...holes]) => inRing(point, outer!) && !holes.some((h) => inRing(point, h))),
  );

describe('build-basemap', () => {
  const dir = mkdtempSync(join(tmpdir(), 'basemap-'));
  let sizes: { land: number; places: number };
  let land: Land;
  let places: Places;

  beforeAll(() => {
    sizes = buildBasemap(dir);
    land = JSON.parse(readFileSync(join(dir, 'land.geojson'), 'utf8'));
    places = JSON.parse(readFileSync(join(dir, 'places.geojson'), 'utf8'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('clips the land to the coast the site sells on', () => {
    expect(BASEMAP_BOUNDS).toEqual(COAST_BOUNDS);
    const points = land.features.flatMap((f) => f.geometry.coordinates.flat(2));
    expect(points.length).toBeGreaterThan(100);
    for (const [lng, lat] of points) {
      expect(lng >= COAST_BOUNDS.west && lng <= COAST_BOUNDS.east).toBe(true);
      expect(lat >= COAST_BOUNDS.south && lat <= COAST_BOUNDS.north).toBe(true);
      expect([lng, lat]).toEqual([Number(lng.toFixed(5)), Number(lat.toFixed(5))]);
    }
  });

  it('has the airport and the towns on land, and the open sea not', () => {
    const airport = PLACES.find((p) => p.kind === 'airport')!;
    expect(onLand(land, [airport.lng, airport.lat])).toBe(true);
    // Inland Hurghada, El Gouna and the desert road west of Sahl Hasheesh.
    expect(onLand(land, [33.78, 27.25])).toBe(true);
    expect(onLand(land, [33.66, 27.39])).toBe(true);
    expect(onLand(land, [33.8, 27.05])).toBe(true);
    // The Red Sea between Hurghada and Sinai, and off Sahl Hasheesh.
    expect(onLand(land, [34.2, 27.2])).toBe(false);
    expect(onLand(land, [34.0, 27.0])).toBe(false);
  });

  it('is small enough to send with a map', () => {
    expect(sizes.land).toBeLessThan(50_000);
    expect(sizes.places).toBeLessThan(5_000);
  });

  it('writes every place with its names in the three languages', () => {
    expect(places.features.map((f) => f.properties.id)).toEqual(PLACES.map((p) => p.id));
    for (const [i, f] of places.features.entries()) {
      const place = PLACES[i]!;
      expect(f.geometry.coordinates).toEqual([place.lng, place.lat]);
      expect(f.properties).toEqual({
        id: place.id,
        kind: place.kind,
        name_en: place.name.en,
        name_ar: place.name.ar,
        name_de: place.name.de,
      });
    }
  });
});

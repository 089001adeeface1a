import { describe, expect, it } from 'vitest';
import { distanceKm } from '@app/shared';
import { boxView, inView, landPath, locationView } from './frame';

const gouna = { lat: 27.3942, lng: 33.6756 };
const airport = { lat: 27.1783, lng: 33.7994 };

describe('locationView', () => {
  it('frames every point with a margin, north up and east right', () => {
    const view = locationView([gouna, airport], { width: 640, height: 400 });
    for (const point of [gouna, airport]) {
      const [x, y] = view.project(point);
      expect(x).toBeGreaterThan(0.05 * 640);
      expect(x).toBeLessThan(0.95 * 640);
      expect(y).toBeGreaterThan(0.05 * 400);
      expect(y).toBeLessThan(0.95 * 400);
    }
    // El Gouna is north-west of the airport: above it and to its left.
    expect(view.project(gouna)[1]).toBeLessThan(view.project(airport)[1]);
    expect(view.project(gouna)[0]).toBeLessThan(view.project(airport)[0]);
  });

  it('keeps distances true to scale in both directions', () => {
    const view = locationView([gouna, airport], { width: 640, height: 400 });
    const [x1, y1] = view.project(gouna);
    const [x2, y2] = view.project(airport);
    const pxPerKm = 640 / distanceKm({ lat: 27.3, lng: view.bounds.west }, { lat: 27.3, lng: view.bounds.east });
    expect(Math.hypot(x2 - x1, y2 - y1) / pxPerKm).toBeCloseTo(distanceKm(gouna, airport), 0);
  });

  it('shows at least minSpanKm around a single point, in the picture’s proportions', () => {
    const view = locationView([gouna], { width: 600, height: 300, minSpanKm: 8 });
    expect(view.project(gouna).map(Math.round)).toEqual([300, 150]);
    const across = distanceKm({ lat: gouna.lat, lng: view.bounds.west }, { lat: gouna.lat, lng: view.bounds.east });
    const down = distanceKm({ lat: view.bounds.south, lng: gouna.lng }, { lat: view.bounds.north, lng: gouna.lng });
    expect(across).toBeCloseTo(16, 1);
    expect(down).toBeCloseTo(8, 1);
  });

  it('tells a point in the picture from one outside it', () => {
    const view = locationView([gouna], { minSpanKm: 8 });
    expect(inView(view, gouna)).toBe(true);
    expect(inView(view, airport)).toBe(false);
  });
});

describe('landPath', () => {
  it('draws the land inside the frame, cut at its edge', () => {
    const view = locationView([{ lat: 27, lng: 34 }], { width: 100, height: 100, minSpanKm: 10 });
    const { west, south, east, north } = view.bounds;
    const midLng = (west + east) / 2;
    // Land on the western half, reaching far beyond the frame to the west, north and south.
    const square = [
      [
        [west - 1, south - 1],
        [midLng, south - 1],
        [midLng, north + 1],
        [west - 1, north + 1],
        [west - 1, south - 1],
      ],
    ];
    const path = landPath([square], view);
    const points = [...path.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(path.startsWith('M')).toBe(true);
    expect(path.endsWith('Z')).toBe(true);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(-3);
      expect(x).toBeLessThanOrEqual(50.1);
      expect(y).toBeGreaterThanOrEqual(-3);
      expect(y).toBeLessThanOrEqual(103);
    }
    expect(points.some(([x]) => x === 50)).toBe(true);
  });

  it('leaves out land wholly outside the frame', () => {
    const view = locationView([{ lat: 27, lng: 34 }]);
    const far = [
      [
        [30, 20],
        [31, 20],
        [31, 21],
        [30, 20],
      ],
    ];
    expect(landPath([far], view)).toBe('');
  });
});

describe('boxView', () => {
  it('frames the box exactly, as tall as its proportions make it', () => {
    const box = { west: 33.6, south: 26.8, east: 34.05, north: 27.47 };
    const view = boxView(box, 1000);
    expect(view.width).toBe(1000);
    for (const edge of ['west', 'south', 'east', 'north'] as const) expect(view.bounds[edge]).toBeCloseTo(box[edge], 9);
    const [x0, y0] = view.project({ lat: box.north, lng: box.west });
    const [x1, y1] = view.project({ lat: box.south, lng: box.east });
    expect(x0).toBeCloseTo(0, 6);
    expect(y0).toBeCloseTo(0, 6);
    expect(x1).toBeCloseTo(1000, 6);
    expect(y1).toBeCloseTo(view.height, 6);
    // Taller than wide: 0.67° of latitude against 0.45° of longitude shortened by cos(27.1°).
    const across = distanceKm({ lat: 27.135, lng: box.west }, { lat: 27.135, lng: box.east });
    const down = distanceKm({ lat: box.south, lng: 33.8 }, { lat: box.north, lng: 33.8 });
    expect(view.height / view.width).toBeCloseTo(down / across, 2);
  });
});

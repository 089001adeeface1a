import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, distanceKm } from './distance';

const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distanceKm', () => {
  it('is zero from a point to itself', () => {
    expect(distanceKm({ lat: 27.2, lng: 33.8 }, { lat: 27.2, lng: 33.8 })).toBe(0);
  });

  it('measures a degree of latitude and a quarter of the equator on the sphere', () => {
    expect(distanceKm({ lat: 27, lng: 33.8 }, { lat: 28, lng: 33.8 })).toBeCloseTo(
      (Math.PI * EARTH_RADIUS_KM) / 180,
      6,
    );
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI * EARTH_RADIUS_KM) / 2, 6);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });

  it('shrinks a degree of longitude with the cosine of the latitude', () => {
    // At 27° N a degree east is cos(27°) of a degree at the equator: 99.1 km.
    expect(distanceKm({ lat: 27, lng: 33 }, { lat: 27, lng: 34 })).toBeCloseTo(99.07, 1);
  });

  it('gives Hurghada airport to El Gouna downtown as about 25 km, as the guides say', () => {
    const km = distanceKm({ lat: 27.1783, lng: 33.7994 }, { lat: 27.3942, lng: 33.6756 });
    expect(km).toBeGreaterThan(22);
    expect(km).toBeLessThan(28);
  });

  it('is symmetric, never negative and keeps the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        const ab = distanceKm(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-6);
        expect(Math.abs(ab - distanceKm(b, a))).toBeLessThan(1e-6);
        // Within a metre: near antipodal points asin's slope is steep, and doubles' rounding there moves a
        // distance by up to about 0.1 m (2 million random triples: 9e-5 km at worst).
        expect(ab).toBeLessThanOrEqual(distanceKm(a, c) + distanceKm(c, b) + 1e-3);
      }),
    );
  });
});

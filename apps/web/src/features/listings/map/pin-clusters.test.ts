import { describe, expect, it } from 'vitest';
import { CLUSTER_RADIUS, type PinItem, overlapping, pinIndex, pinItems, pinSize } from './pin-clusters';
import type { Pin } from './pins';

const price = (usd: number) => `$${usd.toLocaleString('en-US')}`;

const pin = (key: string, lngLat: [number, number], count = 3): Pin => ({
  key: `compound:${key}`,
  kind: 'compound',
  lngLat,
  name: key,
  count,
  minPrice: 125_000,
  href: `/compounds/${key}`,
});

/** A flat view in which a degree is `pxPerDegree` pixels (north up), at MapLibre's zoom for that scale. */
function view(pxPerDegree: number) {
  return {
    bbox: [30, 20, 40, 30] as [number, number, number, number],
    zoom: Math.log2((pxPerDegree * 360) / 512),
    project: ([lng, lat]: [number, number]): [number, number] => [(lng - 30) * pxPerDegree, (30 - lat) * pxPerDegree],
  };
}

describe('pinItems', () => {
  it('lets pins far apart on the screen stand alone, in buttons that do not overlap', () => {
    const pins = [pin('a', [33.6, 27.4]), pin('b', [33.8, 27.1])];
    const items = pinItems(pinIndex(pins), view(2000), price);
    expect(items.map((i) => i.key).sort()).toEqual(['compound:a', 'compound:b']);
    expect(overlapping(items, view(2000).project, price)).toBe(false);
  });

  it('draws as one cluster two pins farther apart than the radius whose buttons would still overlap', () => {
    // 70 px apart side by side: beyond supercluster's radius, within a priced pin's width.
    const pxPerDegree = 10_000;
    const pins = [pin('a', [33.6, 27.4]), pin('b', [33.607, 27.4])];
    expect(0.007 * pxPerDegree).toBeGreaterThan(CLUSTER_RADIUS);
    const both = pins.map((p): PinItem => ({ key: p.key, kind: 'pin', pin: p, lngLat: p.lngLat }));
    expect(overlapping(both, view(pxPerDegree).project, price)).toBe(true);

    const items = pinItems(pinIndex(pins), view(pxPerDegree), price);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'cluster', places: 2, units: 6 });
  });

  it('sizes a pin by its price and count, a cluster by its count, all at least 24 px each way', () => {
    const item: PinItem = { key: 'compound:a', kind: 'pin', pin: pin('a', [0, 0]), lngLat: [0, 0] };
    const wide = pinSize(item, () => 'EGP 12,345,678');
    const narrow = pinSize(item, () => '$9');
    expect(wide.width).toBeGreaterThan(narrow.width);
    const cluster: PinItem = { key: 'cluster:1', kind: 'cluster', id: 1, places: 2, units: 7, lngLat: [0, 0] };
    for (const size of [wide, narrow, pinSize(cluster, price)]) {
      expect(size.width).toBeGreaterThanOrEqual(24);
      expect(size.height).toBeGreaterThanOrEqual(24);
    }
  });
});

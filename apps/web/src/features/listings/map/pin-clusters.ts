import Supercluster from 'supercluster';
import type { Pin } from './pins';

/*
 * Which pins stand alone and which are drawn as one cluster, for a view: the MapLibre map's (pin-layer.ts)
 * and the first picture's the server draws (map-picture.tsx). Pure: no DOM, no MapLibre.
 */

type Cluster = { units: number };
export type PinIndex = Supercluster<Pin, Cluster>;

/** A pin or a cluster of pins, where it stands (its pin's foot: the button is anchored at its bottom). */
export type PinItem =
  | { key: string; kind: 'pin'; pin: Pin; lngLat: [number, number] }
  | { key: string; kind: 'cluster'; id: number; places: number; units: number; lngLat: [number, number] };

/** Pins closer than this (in pixels) on the screen are drawn as one cluster. */
export const CLUSTER_RADIUS = 56;
/** From this zoom on, every pin stands alone. */
export const CLUSTER_MAX_ZOOM = 15;
/** How many zoom levels below the view's the clusters may be taken from, to part pins that would overlap. */
const MAX_COARSER = 4;
/** The least room between two buttons, in pixels. */
const GAP = 2;

export function pinIndex(pins: readonly Pin[]): PinIndex {
  const index = new Supercluster<Pin, Cluster>({
    radius: CLUSTER_RADIUS,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: (pin) => ({ units: pin.count }),
    reduce: (total, more) => {
      total.units += more.units;
    },
  });
  index.load(
    pins.map((pin) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: pin.lngLat }, properties: pin })),
  );
  return index;
}

/** The keys of the pins an item stands for: its own, or its cluster's. */
export function pinKeysOf(index: PinIndex, item: PinItem): string[] {
  return item.kind === 'pin' ? [item.key] : index.getLeaves(item.id, Infinity).map((leaf) => leaf.properties.key);
}

/**
 * A button's size on the screen in CSS pixels, a little over (map.css `.map-pin`: 13 px semibold text,
 * 10 px of padding each side, 28 px high; a pin shows its price and its count, a cluster its count).
 */
export function pinSize(item: PinItem, price: (usd: number) => string): { width: number; height: number } {
  const text = (chars: number) => chars * 8;
  if (item.kind === 'cluster') return { width: Math.max(36, 20 + text(String(item.units).length)), height: 28 };
  const count = item.pin.kind === 'compound' ? 6 + 12 + text(String(item.pin.count).length) : 0;
  return { width: 20 + text(price(item.pin.minPrice).length) + count, height: 28 };
}

export type PinView = {
  /** west, south, east, north */
  bbox: [number, number, number, number];
  zoom: number;
  /** A position to the screen's pixels. */
  project: (lngLat: [number, number]) => [x: number, y: number];
};

/**
 * The items to draw in a view: supercluster's at the view's zoom; while any two buttons would overlap on
 * the screen (a pin with its price is wider than the clustering radius), those of a zoom lower. Every
 * button then keeps a target of its own, none hiding part of another (WCAG 2.5.8, Lighthouse's
 * target-size audit).
 */
export function pinItems(index: PinIndex, view: PinView, price: (usd: number) => string): PinItem[] {
  const zoom = Math.min(Math.floor(view.zoom), CLUSTER_MAX_ZOOM + 1);
  let items: PinItem[] = [];
  for (let z = zoom; z >= Math.max(0, zoom - MAX_COARSER); z--) {
    items = index.getClusters(view.bbox, z).map(itemOf);
    if (!overlapping(items, view.project, price)) break;
  }
  return items;
}

function itemOf(feature: ReturnType<PinIndex['getClusters']>[number]): PinItem {
  const lngLat = feature.geometry.coordinates as [number, number];
  const properties = feature.properties;
  if ('cluster' in properties && properties.cluster) {
    const { cluster_id: id, point_count: places, units } = properties;
    return { key: `cluster:${id}`, kind: 'cluster', id, places, units, lngLat };
  }
  const pin = properties as Pin;
  return { key: pin.key, kind: 'pin', pin, lngLat };
}

/** Whether any two items' buttons (anchored at the bottom's middle) would overlap or touch. */
export function overlapping(
  items: readonly PinItem[],
  project: PinView['project'],
  price: (usd: number) => string,
): boolean {
  const boxes = items.map((item) => {
    const [x, y] = project(item.lngLat);
    const { width, height } = pinSize(item, price);
    return { left: x - width / 2, right: x + width / 2, top: y - height, bottom: y };
  });
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (a.left < b.right + GAP && b.left < a.right + GAP && a.top < b.bottom + GAP && b.top < a.bottom + GAP)
        return true;
    }
  }
  return false;
}

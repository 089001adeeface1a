import { type Map as MapLibreMap, Marker } from 'maplibre-gl';
import Supercluster, { type ClusterFeature, type PointFeature } from 'supercluster';
import type { Pin } from './map-calls';

/** How a pin and a cluster are named and priced, in the page's language and the visitor's currency. */
export type PinTexts = {
  pinName: (pin: Pin) => string;
  clusterName: (places: number, units: number) => string;
  price: (usd: number) => string;
};

type Handlers = {
  /** A pin was chosen (click, Enter): its card opens. */
  choose: (pin: Pin) => void;
};

type Cluster = { units: number };
type Drawn = { marker: Marker; element: HTMLButtonElement; item: Item; written: string };
type Item =
  | { key: string; kind: 'pin'; pin: Pin; lngLat: [number, number] }
  | { key: string; kind: 'cluster'; id: number; places: number; units: number; lngLat: [number, number] };

/** Pins closer than this (in pixels) on the screen are drawn as one cluster. */
const CLUSTER_RADIUS = 56;
/** From this zoom on, every pin stands alone. */
const CLUSTER_MAX_ZOOM = 15;

/**
 * The map's pins, drawn as buttons over the map (MapLibre markers): a pin per compound with its count and
 * lowest price, a cluster where pins overlap (supercluster). Their order in the page, the Tab order,
 * follows the list beside the map (`setOrder`); a card pointed at in the list lights up its pin or the
 * cluster holding it (`setHighlight`). The buttons are plain DOM, redrawn when the map stops moving.
 */
export class PinLayer {
  private index = new Supercluster<Pin, Cluster>({
    radius: CLUSTER_RADIUS,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: (pin) => ({ units: pin.count }),
    reduce: (total, more) => {
      total.units += more.units;
    },
  });
  private pins: Pin[] = [];
  private order = new Map<string, number>();
  private markers = new Map<string, Drawn>();
  /** Which drawn item holds each pin (itself, or its cluster). */
  private holder = new Map<string, string>();
  private highlighted: string | null = null;

  constructor(
    private readonly map: MapLibreMap,
    private texts: PinTexts,
    private readonly handlers: Handlers,
  ) {
    map.on('moveend', this.draw);
  }

  setPins(pins: Pin[]): void {
    this.pins = pins;
    this.index.load(
      pins.map((pin) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: pin.lngLat }, properties: pin })),
    );
    this.draw();
  }

  /** The texts changed (the currency, the rates): every pin is written again, where it is (the focus stays). */
  setTexts(texts: PinTexts): void {
    this.texts = texts;
    for (const drawn of this.markers.values()) this.write(drawn, drawn.item);
    this.setHighlight(this.highlighted);
  }

  /** The list's order of pins (its cards' keys, first card first): the pins' order in the page. */
  setOrder(keys: string[]): void {
    const order = new Map(keys.map((key, i) => [key, i]));
    if ([...order].join() === [...this.order].join()) return;
    this.order = order;
    this.draw();
  }

  setHighlight(key: string | null): void {
    this.highlighted = key;
    const lit = key === null ? null : (this.holder.get(key) ?? null);
    for (const [itemKey, { element }] of this.markers) element.classList.toggle('is-highlighted', itemKey === lit);
  }

  /** Focus the pin (or its cluster) that `key` is drawn as: the card closed, the visitor goes back to it. */
  focus(key: string): void {
    const itemKey = this.holder.get(key);
    if (itemKey) this.markers.get(itemKey)?.element.focus();
  }

  get size(): number {
    return this.pins.length;
  }

  remove(): void {
    this.map.off('moveend', this.draw);
    for (const { marker } of this.markers.values()) marker.remove();
    this.markers.clear();
  }

  private readonly draw = (): void => {
    const bounds = this.map.getBounds();
    const features = this.index.getClusters(
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      this.map.getZoom(),
    );
    const items = features.map((feature) => this.itemOf(feature));
    const rank = (key: string) => this.order.get(key) ?? Number.MAX_SAFE_INTEGER;
    this.holder.clear();
    const ranks = new Map<string, number>();
    for (const item of items) {
      const keys =
        item.kind === 'pin' ? [item.key] : this.index.getLeaves(item.id, Infinity).map((l) => l.properties.key);
      for (const key of keys) this.holder.set(key, item.key);
      ranks.set(item.key, Math.min(...keys.map(rank)));
    }
    // In the list's order; pins the list does not show (yet) after, in the answer's order.
    items.sort((a, b) => ranks.get(a.key)! - ranks.get(b.key)!);

    const shown = new Set(items.map((item) => item.key));
    for (const [key, { marker }] of this.markers) {
      if (shown.has(key)) continue;
      marker.remove();
      this.markers.delete(key);
    }
    const wanted = items.map((item) => this.place(item).element);
    const parent = this.map.getCanvasContainer();
    const current = [...parent.querySelectorAll(':scope > .map-pin')];
    if (current.length !== wanted.length || current.some((element, i) => element !== wanted[i])) {
      // Moving a node in the page takes the focus off it: the focused pin gets it back.
      const focused = document.activeElement;
      for (const element of wanted) parent.appendChild(element);
      if (focused instanceof HTMLElement && focused.isConnected) focused.focus({ preventScroll: true });
    }
    this.setHighlight(this.highlighted);
  };

  private itemOf(feature: ClusterFeature<Cluster> | PointFeature<Pin>): Item {
    const lngLat = feature.geometry.coordinates as [number, number];
    if ('cluster' in feature.properties && feature.properties.cluster) {
      const { cluster_id: id, point_count: places, units } = feature.properties;
      return { key: `cluster:${id}`, kind: 'cluster', id, places, units, lngLat };
    }
    const pin = feature.properties as Pin;
    return { key: pin.key, kind: 'pin', pin, lngLat };
  }

  /** The item's button: the one already drawn under its key (moved and written again if it changed), or a new one. */
  private place(item: Item): Drawn {
    let drawn = this.markers.get(item.key);
    if (!drawn) {
      const element = document.createElement('button');
      element.type = 'button';
      element.dataset.pin = item.key;
      const marker = new Marker({ element, anchor: 'bottom' }).setLngLat(item.lngLat);
      const created: Drawn = { marker, element, item, written: '' };
      element.addEventListener('click', () => this.activate(created.item));
      marker.addTo(this.map);
      this.markers.set(item.key, created);
      drawn = created;
    }
    if (drawn.item.lngLat.join() !== item.lngLat.join()) drawn.marker.setLngLat(item.lngLat);
    this.write(drawn, item);
    return drawn;
  }

  /** A cluster zooms in to where it parts; a pin opens its card. */
  private activate(item: Item): void {
    if (item.kind === 'cluster') {
      this.map.easeTo({ center: item.lngLat, zoom: this.index.getClusterExpansionZoom(item.id) });
    } else {
      this.handlers.choose(item.pin);
    }
  }

  /** Writes the button's name and text for `item` (only when they change: a screen reader is not told twice). */
  private write(drawn: Drawn, item: Item): void {
    drawn.item = item;
    const label =
      item.kind === 'cluster' ? this.texts.clusterName(item.places, item.units) : this.texts.pinName(item.pin);
    const parts =
      item.kind === 'cluster'
        ? [span('map-pin-count', String(item.units))]
        : [
            span('map-pin-price', this.texts.price(item.pin.minPrice)),
            ...(item.pin.kind === 'compound' ? [span('map-pin-count', String(item.pin.count))] : []),
          ];
    const written = `${label}|${parts.map((p) => p.textContent).join('|')}`;
    if (written === drawn.written) return;
    drawn.written = written;
    drawn.element.className = item.kind === 'cluster' ? 'map-pin map-pin-cluster' : 'map-pin';
    drawn.element.setAttribute('aria-label', label);
    drawn.element.replaceChildren(...parts);
  }
}

function span(className: string, text: string): HTMLSpanElement {
  const element = document.createElement('span');
  element.className = className;
  element.textContent = text;
  element.setAttribute('aria-hidden', 'true');
  return element;
}

import { type Map as MapLibreMap, Marker } from 'maplibre-gl';
import { CLUSTER_MAX_ZOOM, type PinIndex, type PinItem, pinIndex, pinItems, pinKeysOf } from './pin-clusters';
import type { Pin } from './pins';

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

type Item = PinItem;
type Drawn = { marker: Marker; element: HTMLButtonElement; item: Item; written: string };

/** Room left around a cluster's pins when it is opened, in pixels. */
const CLUSTER_PADDING = 56;

/**
 * The map's pins, drawn as buttons over the map (MapLibre markers): a pin per compound with its count and
 * lowest price, a cluster where pins would overlap (pin-clusters.ts). Their order in the page, the Tab order,
 * follows the list beside the map (`setOrder`); a card pointed at in the list lights up its pin or the
 * cluster holding it (`setHighlight`). The buttons are plain DOM, redrawn when the map stops moving.
 */
export class PinLayer {
  private index: PinIndex = pinIndex([]);
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
    this.index = pinIndex(pins);
    this.draw();
  }

  /**
   * The texts changed (the currency, the rates): every pin is written again, where it is (the focus
   * stays), and clustered again (a longer price makes a wider pin).
   */
  setTexts(texts: PinTexts): void {
    this.texts = texts;
    this.draw();
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
    const view = {
      bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()] as [
        number,
        number,
        number,
        number,
      ],
      zoom: this.map.getZoom(),
      project: (lngLat: [number, number]): [number, number] => {
        const { x, y } = this.map.project(lngLat);
        return [x, y];
      },
    };
    const items = pinItems(this.index, view, this.texts.price);
    const rank = (key: string) => this.order.get(key) ?? Number.MAX_SAFE_INTEGER;
    this.holder.clear();
    const ranks = new Map<string, number>();
    for (const item of items) {
      const keys = pinKeysOf(this.index, item);
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

  /**
   * A cluster zooms in on its pins (they part: each stands alone, or in fewer clusters); a pin opens its
   * card. MapLibre jumps instead of easing when the visitor prefers reduced motion (create-map.ts).
   */
  private activate(item: Item): void {
    if (item.kind === 'cluster') {
      const lngLats = this.index.getLeaves(item.id, Infinity).map((leaf) => leaf.geometry.coordinates);
      const lngs = lngLats.map(([lng]) => lng!);
      const lats = lngLats.map(([, lat]) => lat!);
      this.map.fitBounds([Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)], {
        padding: CLUSTER_PADDING,
        maxZoom: CLUSTER_MAX_ZOOM + 1,
      });
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

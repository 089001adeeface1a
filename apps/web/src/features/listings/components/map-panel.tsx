'use client';

import { useTranslations } from 'next-intl';
import {
  Component,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  Suspense,
  lazy,
  useCallback,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { withIslandTexts } from '@/i18n/island-texts';
import type { ListingQuery } from '../listing-calls';
import type { MapSearch } from '../use-listing-query';
import { type MapStart, pictureKeyOf } from '../map/map-start';

// The map (MapLibre, its worker, the pins, drawing) and its texts: loaded when the visitor first reaches for
// the map view's map, never with the list view (docs/decisions/0051-the-map.md, 0054; bench:web and the map
// journey check it).
const MapView = lazy(() => withIslandTexts(() => import('../map/map-view')).then((m) => ({ default: m.MapView })));

const subscribeNever = () => () => {};

/** A map that failed to load its code shows the panel's message instead (the list is the whole result anyway). */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`map: ${error instanceof Error ? error.message : String(error)}`);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The map view's map: a box of a fixed size from the first paint (its place is kept in the page's layout,
 * globals.css `.map-panel`, so nothing moves when the map arrives). In it first the server's picture of
 * the area with its pins (map-picture.tsx: no script); the MapLibre map loads on the visitor's first touch
 * of it (pointer, touch, wheel, focus, a key), is drawn under the picture's cover, and takes its place
 * once drawn with its pins: the pin the visitor chose opens its card, the one focused keeps the focus.
 * Without a picture for the current filters (the view was switched, or the filters changed, in the
 * browser), the map loads at once. If the map cannot be shown here, the panel says so over the picture;
 * the list beside it has every result.
 */
export function MapPanel({
  query,
  setMapSearch,
  list,
  picture,
}: {
  query: ListingQuery;
  setMapSearch: (search: Partial<MapSearch>, history?: 'push' | 'replace') => unknown;
  list: RefObject<HTMLDivElement | null>;
  /** The server's picture, and the query it was drawn for. */
  picture?: { node: ReactNode; query: ListingQuery } | undefined;
}) {
  const t = useTranslations('listing');
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [reached, setReached] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);
  const onDrawn = useCallback(() => setDrawn(true), []);
  const cover = useRef<HTMLDivElement>(null);
  const start = useRef<MapStart | null>(null);
  const shown = picture && !drawn && pictureKeyOf(picture.query) === pictureKeyOf(query) ? picture.node : null;
  const open = inBrowser && (reached || !shown);

  /** The visitor reached for the map: it loads; a pin of the picture they chose or focused is remembered. */
  const reach = useCallback((event: SyntheticEvent, choose: boolean) => {
    const pin = (event.target as Element).closest?.<HTMLElement>('[data-map-picture] [data-pin]');
    if (pin) {
      if (choose) event.preventDefault();
      start.current = { key: pin.dataset.pin!, choose: choose && pin.tagName === 'A' };
    }
    setReached(true);
  }, []);
  const takeOver = useCallback((): (MapStart & { focused: boolean }) | null => {
    const chosen = start.current;
    if (!chosen) return null;
    return { ...chosen, focused: Boolean(cover.current?.contains(document.activeElement)) };
  }, []);

  const message = (
    <p role="status" className="map-panel-message">
      {t('mapFailed')}
    </p>
  );
  const loading = (
    <p aria-busy="true" className="map-panel-message">
      {t('mapLoading')}
    </p>
  );
  return (
    <div
      className="map-panel"
      // Where the map is (a test hook): the server's picture, the picture listening for the visitor, the map.
      data-map={open ? 'open' : inBrowser ? 'waiting' : 'picture'}
      onPointerEnter={(e) => reach(e, false)}
      onPointerDown={(e) => reach(e, false)}
      onTouchStart={(e) => reach(e, false)}
      onWheel={(e) => reach(e, false)}
      onFocus={(e) => reach(e, false)}
      onKeyDown={(e) => reach(e, false)}
      // A click with a modifier key opens the pin's page in a new tab or window, as a link does.
      onClickCapture={(e) => reach(e, !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey))}
    >
      {shown ? (
        <div ref={cover} className="map-cover" aria-busy={open && !failed}>
          {shown}
        </div>
      ) : (
        !drawn && !failed && loading
      )}
      {failed
        ? message
        : open && (
            <MapBoundary fallback={message}>
              <Suspense fallback={null}>
                <MapView
                  query={query}
                  setMapSearch={setMapSearch}
                  list={list}
                  onFailed={fail}
                  shown={drawn}
                  onDrawn={onDrawn}
                  takeOver={takeOver}
                />
              </Suspense>
            </MapBoundary>
          )}
    </div>
  );
}

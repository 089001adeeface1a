'use client';

import { useTranslations } from 'next-intl';
import {
  Component,
  type ReactNode,
  type RefObject,
  Suspense,
  lazy,
  useCallback,
  useState,
  useSyncExternalStore,
} from 'react';
import { withIslandTexts } from '@/i18n/island-texts';
import type { ListingQuery } from '../listing-calls';
import type { MapSearch } from '../use-listing-query';

// The map (MapLibre, its worker, the pins, drawing) and its texts: loaded when the map view opens, never
// with the list view (docs/decisions/0051-the-map.md; bench:web and the map journey check it).
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
 * globals.css `.map-panel`, so nothing moves when the map arrives), filled in the browser with the map.
 * If the map cannot be shown here, the panel says so; the list beside it has every result.
 */
export function MapPanel({
  query,
  setMapSearch,
  list,
}: {
  query: ListingQuery;
  setMapSearch: (search: Partial<MapSearch>, history?: 'push' | 'replace') => unknown;
  list: RefObject<HTMLDivElement | null>;
}) {
  const t = useTranslations('listing');
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);
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
    <div className="map-panel">
      {failed ? (
        message
      ) : inBrowser ? (
        <MapBoundary fallback={message}>
          <Suspense fallback={loading}>
            <MapView query={query} setMapSearch={setMapSearch} list={list} onFailed={fail} />
          </Suspense>
        </MapBoundary>
      ) : (
        loading
      )}
    </div>
  );
}

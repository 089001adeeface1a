'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import { useTranslations } from 'next-intl';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type MapLibreTexts, createMap } from './create-map';

/** The map view's test hook and state: `data-map-state` on the map's element, `idle` once drawn and still. */
type MapState = 'loading' | 'moving' | 'idle' | 'failed';

/**
 * The MapLibre map in `container`, made once (on the address's box, `bbox`, when it has one) and removed
 * with the component. `map` is set once its style has loaded; `failed` when it cannot be made at all
 * (no WebGL, the style or the code did not arrive); `idle` once it has first drawn and stood still. Its
 * element says its state in `data-map-state`.
 */
export function useMapInstance(container: RefObject<HTMLDivElement | null>, bbox: string | undefined) {
  const t = useTranslations('map');
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  /** The map has drawn its style once and stood still (MapLibre's first `idle`). */
  const [idle, setIdle] = useState(false);
  // Read once, when the map is made: the box it opens on and its texts (the page's language is fixed).
  const start = useRef<{ bbox: string | undefined; texts: MapLibreTexts } | null>(null);
  start.current ??= {
    bbox,
    texts: {
      title: t('title'),
      zoomIn: t('zoomIn'),
      zoomOut: t('zoomOut'),
      resetBearing: t('resetBearing'),
      toggleAttribution: t('toggleAttribution'),
      attribution: t('attribution'),
    },
  };

  useEffect(() => {
    const element = container.current;
    if (!element || !start.current) return;
    const state = (value: MapState) => {
      element.setAttribute('data-map-state', value);
    };
    state('loading');
    let gone = false;
    let made: MapLibreMap | undefined;
    createMap(element, start.current).then(
      (created) => {
        if (gone) return created.remove();
        made = created;
        // A source or tile that fails is said once on the console, not thrown at the page.
        created.on('error', (event) => console.warn(`map: ${event.error?.message ?? 'error'}`));
        created.on('movestart', () => state('moving'));
        created.on('idle', () => state('idle'));
        created.once('idle', () => setIdle(true));
        created.once('load', () => setMap(created));
      },
      (error: unknown) => {
        console.warn(`map: ${error instanceof Error ? error.message : String(error)}`);
        state('failed');
        if (!gone) setFailed(true);
      },
    );
    return () => {
      gone = true;
      made?.remove();
    };
  }, [container]);

  return { map, failed, idle };
}

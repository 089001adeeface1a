'use client';

import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { visibleBox } from '@/components/map/create-map';
import type { MapSearch } from '../use-listing-query';

/** How long the map rests before the list follows it (a pan, then a zoom, make one search). */
const FOLLOW_DELAY_MS = 400;

const WIDE = '(min-width: 1024px)';

/** Whether the list sits beside the map (a desktop's width): the list then follows the map as it moves. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

/**
 * The list follows the map: on a wide screen, with "Search as I move the map" on, each move (after a
 * pause) puts the map's box in the address, which the list's call reads; otherwise a move offers
 * "Search this area" (`moved`), which does the same once (`searchHere`). The address is replaced, not
 * pushed: Back does not retrace every pan.
 */
export function useFollowingMap(
  map: MapLibreMap | null,
  wide: boolean,
  setMapSearch: (search: Partial<MapSearch>, history?: 'push' | 'replace') => unknown,
) {
  const [follow, setFollow] = useState(true);
  const [moved, setMoved] = useState(false);
  const latest = useRef({ follows: wide && follow, setMapSearch });
  useEffect(() => {
    latest.current = { follows: wide && follow, setMapSearch };
  });

  useEffect(() => {
    if (!map) return;
    let timer: number | undefined;
    const onMoveEnd = () => {
      window.clearTimeout(timer);
      if (!latest.current.follows) {
        setMoved(true);
        return;
      }
      timer = window.setTimeout(
        () => void latest.current.setMapSearch({ bbox: visibleBox(map.getBounds()) }, 'replace'),
        FOLLOW_DELAY_MS,
      );
    };
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('moveend', onMoveEnd);
      window.clearTimeout(timer);
    };
  }, [map]);

  const searchHere = () => {
    if (!map) return;
    setMoved(false);
    void setMapSearch({ bbox: visibleBox(map.getBounds()) });
  };
  return { follow, setFollow, moved: moved && !(wide && follow), searchHere };
}

'use client';

import { Marker } from 'maplibre-gl';
import { type ReactNode, useEffect, useRef } from 'react';
import { withIslandMessages } from '@/i18n/island-messages';
import { useMapInstance } from '@/components/map/use-map';
import '@/components/map/map.css';
import './location-map.css';

export type LocationMapProps = {
  /** The picture's frame (`west,south,east,north`): the map opens on the same ground. */
  bbox: string;
  compound: { name: string; lngLat: [number, number] };
  /** The nearest airport, beach, marina and town centre, numbered as in the list of distances beside. */
  places: { kind: string; number: number; name: string; lngLat: [number, number] }[];
  /** The map's name: the compound's and what it shows. */
  label: string;
};

/** A marker's element: decoration for the eye (the list of distances beside says the same in words). */
function markerElement(className: string, text: string, kind?: string): HTMLElement {
  const element = document.createElement('span');
  element.className = className;
  element.textContent = text;
  element.setAttribute('aria-hidden', 'true');
  if (kind) element.dataset.kind = kind;
  return element;
}

/**
 * The compound page's interactive map (loaded on a click, location-map-switch.tsx): the site's basemap
 * through the map view's own MapLibre setup (worker, style, texts), on the picture's frame, with the
 * compound's pin and its numbered places. Its element says the map's state in `data-map-state`.
 */
function LocationMapInner({ bbox, compound, places, label, failed }: LocationMapProps & { failed: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  const { map, failed: mapFailed } = useMapInstance(container, bbox);
  const marks = useRef({ compound, places });

  useEffect(() => {
    if (!map) return;
    const { compound: at, places: near } = marks.current;
    const markers = [
      ...near.map((place) =>
        new Marker({ element: markerElement('location-map-place', String(place.number), place.kind) })
          .setLngLat(place.lngLat)
          .addTo(map),
      ),
      new Marker({ element: markerElement('location-map-pin', at.name), anchor: 'bottom' })
        .setLngLat(at.lngLat)
        .addTo(map),
    ];
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [map]);

  return (
    <div className="map-frame" role="region" aria-label={label}>
      <div ref={container} className="map-canvas" />
      {mapFailed && failed}
    </div>
  );
}

/** The compound's interactive map with the map's texts (messages/islands/*.json `map`), which load with it. */
export const LocationMap = withIslandMessages(LocationMapInner);

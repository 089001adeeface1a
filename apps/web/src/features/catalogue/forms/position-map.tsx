'use client';

import { type MapMouseEvent, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { useMapInstance } from '@/components/map/use-map';
import '@/components/map/map.css';
import { type Position, pickerBox, placedAt } from './position';

/**
 * The position picker's map (loaded with MapLibre when the picker opens): the site's basemap (the map
 * view's own MapLibre setup, its worker and style), opened around the marker or on the three areas; a
 * click places the marker, a drag moves it, and either writes the form's fields. The marker stands where
 * the fields say: typed numbers move it. Its element says the map's state in `data-map-state`.
 */
export default function PositionMap({
  marker,
  onPlace,
  failedText,
}: {
  /** Where the fields place it ([lng, lat]), or none. */
  marker: [number, number] | null;
  onPlace: (position: Position) => void;
  failedText: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  // The box it opens on is read once, when it is made; later the marker moves and the map follows it.
  const [opening] = useState(() => pickerBox(marker));
  const { map, failed } = useMapInstance(container, opening);
  const place = useRef(onPlace);
  useEffect(() => {
    place.current = onPlace;
  });
  const pin = useRef<Marker | null>(null);
  /** Where the fields last placed it: a marker dropped off the coast goes back there. */
  const pinAt = useRef<[number, number] | null>(null);

  useEffect(() => {
    if (!map) return;
    const onClick = (event: MapMouseEvent) => {
      const position = placedAt(event.lngLat);
      if (position) place.current(position);
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
      pin.current?.remove();
      pin.current = null;
    };
  }, [map]);

  const [lng, lat] = marker ?? [null, null];
  useEffect(() => {
    if (!map) return;
    if (lng === null || lat === null) {
      pin.current?.remove();
      pin.current = null;
      return;
    }
    if (!pin.current) {
      const made = new Marker({ draggable: true, color: '#e8664a' });
      made.getElement().dataset.testid = 'position-marker';
      made.on('dragend', () => {
        const position = placedAt(made.getLngLat());
        // Dropped off the coast (past the map's edge): back to where the fields say.
        if (position) place.current(position);
        else if (pinAt.current) made.setLngLat(pinAt.current);
      });
      pin.current = made.setLngLat([lng, lat]).addTo(map);
    } else {
      pin.current.setLngLat([lng, lat]);
    }
    pinAt.current = [lng, lat];
    // A position typed outside the view: the map goes to it.
    if (!map.getBounds().contains([lng, lat])) map.jumpTo({ center: [lng, lat] });
  }, [map, lng, lat]);

  return (
    <>
      {/* map.css's canvas class: MapLibre's own stylesheet would otherwise make the box's height 0. */}
      <div ref={container} className="map-canvas" />
      {failed && (
        <p role="status" className="absolute inset-x-2 bottom-2 rounded-lg bg-white px-3 py-2 text-sm text-slate-800">
          {failedText}
        </p>
      )}
    </>
  );
}

import { type Map as MapLibreMap, Marker } from 'maplibre-gl';
import type { Place } from './map-calls';

/**
 * The basemap's places (airport, marinas, town centres, beaches) named over the map as text in the site's
 * own font: the browser shapes it, Arabic included, and no glyph server is needed. Decoration for the eye
 * (the pins and the list carry what a screen reader needs), and no obstacle to dragging the map.
 */
export function showPlaces(map: MapLibreMap, places: Place[]): () => void {
  const markers = places.map((place) => {
    const element = document.createElement('span');
    element.className = 'map-place';
    element.dataset.kind = place.kind;
    element.textContent = place.name;
    element.setAttribute('aria-hidden', 'true');
    return new Marker({ element, anchor: 'left' }).setLngLat(place.lngLat).addTo(map);
  });
  return () => {
    for (const marker of markers) marker.remove();
  };
}

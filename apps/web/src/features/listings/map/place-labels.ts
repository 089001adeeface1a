import { type Map as MapLibreMap, Marker } from 'maplibre-gl';
import type { Place } from './map-calls';

/** Below this zoom only the airport and the town centres are named: the beaches and marinas would overlap. */
const ALL_PLACES_ZOOM = 11;

/**
 * The basemap's places (airport, marinas, town centres, beaches) named over the map as text in the site's
 * own font: the browser shapes it, Arabic included, and no glyph server is needed. Decoration for the eye
 * (the pins and the list carry what a screen reader needs), and no obstacle to dragging the map.
 */
export function showPlaces(map: MapLibreMap, places: Place[]): () => void {
  const container = map.getContainer();
  const zoomed = () => container.classList.toggle('map-few-places', map.getZoom() < ALL_PLACES_ZOOM);
  zoomed();
  map.on('zoomend', zoomed);
  const markers = places.map((place) => {
    const element = document.createElement('span');
    element.className = 'map-place';
    element.dataset.kind = place.kind;
    element.textContent = place.name;
    element.setAttribute('aria-hidden', 'true');
    return new Marker({ element, anchor: 'left' }).setLngLat(place.lngLat).addTo(map);
  });
  return () => {
    map.off('zoomend', zoomed);
    for (const marker of markers) marker.remove();
  };
}

import type { GeoJSONSource, GeoJSONSourceSpecification, Map as MapLibreMap } from 'maplibre-gl';
import { decodeArea } from '@app/shared';
import { MAP_COLOURS } from '@/lib/map/basemap';

const SOURCE = 'search-area';

/** Shows the address's drawn area on the map (or none): a light fill inside a line. */
export function showArea(map: MapLibreMap, area: string | undefined): void {
  const ring = area ? decodeArea(area) : null;
  const data: Exclude<GeoJSONSourceSpecification['data'], string> = {
    type: 'FeatureCollection',
    features:
      ring && ring.length >= 3
        ? [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]!]] } }]
        : [],
  };
  const source = map.getSource<GeoJSONSource>(SOURCE);
  if (source) {
    void source.setData(data);
    return;
  }
  map.addSource(SOURCE, { type: 'geojson', data });
  map.addLayer({
    id: `${SOURCE}-fill`,
    type: 'fill',
    source: SOURCE,
    paint: { 'fill-color': MAP_COLOURS.area, 'fill-opacity': 0.12 },
  });
  map.addLayer({
    id: `${SOURCE}-line`,
    type: 'line',
    source: SOURCE,
    paint: { 'line-color': MAP_COLOURS.area, 'line-width': 2 },
  });
}

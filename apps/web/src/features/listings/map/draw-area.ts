import type { Map as MapLibreMap } from 'maplibre-gl';
import { AREA_MAX_POINTS, type AreaPolygon } from '@app/shared';
import { MAP_COLOURS } from '@/lib/map/basemap';

/** A drawing in progress: `stop` ends it without an area. */
export type Drawing = { stop: () => void };

/** At most AREA_MAX_POINTS corners: a longer ring keeps every n-th corner (the API refuses more). */
function withinLimit(ring: AreaPolygon): AreaPolygon {
  if (ring.length <= AREA_MAX_POINTS) return ring;
  const step = ring.length / AREA_MAX_POINTS;
  return Array.from({ length: AREA_MAX_POINTS }, (_, i) => ring[Math.floor(i * step)]!);
}

/**
 * Lets the visitor draw a polygon on the map (terra-draw, loaded now: the map's first load does without
 * it). Each click adds a corner; a click on the first corner, or Enter, closes it. The finished polygon
 * goes to `done` as its corners ([lng, lat], not closed), and the drawing ends: the map view shows the
 * area from the address from then on.
 */
export async function drawArea(map: MapLibreMap, done: (ring: AreaPolygon) => void): Promise<Drawing> {
  const [{ TerraDraw, TerraDrawPolygonMode }, { TerraDrawMapLibreGLAdapter }] = await Promise.all([
    import('terra-draw'),
    import('terra-draw-maplibre-gl-adapter'),
  ]);
  const draw = new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map }),
    modes: [
      new TerraDrawPolygonMode({
        styles: {
          fillColor: MAP_COLOURS.area,
          fillOpacity: 0.15,
          outlineColor: MAP_COLOURS.area,
          outlineWidth: 2,
          closingPointColor: MAP_COLOURS.road,
          closingPointOutlineColor: MAP_COLOURS.area,
          closingPointWidth: 6,
          closingPointOutlineWidth: 2,
        },
      }),
    ],
  });
  let running = true;
  const stop = () => {
    if (!running) return;
    running = false;
    draw.stop();
  };
  draw.on('finish', (id, context) => {
    if (context.action !== 'draw') return;
    const feature = draw.getSnapshotFeature(id);
    stop();
    if (feature?.geometry.type !== 'Polygon') return;
    const ring = (feature.geometry.coordinates[0] ?? []).map(([lng, lat]) => [lng, lat] as [number, number]);
    ring.pop(); // GeoJSON closes the ring: the area's text does not
    if (ring.length >= 3) done(withinLimit(ring));
  });
  draw.start();
  draw.setMode('polygon');
  return { stop };
}

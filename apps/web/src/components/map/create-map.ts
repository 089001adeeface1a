import {
  AttributionControl,
  type LngLatBounds,
  Map as MapLibreMap,
  NavigationControl,
  addProtocol,
  getVersion,
  setWorkerUrl,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { BBOX_DECIMALS, type Bbox, COAST_BOUNDS, bboxParam, bboxText } from '@app/shared';
import { MAP_FILES, usesPmtiles } from '@/lib/map/basemap';
import { fetchStyle } from './map-style';
import { AREAS_VIEW } from './views';

const toBounds = (b: Bbox): [number, number, number, number] => [b.west, b.south, b.east, b.north];

/** The map's box in the address's form (`west,south,east,north`), to BBOX_DECIMALS (about a metre). */
export function visibleBox(bounds: LngLatBounds): string {
  const box = { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() };
  return bboxText(box, BBOX_DECIMALS);
}

/** The texts MapLibre draws itself (its controls' titles, the canvas's name), in the page's language. */
export type MapLibreTexts = {
  title: string;
  zoomIn: string;
  zoomOut: string;
  resetBearing: string;
  toggleAttribution: string;
  attribution: string;
};

let pmtiles: Promise<void> | undefined;

/** The `pmtiles://` protocol (HTTP range requests into one archive), registered once, when a style needs it. */
function registerPmtiles(): Promise<void> {
  pmtiles ??= import('pmtiles').then(({ Protocol }) => {
    addProtocol('pmtiles', new Protocol().tile);
  });
  return pmtiles;
}

/**
 * A MapLibre map in `container` with the site's basemap: its worker from the site (MapLibre 6 has no
 * inlined worker, and Turbopack's copy misses the worker's sibling: docs/decisions/0051-the-map.md),
 * its style from /map/style.json (PMTiles registered first when the style reads any), opened on `bbox`
 * (the address's) or on the three areas, kept to the coast, north up, without animations when the
 * visitor prefers reduced motion.
 */
export async function createMap(
  container: HTMLElement,
  { bbox, texts }: { bbox: string | undefined; texts: MapLibreTexts },
): Promise<MapLibreMap> {
  setWorkerUrl(`${MAP_FILES.worker}?v=${getVersion()}`);
  const style = await fetchStyle();
  if (usesPmtiles(style)) await registerPmtiles();
  const box = bbox ? bboxParam.safeParse(bbox) : null;
  const map = new MapLibreMap({
    container,
    style,
    bounds: toBounds(box?.success ? box.data : AREAS_VIEW),
    maxBounds: toBounds(COAST_BOUNDS),
    renderWorldCopies: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    maxPitch: 0,
    attributionControl: false,
    maplibreLogo: false,
    reduceMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    locale: {
      'Map.Title': texts.title,
      'NavigationControl.ZoomIn': texts.zoomIn,
      'NavigationControl.ZoomOut': texts.zoomOut,
      'NavigationControl.ResetBearing': texts.resetBearing,
      'AttributionControl.ToggleAttribution': texts.toggleAttribution,
    },
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.addControl(new AttributionControl({ customAttribution: texts.attribution }), 'bottom-right');
  return map;
}

import { clipPolygon } from 'lineclip';
import { type Bbox, EARTH_RADIUS_KM, type LatLng } from '@app/shared';
import type { LandPolygons } from './land';

/*
 * A picture of the coast drawn by the server (an SVG: no script, no request): the frame it shows, where a
 * position falls in it, and the land inside it. The compound page's Location section and the map view's
 * first picture (before MapLibre loads) draw with it.
 */

/** Kilometres in a degree of latitude (and of longitude on the equator). */
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

/** A picture's frame on the map and how a position falls in it, in the picture's pixels. */
export type MapView = {
  bounds: Bbox;
  width: number;
  height: number;
  /** x from the west edge, y from the north edge. */
  project: (point: LatLng) => [x: number, y: number];
};

/**
 * The frame of a picture `width` × `height` that shows every point of `points` (the compound and its
 * places) with a margin of `margin` of the span on each side, at least `minSpanKm` across, widened to the
 * picture's proportions around the points' middle. Projected equirectangularly with the longitudes
 * shortened by the cosine of the middle latitude: over a few tens of km that is Web Mercator to the pixel.
 */
export function locationView(
  points: readonly LatLng[],
  { width = 640, height = 400, margin = 0.1, minSpanKm = 8 } = {},
): MapView {
  if (points.length === 0) throw new Error('locationView needs at least one point');
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const middle = { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lng: (Math.min(...lngs) + Math.max(...lngs)) / 2 };
  const kmPerLng = KM_PER_DEGREE * Math.cos((middle.lat * Math.PI) / 180);
  let spanX = Math.max((Math.max(...lngs) - Math.min(...lngs)) * kmPerLng * (1 + 2 * margin), minSpanKm);
  let spanY = Math.max((Math.max(...lats) - Math.min(...lats)) * KM_PER_DEGREE * (1 + 2 * margin), minSpanKm);
  if (spanX / spanY < width / height) spanX = (spanY * width) / height;
  else spanY = (spanX * height) / width;
  const bounds: Bbox = {
    west: middle.lng - spanX / 2 / kmPerLng,
    south: middle.lat - spanY / 2 / KM_PER_DEGREE,
    east: middle.lng + spanX / 2 / kmPerLng,
    north: middle.lat + spanY / 2 / KM_PER_DEGREE,
  };
  const pxPerKm = width / spanX;
  return {
    bounds,
    width,
    height,
    project: ({ lat, lng }) => [
      (lng - bounds.west) * kmPerLng * pxPerKm,
      (bounds.north - lat) * KM_PER_DEGREE * pxPerKm,
    ],
  };
}

/** Whether a projected point lies in the picture. */
export function inView(view: MapView, point: LatLng): boolean {
  const [x, y] = view.project(point);
  return x >= 0 && x <= view.width && y >= 0 && y <= view.height;
}

/**
 * The land inside the frame as one SVG path (even-odd fill: holes stay holes), in pixels to a tenth.
 * Each ring is clipped to the frame first, a little larger than the frame so that the cut's edge falls
 * outside the picture: the page carries only what it shows.
 */
export function landPath(land: LandPolygons, view: MapView): string {
  const { west, south, east, north } = view.bounds;
  const padX = (east - west) * 0.02;
  const padY = (north - south) * 0.02;
  const clip: [number, number, number, number] = [west - padX, south - padY, east + padX, north + padY];
  const parts: string[] = [];
  for (const polygon of land) {
    for (const ring of polygon) {
      const clipped = clipPolygon(ring as [number, number][], clip);
      if (clipped.length < 3) continue;
      const points = clipped.map(([lng, lat]) => view.project({ lat, lng }).map(tenth).join(' '));
      parts.push(`M${points.join('L')}Z`);
    }
  }
  return parts.join('');
}

/**
 * The frame that shows `box` exactly, `width` wide and as tall as the box's proportions make it (as
 * MapLibre fits a box into its canvas, to the pixel at this scale).
 */
export function boxView(box: Bbox, width: number): MapView {
  const middle = (box.south + box.north) / 2;
  const spanX = (box.east - box.west) * KM_PER_DEGREE * Math.cos((middle * Math.PI) / 180);
  const spanY = (box.north - box.south) * KM_PER_DEGREE;
  const corners = [
    { lat: box.south, lng: box.west },
    { lat: box.north, lng: box.east },
  ];
  return locationView(corners, { width, height: (width * spanY) / spanX, margin: 0, minSpanKm: 0 });
}

const tenth = (v: number) => Math.round(v * 10) / 10;

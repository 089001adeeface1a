// lineclip 2.0.0 ships no types: the two functions the site uses (apps/web/src/features/compounds/location-view.ts).
declare module 'lineclip' {
  type Point = [number, number];
  type Bbox = [minX: number, minY: number, maxX: number, maxY: number];
  /** Sutherland-Hodgman: the part of a polygon's ring inside the box (empty when none). */
  export function clipPolygon(points: Point[], bbox: Bbox): Point[];
  /** Cohen-Sutherland: the parts of a line inside the box. */
  export function clipPolyline(points: Point[], bbox: Bbox, result?: Point[][]): Point[][];
}

import type { AreaPolygon } from '@app/shared';

/**
 * How many strips of latitude a drawn area's bounding box is cut into. More strips cover more of the area
 * (a circle: about 1 - 2/STRIPS of it); each entry's test costs the same whatever their number.
 */
export const INTERIOR_STRIPS = 32;

/**
 * How far (in degrees, about 20 cm) the interior keeps from the area's edges: PostgreSQL's point-in-polygon
 * test is fuzzy near an edge, and width_bucket may put a latitude on a strip's border into its neighbour.
 */
const MARGIN = 2e-6;

/**
 * Per strip of latitude (1 to `strips` from `south` to `north`, equal heights; 0 and strips + 1 outside
 * them, as SQL's width_bucket numbers them), the longitudes strictly between west[i] and east[i] lie inside
 * the area all along the strip: an empty pair (0, 0) where no such run was found.
 */
export type AreaInterior = { south: number; north: number; strips: number; west: number[]; east: number[] };

type Range = [number, number];

/** The x range of the edge from p to q within the latitudes [y0, y1], or none when it does not reach them. */
function edgeRange([px, py]: Range, [qx, qy]: Range, y0: number, y1: number): Range | null {
  const low = Math.max(Math.min(py, qy), y0);
  const high = Math.min(Math.max(py, qy), y1);
  if (low > high) return null;
  if (py === qy) return [Math.min(px, qx), Math.max(px, qx)];
  const at = (y: number) => px + ((y - py) * (qx - px)) / (qy - py);
  const [a, b] = [at(low), at(high)];
  return [Math.min(a, b), Math.max(a, b)];
}

/** How many edges the horizontal line at y crosses left of x (half-open at each vertex): odd is inside. */
function crossingsLeftOf(points: AreaPolygon, x: number, y: number): number {
  let n = 0;
  for (let i = 0; i < points.length; i++) {
    const [px, py] = points[i]!;
    const [qx, qy] = points[(i + 1) % points.length]!;
    if (py > y !== qy > y && px + ((y - py) * (qx - px)) / (qy - py) < x) n++;
  }
  return n;
}

/**
 * The runs of longitude that lie inside a drawn area ([lng, lat] points, not closed) all along each strip of
 * its latitudes (decision 0063): a unit inside one is inside the area without PostgreSQL's point-in-polygon
 * test, which costs about a microsecond per polygon point on WebAssembly. In each strip, the edges' x ranges
 * (widened by MARGIN) are taken out of the strip, and of the runs left, the widest whose middle is inside the
 * area (on the strip's middle line) is kept: no edge crosses it, so all of it is inside.
 */
export function areaInterior(points: AreaPolygon, strips = INTERIOR_STRIPS): AreaInterior {
  const lats = points.map(([, lat]) => lat);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const west = Array<number>(strips + 2).fill(0);
  const east = Array<number>(strips + 2).fill(0);
  const height = (north - south) / strips;
  if (!(height > 0)) return { south, north, strips, west, east };
  for (let i = 1; i <= strips; i++) {
    const y0 = south + (i - 1) * height - MARGIN;
    const y1 = south + i * height + MARGIN;
    const ranges: Range[] = [];
    for (let k = 0; k < points.length; k++) {
      const range = edgeRange(points[k]!, points[(k + 1) % points.length]!, y0, y1);
      if (range) ranges.push([range[0] - MARGIN, range[1] + MARGIN]);
    }
    ranges.sort((a, b) => a[0] - b[0]);
    const middle = (y0 + y1) / 2;
    let best: Range | null = null;
    let reach = -Infinity;
    for (const [from, to] of ranges) {
      if (reach > -Infinity && from > reach) {
        const mid = (reach + from) / 2;
        if (crossingsLeftOf(points, mid, middle) % 2 === 1 && (!best || from - reach > best[1] - best[0])) {
          best = [reach, from];
        }
      }
      reach = Math.max(reach, to);
    }
    if (best) [west[i], east[i]] = best;
  }
  return { south, north, strips, west, east };
}

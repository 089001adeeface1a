import { type AreaPolygon, type Bbox, bboxText, encodeArea } from '@app/shared';

/** Map shapes the tests filter by, around the seeded places (apps/api/src/db/seed/data). */

/** El Gouna, its lagoons and golf: no other area's compound or neighbourhood lies inside. */
export const EL_GOUNA_BOX: Bbox = { west: 33.6, south: 27.35, east: 33.75, north: 27.48 };
/** Open sea between Hurghada and the south of Sinai (Ras Mohammed is north of it): nothing is there. */
export const SEA_BOX: Bbox = { west: 34.2, south: 27.0, east: 34.4, north: 27.2 };
/** A triangle over Sahl Hasheesh (its bay front, old town and hills), drawn as the map's area tool sends it. */
export const SAHL_HASHEESH_TRIANGLE: AreaPolygon = [
  [33.85, 27.02],
  [33.92, 27.02],
  [33.88, 27.08],
];

/** A box or an area as a query parameter's value, encoded for a URL. */
export const bboxQuery = (box: Bbox) => `bbox=${encodeURIComponent(bboxText(box))}`;
export const areaQuery = (points: AreaPolygon) => `area=${encodeURIComponent(encodeArea(points))}`;

/** The El Gouna box as a drawn area (a square, four points). */
export const EL_GOUNA_AREA = encodeURIComponent(
  encodeArea([
    [EL_GOUNA_BOX.west, EL_GOUNA_BOX.south],
    [EL_GOUNA_BOX.east, EL_GOUNA_BOX.south],
    [EL_GOUNA_BOX.east, EL_GOUNA_BOX.north],
    [EL_GOUNA_BOX.west, EL_GOUNA_BOX.north],
  ]),
);

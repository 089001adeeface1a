import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { AreaPolygon } from '@app/shared';
import { areaInterior } from './area-interior.js';
import { insideArea } from './filters.js';

const client = new PGlite();
const db = drizzle({ client });
afterAll(() => client.close());

const at = { mapLatitude: sql`p.lat`, mapLongitude: sql`p.lng` };

/** Which of `points` ([lng, lat]) a condition on p.lng, p.lat keeps, by their positions in the list. */
async function kept(condition: SQL, points: [number, number][]): Promise<number[]> {
  const values = sql.join(
    points.map(
      ([lng, lat], i) => sql`(${sql.raw(String(i))}, ${sql.raw(String(lng))}::float8, ${sql.raw(String(lat))}::float8)`,
    ),
    sql`, `,
  );
  const { rows } = await db.execute<{ i: number }>(
    sql`select p.i from (values ${values}) as p(i, lng, lat) where ${condition} order by p.i`,
  );
  return rows.map((r) => Number(r.i));
}

/** PostgreSQL's own test alone: the answer the interior's strips must never change. */
const polygonTest = (area: AreaPolygon) =>
  sql.raw(
    `p.lat between ${Math.min(...area.map((q) => q[1]))} and ${Math.max(...area.map((q) => q[1]))} and p.lng between ${Math.min(
      ...area.map((q) => q[0]),
    )} and ${Math.max(...area.map((q) => q[0]))} and poly_contain_pt('(${area
      .map(([lng, lat]) => `(${lng},${lat})`)
      .join(',')})'::polygon, point(p.lng, p.lat))`,
  );

/** A coordinate on the 1e-5 grid that encoded areas use, near Hurghada. */
const grid = (low: number) => fc.integer({ min: 0, max: 4000 }).map((n) => Math.round((low + n * 1e-5) * 1e5) / 1e5);
const vertex = fc.tuple(grid(33.8), grid(27.2));
/** Any area of 3 to 30 points: star-shaped ones sorted by angle (concave), and any order (self-crossing). */
const areas = fc.oneof(
  fc.array(vertex, { minLength: 3, maxLength: 30 }).map((pts) => {
    const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
    const cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
    return [...pts].sort((a, b) => Math.atan2(a[1] - cy, a[0] - cx) - Math.atan2(b[1] - cy, b[0] - cx));
  }),
  fc.array(vertex, { minLength: 3, maxLength: 12 }),
);

describe('a drawn area’s interior strips (decision 0063)', () => {
  it('keep exactly the points PostgreSQL’s point-in-polygon test keeps, on edges, vertices and strip borders too', async () => {
    await fc.assert(
      fc.asyncProperty(areas, fc.array(vertex, { minLength: 50, maxLength: 200 }), async (area, loose) => {
        const interior = areaInterior(area);
        const height = (interior.north - interior.south) / interior.strips;
        // Points where a fuzzy test or a bucket could go wrong: the vertices, the edges' midpoints, the strips'
        // borders across the area, and points just inside the interior's runs.
        const edgy: [number, number][] = area.flatMap(([x, y], k) => {
          const [nx, ny] = area[(k + 1) % area.length]!;
          return [
            [x, y],
            [(x + nx) / 2, (y + ny) / 2],
          ] as [number, number][];
        });
        const borders: [number, number][] = Array.from({ length: interior.strips + 1 }, (_, i) => {
          const y = interior.south + i * height;
          const run = interior.west.findIndex((w, j) => interior.east[j]! > w);
          const x = run > 0 ? (interior.west[run]! + interior.east[run]!) / 2 : area[0]![0];
          return [x, y] as [number, number];
        });
        const runs: [number, number][] = interior.west.flatMap((w, i) =>
          interior.east[i]! > w
            ? ([
                [w + 1e-9, interior.south + (i - 0.5) * height],
                [interior.east[i]! - 1e-9, interior.south + (i - 1) * height],
              ] as [number, number][])
            : [],
        );
        const points = [...loose, ...edgy, ...borders, ...runs];
        expect(await kept(insideArea(area, at), points)).toEqual(await kept(polygonTest(area), points));
      }),
      { numRuns: 150 },
    );
  });

  it('covers most of a drawn circle, so that few units take PostgreSQL’s test', () => {
    const circle: AreaPolygon = Array.from({ length: 100 }, (_, i) => [
      33.825 + 0.03 * Math.cos((2 * Math.PI * i) / 100),
      27.2 + 0.03 * Math.sin((2 * Math.PI * i) / 100),
    ]);
    const { west, east, north, south, strips } = areaInterior(circle);
    const covered = west.reduce((sum, w, i) => sum + Math.max(0, east[i]! - w), 0) * ((north - south) / strips);
    // The circle's area is π r²; its strips' runs cover over 90 % of it.
    expect(covered / (Math.PI * 0.03 ** 2)).toBeGreaterThan(0.9);
    expect(covered / (Math.PI * 0.03 ** 2)).toBeLessThan(1);
  });
});

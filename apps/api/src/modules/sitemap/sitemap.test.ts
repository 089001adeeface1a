import { describe, expect, it } from 'vitest';
import { sitemapIndexSchema, sitemapUnitsSchema } from '@app/shared';
import { backends, useTestApp } from '../../../test/helpers.js';
import { getSitemapIndex, getSitemapUnits } from './service.js';

describe.each(backends)('sitemap API on %s', (backend) => {
  const suite = useTestApp(backend);
  const { get } = suite;

  it('lists every compound and counts every unit', async () => {
    const res = await get('/api/sitemap/');
    expect(res.statusCode).toBe(200);
    const index = sitemapIndexSchema.parse(res.json());
    expect(index.compounds.map((c) => [c.slug, c.mainImage]).sort()).toEqual(
      [
        'bay-breeze-residences',
        'el-gouna-lagoons',
        'hurghada-avenue',
        'kite-bay-residence',
        'mamsha-shores',
        'marina-heights',
        'palm-beach-residences',
        'red-sea-pearl',
        'sahl-hasheesh-bay',
        'villaggio-azzurro',
      ].map((slug) => [slug, `/media/projects/${slug}/main.webp`]),
    );
    expect(index.unitCount).toBe(120);
    expect(index.partSize).toBe(10_000);
    expect(index.unitParts).toHaveLength(1);
    expect(index.unitParts[0]?.part).toBe(0);
    expect(Date.parse(index.unitParts[0]!.updatedAt)).not.toBeNaN();
  });

  it('answers part 0 with every unit id once, with its picture and last change', async () => {
    const res = await get('/api/sitemap/units/0');
    expect(res.statusCode).toBe(200);
    const { results } = sitemapUnitsSchema.parse(res.json());
    // The seed's units have the ids 1 to 120.
    expect(results.map((u) => u.id)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(results.find((u) => u.id === 17)?.mainImage).toBe('/media/units/unit-06.webp');
    for (const unit of results) expect(unit.mainImage).toMatch(/^\/media\//);
  });

  it('cuts a large list into parts that together hold every unit exactly once', async () => {
    const index = await getSitemapIndex(suite.t.database.db, 50);
    expect(index.unitParts.map((p) => p.part)).toEqual([0, 1, 2]);
    const ids = [];
    for (const { part } of index.unitParts) ids.push(...(await getSitemapUnits(suite.t.database.db, part, 50)).results);
    expect(ids.map((u) => u.id)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
  });

  it('answers 404 for a part past the end and 400 for a part that is not a number', async () => {
    const missing = await get('/api/sitemap/units/1/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
    const bad = await get('/api/sitemap/units/first/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/part/);
  });
});

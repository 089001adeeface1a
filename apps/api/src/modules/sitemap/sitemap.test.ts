import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_PART_SIZE, projectSummarySchema, sitemapIndexSchema, sitemapUnitsSchema } from '@app/shared';
import { z } from 'zod';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';
import { getSitemapIndex, getSitemapUnits } from './service.js';

describe.each(backends)('sitemap API on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists every compound and counts every unit', async () => {
    const res = await get('/api/sitemap/');
    expect(res.statusCode).toBe(200);
    const index = sitemapIndexSchema.parse(res.json());
    const compounds = z
      .object({ results: z.array(projectSummarySchema) })
      .parse((await get('/resale-projects/api/projects/')).json()).results;
    expect(index.compounds.map((c) => c.slug).sort()).toEqual(compounds.map((c) => c.slug).sort());
    const total = Number((await get('/api/home-products/')).headers['x-total-count']);
    expect(index.unit_count).toBe(total);
    expect(index.part_size).toBe(SITEMAP_PART_SIZE);
    expect(index.unit_parts).toHaveLength(1);
    expect(Date.parse(index.unit_parts[0]!.updated_at)).not.toBeNaN();
  });

  it('answers part 0 with every unit id once, with its picture and last change', async () => {
    const res = await get('/api/sitemap/units/0');
    expect(res.statusCode).toBe(200);
    const { results } = sitemapUnitsSchema.parse(res.json());
    const total = Number((await get('/api/home-products/')).headers['x-total-count']);
    expect(results).toHaveLength(total);
    expect(new Set(results.map((u) => u.id)).size).toBe(total);
    expect(results.map((u) => u.id)).toEqual([...results.map((u) => u.id)].sort((a, b) => a - b));
    for (const unit of results) expect(unit.main_image).toMatch(/^\/media\//);
  });

  it('cuts a large list into parts that together hold every unit exactly once', async () => {
    const index = await getSitemapIndex(t.database.db, 50);
    expect(index.unit_parts.map((p) => p.part)).toEqual([0, 1, 2]);
    const ids = [];
    for (const { part } of index.unit_parts) ids.push(...(await getSitemapUnits(t.database.db, part, 50)).results);
    expect(ids).toHaveLength(index.unit_count);
    expect(new Set(ids.map((u) => u.id)).size).toBe(index.unit_count);
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

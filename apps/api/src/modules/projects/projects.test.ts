import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectResponseSchema, projectSummarySchema } from '@app/shared';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';

describe.each(backends)('projects API on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the spec default compound by slug with developer and gallery', async () => {
    const res = await get('/resale-projects/api/project/hurghada-avenue/');
    expect(res.statusCode).toBe(200);
    const { project } = projectResponseSchema.parse(res.json());
    expect(project.slug).toBe('hurghada-avenue');
    expect(project.name).toBeTruthy();
    expect(project.region).toBe('hurghada');
    expect(project.developer.name).toBeTruthy();
    expect(project.developer.logo).toMatch(/^\/media\/developers\/.+\.png$/);
    expect(project.gallery_images.length).toBeGreaterThanOrEqual(6);
    expect(new Set(project.gallery_images.map((g) => g.id)).size).toBe(project.gallery_images.length);
    expect(project.specifications.length).toBeGreaterThan(3);
    expect(project.vision.length).toBeGreaterThan(20);
    expect(project.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(project.unit_count).toBeGreaterThan(0);
  });

  it('answers the same compound by numeric id and without the trailing slash', async () => {
    const bySlug = projectResponseSchema.parse((await get('/resale-projects/api/project/hurghada-avenue/')).json());
    const byId = await get(`/resale-projects/api/project/${bySlug.project.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(bySlug);
  });

  it('translates the compound text', async () => {
    const en = projectResponseSchema.parse((await get('/resale-projects/api/project/hurghada-avenue/')).json());
    const ar = projectResponseSchema.parse((await get('/resale-projects/api/project/hurghada-avenue/?lang=ar')).json());
    const de = projectResponseSchema.parse((await get('/resale-projects/api/project/hurghada-avenue/?lang=de')).json());
    expect(ar.project.description).toMatch(/[\u0600-\u06FF]/);
    expect(de.project.description).not.toBe(en.project.description);
    expect(de.project.specifications).not.toEqual(en.project.specifications);
    expect(ar.project.gallery_images).toEqual(en.project.gallery_images);
  });

  it('answers an unknown compound with 404 JSON', async () => {
    const res = await get('/resale-projects/api/project/atlantis/');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Project not found.' });
    expect((await get('/resale-projects/api/project/999999/')).statusCode).toBe(404);
    // Found by the fuzz test: an id past PostgreSQL's integer range used to reach the query and answer 500.
    for (const id of ['2147483648', '99999999999999999999', '0']) {
      const big = await get(`/resale-projects/api/project/${id}/`);
      expect(big.statusCode, id).toBe(404);
      expect(big.json(), id).toEqual({ error: 'not_found', message: 'Project not found.' });
    }
  });

  it.each(['Bad_Id!', '%27%20or%201%3D1', 'a'.repeat(150)])('rejects the malformed id %s with 4xx JSON', async (id) => {
    const res = await get(`/resale-projects/api/project/${id}/`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('message');
  });

  it('lists every compound, featured first', async () => {
    const res = await get('/resale-projects/api/projects/');
    expect(res.statusCode).toBe(200);
    const results = projectSummarySchema.array().parse((res.json() as { results: unknown }).results);
    expect(results.length).toBeGreaterThanOrEqual(8);
    const firstNotFeatured = results.findIndex((p) => !p.featured);
    expect(results.slice(firstNotFeatured).every((p) => !p.featured)).toBe(true);
    expect(new Set(results.map((p) => p.region))).toEqual(new Set(['hurghada', 'el-gouna', 'sahl-hasheesh']));
    for (const project of results) {
      const units = (await get(`/api/home-products/?project=${project.slug}&page_size=1`)).json() as { count: number };
      expect(project.unit_count, project.slug).toBe(units.count);
    }
    expect(results.some((p) => p.unit_count > 1)).toBe(true);
  });
});

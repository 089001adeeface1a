import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_BANDS, type Unit, type UnitPage, unitPageSchema, unitSchema, unitDetailSchema } from '@app/shared';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';

describe.each(backends)('units API on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const page = async (query: string): Promise<UnitPage> => {
    const res = await get(`/api/home-products/?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return unitPageSchema.parse(res.json());
  };
  /** Every unit matching a query, walking all pages. */
  const all = async (query: string): Promise<Unit[]> => {
    const first = await page(`${query}&page_size=100`);
    const units = [...first.results];
    for (let p = 2; units.length < first.count; p++)
      units.push(...(await page(`${query}&page_size=100&page=${p}`)).results);
    return units;
  };

  it('answers the plain call with an array of every unit carrying the spec fields', async () => {
    const res = await get('/api/home-products/');
    expect(res.statusCode).toBe(200);
    const units = res.json() as unknown[];
    expect(Array.isArray(units)).toBe(true);
    expect(units.length).toBeGreaterThanOrEqual(80);
    expect(res.headers['x-total-count']).toBe(String(units.length));
    const unit = unitSchema.parse(units[0]);
    for (const key of [
      'id',
      'title',
      'location',
      'unit_type',
      'type',
      'price',
      'area',
      'bedrooms',
      'bathrooms',
      'main_image',
      'status',
      'floor',
    ]) {
      expect(unit).toHaveProperty(key);
    }
  });

  it('answers with and without the trailing slash, without a redirect', async () => {
    const a = await get('/api/home-products/?page=1');
    const b = await get('/api/home-products?page=1');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it('pages with count, next and previous that add up', async () => {
    const total = (await page('page=1&page_size=12')).count;
    expect(total).toBeGreaterThanOrEqual(80);
    const lastPage = Math.ceil(total / 12);
    const first = await page('page=1&page_size=12');
    expect(first.results).toHaveLength(12);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/home-products/?page_size=12&page=2');
    const last = await page(`page=${lastPage}&page_size=12`);
    expect(last.results).toHaveLength(total - (lastPage - 1) * 12);
    expect(last.next).toBeNull();
    expect(last.previous).toBe(`/api/home-products/?page_size=12&page=${lastPage - 1}`);
    const beyond = await page(`page=${lastPage + 5}&page_size=12`);
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBe(total);
    const ids = new Set((await all('sort=newest')).map((u) => u.id));
    expect(ids.size).toBe(total);
  });

  it('filters by type using the keyword category', async () => {
    for (const type of ['studio', '1-bedroom', '2-bedroom', '3-bedroom'] as const) {
      const units = await all(`type=${type}`);
      expect(units.length, type).toBeGreaterThan(0);
      for (const u of units) expect(u.category).toBe(type);
    }
  });

  it('filters by location, project, bedrooms and status', async () => {
    const gouna = await all('location=el-gouna');
    expect(gouna.length).toBeGreaterThan(0);
    expect(gouna.every((u) => u.region === 'el-gouna')).toBe(true);
    const avenue = await all('project=hurghada-avenue');
    expect(avenue.length).toBeGreaterThan(0);
    expect(avenue.every((u) => u.project === 'hurghada-avenue')).toBe(true);
    const twoBeds = await all('bedrooms=2');
    expect(twoBeds.length).toBeGreaterThan(0);
    expect(twoBeds.every((u) => u.bedrooms === 2)).toBe(true);
    for (const status of ['available', 'sold', 'under-construction']) {
      const units = await all(`status=${status}`);
      expect(units.length, status).toBeGreaterThan(0);
      expect(units.every((u) => u.status === status.replace('-', ' '))).toBe(true);
    }
  });

  it('filters private units (outside any compound) and compound units', async () => {
    const privateUnits = await all('private=true');
    const compoundUnits = await all('private=false');
    expect(privateUnits.length).toBeGreaterThan(0);
    expect(privateUnits.every((u) => u.project === null)).toBe(true);
    expect(compoundUnits.every((u) => u.project !== null)).toBe(true);
    expect(privateUnits.length + compoundUnits.length).toBe((await page('page=1')).count);
  });

  it('filters by each USD price band, and the bands together cover every unit', async () => {
    let covered = 0;
    for (const [band, [min, max]] of Object.entries(PRICE_BANDS)) {
      const units = await all(`price_band=${band}`);
      expect(units.length, band).toBeGreaterThanOrEqual(10);
      for (const u of units) {
        expect(u.price).toBeGreaterThanOrEqual(min);
        expect(u.price).toBeLessThan(max);
      }
      covered += units.length;
    }
    expect(covered).toBe((await page('page=1')).count);
  });

  it('searches title, location and type case-insensitively', async () => {
    const units = await all('search=GOUNA');
    expect(units.length).toBeGreaterThan(0);
    const everything = (await get('/api/home-products/')).json() as Unit[];
    const expected = everything.filter((u) =>
      [u.title, u.location, u.unit_type].some((s) => s.toLowerCase().includes('gouna')),
    );
    expect(units.length).toBeGreaterThanOrEqual(expected.length);
    const villas = await all('search=villa');
    expect(villas.length).toBeGreaterThan(0);
    expect(villas.every((u) => `${u.title} ${u.unit_type}`.toLowerCase().includes('villa'))).toBe(true);
    expect((await page('search=%25%25%25')).count).toBe(0);
  });

  it('sorts by price both ways and by newest', async () => {
    const up = (await all('sort=price-asc')).map((u) => u.price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await all('sort=price-desc')).map((u) => u.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const newest = (await all('sort=newest')).map((u) => Date.parse(u.created_at));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('combines filters', async () => {
    const units = await all('location=hurghada&price_band=under-200k&status=available');
    expect(units.length).toBeGreaterThan(0);
    expect(units.every((u) => u.region === 'hurghada' && u.price < 200_000 && u.status === 'available')).toBe(true);
  });

  it('answers catalogue text in the language asked, falling back to English', async () => {
    const en = await page('page=1&page_size=5&sort=price-asc');
    const ar = await page('page=1&page_size=5&sort=price-asc&lang=ar');
    const de = await page('page=1&page_size=5&sort=price-asc&lang=de');
    expect(ar.results.map((u) => u.id)).toEqual(en.results.map((u) => u.id));
    expect(ar.results[0]?.title).toMatch(/[\u0600-\u06FF]/);
    expect(de.results[0]?.title).not.toBe(en.results[0]?.title);
  });

  it('answers one unit with its description and images', async () => {
    const first = (await page('page=1&page_size=1')).results[0];
    const res = await get(`/api/home-products/${first?.id}/`);
    expect(res.statusCode).toBe(200);
    const unit = unitDetailSchema.parse(res.json());
    expect(unit.id).toBe(first?.id);
    expect(unit.description.length).toBeGreaterThan(20);
    expect(unit.images.length).toBeGreaterThan(0);
    expect((await get(`/api/home-products/${first?.id}`)).statusCode).toBe(200);
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page_size=10000', 'page_size'],
    ['page_size=0', 'page_size'],
    ['price_band=cheap', 'price_band'],
    ['type=castle', 'type'],
    ['location=cairo', 'location'],
    ['status=gone', 'status'],
    ['sort=random', 'sort'],
    ['lang=fr', 'lang'],
    ['bedrooms=two', 'bedrooms'],
    ['project=DROP%20TABLE', 'project'],
    [`search=${'x'.repeat(10_000)}`, 'search'],
    ['page=1&page=2', 'page'],
    ['private=yes', 'private'],
  ])('rejects %s with a 400 JSON message naming %s', async (query, field) => {
    const res = await get(`/api/home-products/?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; message: string; fields: Record<string, string> };
    expect(body.error).toBe('bad_request');
    expect(body.message).toContain(field);
    expect(Object.keys(body.fields)).toContain(field);
  });

  it.each(['abc', '0', '-5', '1.5', '99999999999'])('rejects unit id %s with 4xx JSON', async (id) => {
    const res = await get(`/api/home-products/${id}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request' });
  });

  it('answers an unknown unit with 404 JSON', async () => {
    const res = await get('/api/home-products/987654/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Unit 987654 not found' });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRICE_BANDS, type UnitWire, type UnitPageWire, unitDetailWireSchema, unitPageWireSchema } from '@app/shared';
import { units } from '../../../db/schema/index.js';
import { SEED_NOW, backends, useTestApp } from '../../../../test/helpers.js';

/** The newest unit of the seeded catalogue (seed 1234, created_at from the tests' fixed clock), as the API sends it. */
const NEWEST_UNIT = {
  id: 17,
  title: 'Lagoon View 3 Bedroom Apartment in El Gouna Lagoons',
  location: 'Abu Tig Marina, El Gouna',
  region: 'el-gouna',
  unit_type: '3 Bedrooms Apartment',
  type: '3 Bedrooms Apartment',
  kind: 'apartment',
  category: '3-bedroom',
  price: 426500,
  currency: 'USD',
  price_text: '426,500 USD',
  area: 136,
  bedrooms: 3,
  bathrooms: 2,
  floor: 0,
  main_image: '/media/units/unit-06.webp',
  status: 'available',
  project: 'el-gouna-lagoons',
  project_name: 'El Gouna Lagoons',
  created_at: '2026-10-30T07:40:00.000Z',
  latitude: 27.402,
  longitude: 33.676,
  down_payment: 113500,
  instalment_count: 24,
  instalment_frequency: 'monthly',
  amount_paid: 162000,
  amount_left: 264500,
  finishing: 'fully-finished',
  delivery_date: null,
  maintenance_deposit: 32100,
  // Published two days before the seed's time, which is the app's clock here.
  badges: { is_new: true, reduced_percent: null },
};

describe.each(backends)('units API on %s', (backend) => {
  const suite = useTestApp(backend, { app: { clock: () => SEED_NOW } });
  const { get } = suite;
  const page = async (query: string): Promise<UnitPageWire> => {
    const res = await get(`/api/home-products/?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return unitPageWireSchema.parse(res.json());
  };
  /** Every unit matching a query, walking all pages. */
  const all = async (query: string): Promise<UnitWire[]> => {
    const first = await page(`${query}&page_size=100`);
    const units = [...first.results];
    for (let p = 2; units.length < first.count; p++)
      units.push(...(await page(`${query}&page_size=100&page=${p}`)).results);
    return units;
  };

  it('answers the plain call with an array of every unit carrying the spec fields', async () => {
    const res = await get('/api/home-products/');
    expect(res.statusCode).toBe(200);
    const units = res.json() as UnitWire[];
    expect(units).toHaveLength(120);
    expect(res.headers['x-total-count']).toBe('120');
    expect(units[0]).toEqual(NEWEST_UNIT);
    expect(units.slice(0, 3).map((u) => u.id)).toEqual([17, 76, 32]);
  });

  it('answers with and without the trailing slash, without a redirect', async () => {
    const a = await get('/api/home-products/?page=1');
    const b = await get('/api/home-products?page=1');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it('pages with count, next and previous that add up', async () => {
    const first = await page('page=1&page_size=12');
    expect(first.count).toBe(120);
    expect(first.results).toHaveLength(12);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/home-products/?page_size=12&page=2');
    const last = await page('page=10&page_size=12');
    expect(last.results).toHaveLength(12);
    expect(last.next).toBeNull();
    expect(last.previous).toBe('/api/home-products/?page_size=12&page=9');
    const odd = await page('page=3&page_size=50');
    expect(odd.results).toHaveLength(20);
    expect(odd.next).toBeNull();
    const beyond = await page('page=15&page_size=12');
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBe(120);
    const ids = new Set((await all('sort=newest')).map((u) => u.id));
    expect(ids.size).toBe(120);
  });

  it('filters by type using the keyword category', async () => {
    for (const [type, count] of [
      ['studio', 15],
      ['1-bedroom', 25],
      ['2-bedroom', 30],
      ['3-bedroom', 35],
    ] as const) {
      const units = await all(`type=${type}`);
      expect(units, type).toHaveLength(count);
      for (const u of units) expect(u.category).toBe(type);
    }
  });

  it('filters by location, project, bedrooms and status', async () => {
    for (const [location, count] of [
      ['hurghada', 67],
      ['el-gouna', 32],
      ['sahl-hasheesh', 21],
    ] as const) {
      const units = await all(`location=${location}`);
      expect(units, location).toHaveLength(count);
      expect(units.every((u) => u.region === location)).toBe(true);
    }
    const avenue = await all('project=hurghada-avenue');
    expect(avenue).toHaveLength(8);
    expect(avenue.every((u) => u.project === 'hurghada-avenue')).toBe(true);
    const twoBeds = await all('bedrooms=2');
    expect(twoBeds).toHaveLength(30);
    expect(twoBeds.every((u) => u.bedrooms === 2)).toBe(true);
    for (const [status, count] of [
      ['available', 88],
      ['sold', 19],
      ['under-construction', 13],
    ] as const) {
      const units = await all(`status=${status}`);
      expect(units, status).toHaveLength(count);
      expect(units.every((u) => u.status === status.replace('-', ' '))).toBe(true);
    }
  });

  it('filters private units (outside any compound) and compound units', async () => {
    const privateUnits = await all('private=true');
    const compoundUnits = await all('private=false');
    expect(privateUnits).toHaveLength(25);
    expect(compoundUnits).toHaveLength(95);
    expect(privateUnits.every((u) => u.project === null)).toBe(true);
    expect(compoundUnits.every((u) => u.project !== null)).toBe(true);
  });

  it('filters by each USD price band, and the bands together cover every unit', async () => {
    const seeded = { 'under-200k': 44, '200k-400k': 29, '400k-600k': 22, 'over-600k': 25 };
    for (const [band, [min, max]] of Object.entries(PRICE_BANDS)) {
      const units = await all(`price_band=${band}`);
      expect(units, band).toHaveLength(seeded[band as keyof typeof seeded]);
      for (const u of units) {
        expect(u.price).toBeGreaterThanOrEqual(min);
        expect(u.price).toBeLessThan(max);
      }
    }
  });

  it('searches title, location and type case-insensitively', async () => {
    // Every El Gouna unit names El Gouna in its location, and no other unit mentions it.
    const gouna = await all('search=GOUNA');
    expect(gouna).toHaveLength(32);
    expect(gouna.every((u) => u.region === 'el-gouna')).toBe(true);
    const villas = await all('search=villa');
    expect(villas).toHaveLength(26);
    expect(villas.every((u) => `${u.title} ${u.unit_type}`.toLowerCase().includes('villa'))).toBe(true);
    expect((await page('search=%25%25%25')).count).toBe(0);
  });

  it('sorts by price both ways and by newest', async () => {
    const cheapest = (await page('page=1&page_size=5&sort=price-asc')).results;
    expect(cheapest.map((u) => [u.id, u.price])).toEqual([
      [71, 46500],
      [37, 47500],
      [26, 49000],
      [99, 51000],
      [64, 51500],
    ]);
    const up = (await all('sort=price-asc')).map((u) => u.price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await all('sort=price-desc')).map((u) => u.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const newest = (await all('sort=newest')).map((u) => Date.parse(u.created_at));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('combines filters', async () => {
    const units = await all('location=hurghada&price_band=under-200k&status=available');
    expect(units).toHaveLength(24);
    expect(units.every((u) => u.region === 'hurghada' && u.price < 200_000 && u.status === 'available')).toBe(true);
  });

  it('answers catalogue text in the language asked, falling back to English', async () => {
    const cheapestTitle = async (lang: string) =>
      (await page(`page=1&page_size=1&sort=price-asc${lang}`)).results.map((u) => [u.id, u.title]);
    expect(await cheapestTitle('')).toEqual([[71, 'Garden View Studio in Palm Beach Residences']]);
    expect(await cheapestTitle('&lang=ar')).toEqual([[71, 'استوديو بإطلالة على الحديقة في بالم بيتش ريزيدنسز']]);
    expect(await cheapestTitle('&lang=de')).toEqual([[71, 'Studio mit Gartenblick in Palm Beach Residences']]);
  });

  it('answers one unit with its description and images', async () => {
    const res = await get('/api/home-products/17/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...NEWEST_UNIT, images: expect.any(Array) });
    const villa = (await get('/api/home-products/3')).json() as { description: string; images: string[] };
    expect(villa.description).toBe(
      'This 4 bedroom villa (312 m²) is located in Bay Breeze Residences, overlooking the sea. The unit is finished ' +
        'to a high standard and sold with a fitted kitchen and air conditioning. The beach is a 3-minute walk away, ' +
        'and the price is for cash payment.',
    );
    expect(villa.images).toEqual([
      '/media/units/unit-36.webp',
      '/media/units/unit-03.webp',
      '/media/units/unit-18.webp',
    ]);
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

  it('answers and filters the reserved status', async () => {
    const setStatus = async (status: 'reserved' | 'available') => {
      await suite.t.database.db.update(units).set({ status }).where(eq(units.id, NEWEST_UNIT.id));
      suite.t.app.invalidateResponseCache();
    };
    expect((await all('status=reserved')).map((u) => u.id)).toEqual([]);
    await setStatus('reserved');
    try {
      const reserved = await all('status=reserved');
      expect(reserved.map((u) => [u.id, u.status])).toEqual([[NEWEST_UNIT.id, 'reserved']]);
      expect((await all('status=available')).some((u) => u.id === NEWEST_UNIT.id)).toBe(false);
      const detail = await get(`/api/home-products/${NEWEST_UNIT.id}/`);
      expect(unitDetailWireSchema.parse(detail.json()).status).toBe('reserved');
    } finally {
      await setStatus('available');
    }
    const bad = await get('/api/home-products/?status=held');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('reserved');
  });

  it('answers an unknown unit with 404 JSON', async () => {
    const res = await get('/api/home-products/987654/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Unit 987654 not found' });
  });
});

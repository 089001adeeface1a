import { describe, expect, it } from 'vitest';
import {
  type UnitWire,
  unitAdminSchema,
  unitDetailWireSchema,
  unitPageWireSchema,
  unitsByIdsWireSchema,
} from '@app/shared';
import { SEED_NOW, backends, useTestApp } from '../../../../test/helpers.js';
import { catalogueStaff, unitInput } from '../../../../test/catalogue.js';

/*
 * The public answers carry what the listing events say (decision 0056): every unit its New and Reduced
 * badges as of the answer, the detail its dated prices, oldest first. The seed's history shows them on a
 * fresh start; a change in the office shows at once (its answers are dropped from the cache).
 */
describe.each(backends)('price history and badges in the public answers on %s', (backend) => {
  let now = SEED_NOW;
  const staff = catalogueStaff();
  const suite = useTestApp(backend, { ...staff, app: { ...staff.app, clock: () => now } });
  const json = async (url: string) => {
    const res = await suite.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as unknown;
  };
  const detail = async (id: number) => unitDetailWireSchema.parse(await json(`/api/home-products/${id}/`));
  const everyUnit = async (): Promise<UnitWire[]> => [
    ...unitPageWireSchema.parse(await json('/api/home-products/?page_size=100')).results,
    ...unitPageWireSchema.parse(await json('/api/home-products/?page_size=100&page=2')).results,
  ];

  it('shows the seeded New and Reduced units at the seed’s time, on the list, by ids and on the detail', async () => {
    now = SEED_NOW;
    const units = await everyUnit();
    expect(units).toHaveLength(120);
    const fresh = units.filter((u) => u.badges.is_new).map((u) => u.id);
    const reduced = Object.fromEntries(
      units.flatMap((u) => (u.badges.reduced_percent ? [[u.id, u.badges.reduced_percent]] : [])),
    );
    expect(fresh.sort((a, b) => a - b)).toEqual([4, 17, 24, 44, 76, 84]);
    expect(reduced).toEqual({ 41: 12, 50: 6, 59: 11, 68: 6, 86: 6, 95: 12, 104: 5, 113: 11 });
    // Badges only while a unit is for sale.
    expect(units.filter((u) => u.status === 'sold' || u.status === 'reserved').every((u) => !u.badges.is_new)).toBe(
      true,
    );

    const byIds = unitsByIdsWireSchema.parse(await json('/api/units/by-ids/?ids=41,17,2'));
    expect(byIds.results.map((u) => [u.id, u.badges])).toEqual([
      [41, { is_new: false, reduced_percent: 12 }],
      [17, { is_new: true, reduced_percent: null }],
      [2, { is_new: false, reduced_percent: null }],
    ]);

    const cut = await detail(41);
    expect(cut.badges).toEqual({ is_new: false, reduced_percent: 12 });
    expect(cut.price_history.map((p) => [p.price, p.currency])).toEqual([
      [897_500, 'USD'],
      [852_500, 'USD'],
      [750_000, 'USD'],
    ]);
    expect(cut.price_history.at(-1)!.price).toBe(cut.price);
    const dates = cut.price_history.map((p) => Date.parse(p.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    // The last cut was made in the 30 days before the seed's time, the one before it earlier.
    expect(SEED_NOW.getTime() - dates[2]!).toBeLessThan(30 * 86_400_000);
    expect(SEED_NOW.getTime() - dates[1]!).toBeGreaterThan(30 * 86_400_000);
    expect((await detail(2)).price_history).toHaveLength(1);
  });

  it('declares both in the OpenAPI document: badges on every unit answer, the history on the detail', async () => {
    const doc = (await json('/api/docs/json')) as { paths: Record<string, unknown> };
    const answer = (path: string) => JSON.stringify(doc.paths[path]);
    for (const path of ['/api/home-products/', '/api/home-products/{id}/', '/api/units/by-ids/']) {
      expect(answer(path), path).toContain('"reduced_percent"');
    }
    expect(answer('/api/home-products/{id}/')).toContain('"price_history"');
    expect(answer('/api/home-products/')).not.toContain('"price_history"');
  });

  it('counts from the answer’s time: a month on, the seed’s badges are gone', async () => {
    now = new Date(SEED_NOW.getTime() + 31 * 86_400_000);
    // Another address than the cached ones: the answer cache keeps each for a minute.
    const units = unitPageWireSchema.parse(await json('/api/home-products/?page_size=100&lang=de')).results;
    expect(units.some((u) => u.badges.is_new || u.badges.reduced_percent !== null)).toBe(false);
  });

  it('shows an office’s price cut on the unit at once: Reduced with the percentage, and the history row', async () => {
    now = new Date();
    const created = await suite.t.injectAs('editor', {
      method: 'POST',
      url: '/api/admin/units/',
      payload: unitInput(null, { price: 200_000 }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const unit = unitAdminSchema.parse(created.json());
    const first = await detail(unit.id);
    expect(first.badges).toEqual({ is_new: true, reduced_percent: null });
    expect(first.price_history.map((p) => p.price)).toEqual([200_000]);

    const saved = await suite.t.injectAs('editor', {
      method: 'PATCH',
      url: `/api/admin/units/${unit.id}/`,
      payload: { version: unit.version, price: 170_000 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const cut = await detail(unit.id);
    expect(cut.badges).toEqual({ is_new: true, reduced_percent: 15 });
    expect(cut.price_history.map((p) => p.price)).toEqual([200_000, 170_000]);
    const listed = unitPageWireSchema.parse(await json('/api/home-products/?page_size=5&sort=newest'));
    expect(listed.results.find((u) => u.id === unit.id)?.badges).toEqual({ is_new: true, reduced_percent: 15 });
    // The list carries the badges only, the detail the history.
    expect(listed.results[0]).not.toHaveProperty('price_history');
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_UNITS_BY_IDS,
  type UnitWire,
  addDays,
  isReadyToMoveIn,
  officeToday,
  paymentSchedule,
  pricePerSqm,
  unitDetailWireSchema,
  unitPageCodec,
  unitPageWireSchema,
  unitsByIdsWireSchema,
  unitWireSchema,
} from '@app/shared';
import { units } from '../../../db/schema/index.js';
import { backends, useTestApp } from '../../../../test/helpers.js';

/**
 * Issue 18, buyer tools (docs/decisions/0030-payment-plans.md): the units' payment plans and delivery in the
 * public answers, the payment-plan and ready-to-move-in filters, the price-per-m² sorts and the read by ids
 * of the shortlist and compare pages, on the seeded catalogue.
 */
describe.each(backends)('payment plans, buyer filters and units by id on %s', (backend) => {
  const suite = useTestApp(backend);
  const { get } = suite;
  const db = () => suite.t.database.db;
  const changed = async (id: number, set: Partial<typeof units.$inferInsert>) => {
    await db().update(units).set(set).where(eq(units.id, id));
    suite.t.app.invalidateResponseCache();
  };

  const page = async (query: string) => {
    const res = await get(`/api/home-products/?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return unitPageWireSchema.parse(res.json());
  };
  /** Every unit matching a query, all pages walked; the pages must hold as many units as the count says. */
  const all = async (query: string): Promise<UnitWire[]> => {
    const first = await page(`${query}&page_size=100`);
    const found = [...first.results];
    for (let p = 2; found.length < first.count; p++)
      found.push(...(await page(`${query}&page_size=100&page=${p}`)).results);
    expect(found, query).toHaveLength(first.count);
    return found;
  };
  /** The whole catalogue as the plain call answers it (the seeded 120 units, every one listed). */
  const everyUnit = async () => {
    const res = await get('/api/home-products/');
    return unitWireSchema.array().parse(res.json());
  };
  const ids = (list: { id: number }[]) => list.map((u) => u.id);
  const sortedIds = (list: { id: number }[]) => ids(list).sort((a, b) => a - b);
  const ready = (u: UnitWire, today = officeToday()) =>
    isReadyToMoveIn({ deliveryDate: u.delivery_date, finishing: u.finishing }, today);

  it('answers each unit’s plan and delivery as stored, in the list, the plain list and the detail', async () => {
    const rows = await db().select().from(units);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const plain = await everyUnit();
    expect(plain).toHaveLength(120);
    for (const u of [...plain, ...(await page('page=1&page_size=100&sort=price-asc')).results]) {
      const row = byId.get(u.id)!;
      expect(u, String(u.id)).toMatchObject({
        down_payment: row.downPaymentUsd,
        instalment_count: row.instalmentCount,
        instalment_frequency: row.instalmentFrequency,
        amount_paid: row.amountPaidUsd,
        amount_left: row.amountLeftUsd,
        finishing: row.finishing,
        delivery_date: row.deliveryDate,
        maintenance_deposit: row.maintenanceDepositUsd,
      });
    }
    // The seed: about half the units with a plan, every plan whole and adding up, some part-paid.
    const withPlan = plain.filter((u) => u.instalment_count !== null);
    expect(withPlan.length).toBeGreaterThan(40);
    expect(withPlan.length).toBeLessThan(80);
    expect(plain.every((u) => (u.instalment_count === null) === (u.instalment_frequency === null))).toBe(true);
    expect(plain.some((u) => u.amount_paid !== null)).toBe(true);
    for (const unit of unitPageCodec.parse({ count: 0, next: null, previous: null, results: withPlan }).results) {
      expect(paymentSchedule(unit), String(unit.id)).not.toBeNull();
    }
    const detail = unitDetailWireSchema.parse((await get(`/api/home-products/${withPlan[0]!.id}/`)).json());
    expect(detail).toMatchObject({
      instalment_count: withPlan[0]!.instalment_count,
      down_payment: withPlan[0]!.down_payment,
      finishing: withPlan[0]!.finishing,
    });
  });

  it('filters units with a payment plan, alone, with other filters, a search and a sort, with links that keep it', async () => {
    const plain = await everyUnit();
    const expected = (keep: (u: UnitWire) => boolean) =>
      sortedIds(plain.filter((u) => u.instalment_count !== null && keep(u)));
    expect(sortedIds(await all('payment_plan=1'))).toEqual(expected(() => true));
    expect(sortedIds(await all('payment_plan=true&location=hurghada'))).toEqual(
      expected((u) => u.region === 'hurghada'),
    );
    expect(sortedIds(await all('payment_plan=1&search=villa'))).toEqual(
      expected((u) => `${u.title} ${u.unit_type}`.toLowerCase().includes('villa')),
    );
    expect(sortedIds(await all('payment_plan=1&price_band=under-200k'))).toEqual(expected((u) => u.price < 200_000));
    const first = await page('payment_plan=1&page_size=5&sort=price-asc');
    expect(first.next).toBe('/api/home-products/?page_size=5&payment_plan=true&sort=price-asc&page=2');
    expect(sortedIds(await all('payment_plan=1&ready=1'))).toEqual(expected((u) => ready(u)));
  });

  it('filters units ready to move in: delivered by today and finished beyond core and shell', async () => {
    const plain = await everyUnit();
    const expected = sortedIds(plain.filter((u) => ready(u)));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(120);
    expect(sortedIds(await all('ready=1'))).toEqual(expected);
    expect(sortedIds(await all('ready=1&search=gouna'))).toEqual(
      sortedIds(plain.filter((u) => ready(u) && u.region === 'el-gouna')),
    );

    // A delivery date of today or before is delivered; one after today is not; core and shell never is.
    const [a, b] = plain.filter((u) => ready(u) && u.finishing !== 'core-and-shell');
    try {
      await changed(a!.id, { deliveryDate: officeToday() });
      await changed(b!.id, { deliveryDate: addDays(officeToday(), 1) });
      let now = sortedIds(await all('ready=1'));
      expect(now).toContain(a!.id);
      expect(now).not.toContain(b!.id);
      await changed(a!.id, { deliveryDate: '2020-01-31', finishing: 'core-and-shell' });
      now = sortedIds(await all('ready=1'));
      expect(now).not.toContain(a!.id);
      expect(now).toHaveLength(expected.length - 2);
    } finally {
      await changed(a!.id, { deliveryDate: a!.delivery_date, finishing: a!.finishing });
      await changed(b!.id, { deliveryDate: b!.delivery_date, finishing: b!.finishing });
    }
    expect(sortedIds(await all('ready=1'))).toEqual(expected);
  });

  it('sorts by price per m² both ways, with a filter and with a search, units without an area last', async () => {
    const perSqm = (u: UnitWire) => pricePerSqm(u.price, u.area)!;
    const inOrder = (list: UnitWire[], direction: 1 | -1) => {
      for (let i = 1; i < list.length; i++) {
        const [prev, next] = [list[i - 1]!, list[i]!];
        const step = (perSqm(next) - perSqm(prev)) * direction;
        expect(step >= 0, `${prev.id} then ${next.id}`).toBe(true);
        if (step === 0) expect((next.id - prev.id) * direction).toBeGreaterThan(0);
      }
    };
    for (const query of ['', '&location=el-gouna', '&search=apartment', '&payment_plan=1&ready=1']) {
      const up = await all(`sort=price-per-sqm-asc${query}`);
      const down = await all(`sort=price-per-sqm-desc${query}`);
      inOrder(up, 1);
      inOrder(down, -1);
      expect(ids(down), query).toEqual(ids(up).reverse());
    }
    const cheapest = (await page('page=1&page_size=1&sort=price-per-sqm-asc')).results[0]!;
    const plain = await everyUnit();
    expect(perSqm(cheapest)).toBe(Math.min(...plain.map(perSqm)));

    // A unit stored without an area (legacy data) has no price per m²: last both ways.
    const [noArea] = plain;
    try {
      await changed(noArea!.id, { areaSqm: 0 });
      expect((await all('sort=price-per-sqm-asc')).at(-1)?.id).toBe(noArea!.id);
      expect((await all('sort=price-per-sqm-desc')).at(-1)?.id).toBe(noArea!.id);
    } finally {
      await changed(noArea!.id, { areaSqm: noArea!.area });
    }
  });

  it('refuses other values of the new parameters with a 400 naming them', async () => {
    for (const [query, field] of [
      ['payment_plan=yes', 'payment_plan'],
      ['payment_plan=0', 'payment_plan'],
      ['ready=false', 'ready'],
      ['sort=price-per-m2', 'sort'],
    ] as const) {
      const res = await get(`/api/home-products/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request', fields: { [field]: expect.any(String) } });
    }
  });

  describe('GET /api/units/by-ids', () => {
    const byIds = async (query: string) => {
      const res = await get(`/api/units/by-ids?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return unitsByIdsWireSchema.parse(res.json()).results;
    };

    it('answers the units asked for in the order asked, each once, unknown ids left out', async () => {
      const found = await byIds('ids=17,3,987654,76,3');
      expect(ids(found)).toEqual([17, 3, 76]);
      expect(found[0]).toEqual((await everyUnit()).find((u) => u.id === 17));
      expect(await byIds('ids=987654')).toEqual([]);
      const res = await get('/api/units/by-ids/?ids=5');
      expect(res.statusCode).toBe(200);
    });

    it('answers sold units with their status, and leaves out units the site does not show', async () => {
      const [sold] = await all('status=sold');
      const found = await byIds(`ids=${sold!.id},1`);
      expect(found.map((u) => [u.id, u.status])).toEqual([
        [sold!.id, 'sold'],
        [1, expect.any(String)],
      ]);
      try {
        await changed(1, { listed: false });
        expect(ids(await byIds(`ids=${sold!.id},1`))).toEqual([sold!.id]);
      } finally {
        await changed(1, { listed: true });
      }
    });

    it('answers in the language asked, English where a text lacks it', async () => {
      const [en] = await byIds('ids=71');
      const [ar] = await byIds('ids=71&lang=ar');
      const [de] = await byIds('ids=71&lang=de');
      expect([en!.title, ar!.title, de!.title]).toEqual([
        'Garden View Studio in Palm Beach Residences',
        'استوديو بإطلالة على الحديقة في بالم بيتش ريزيدنسز',
        'Studio mit Gartenblick in Palm Beach Residences',
      ]);
    });

    it(`takes up to ${MAX_UNITS_BY_IDS} ids`, async () => {
      const all24 = Array.from({ length: MAX_UNITS_BY_IDS }, (_, i) => 120 - i);
      expect(ids(await byIds(`ids=${all24.join(',')}`))).toEqual(all24);
    });

    it.each([
      ['', 'ids'],
      ['ids=', 'ids'],
      ['ids=a', 'ids'],
      ['ids=1.5', 'ids'],
      ['ids=0', 'ids'],
      ['ids=-3', 'ids'],
      ['ids=1,,2', 'ids'],
      ['ids=99999999999', 'ids'],
      [`ids=${Array.from({ length: MAX_UNITS_BY_IDS + 1 }, (_, i) => i + 1).join(',')}`, 'at most 24'],
      ['ids=1&ids=2', 'ids'],
      ['ids=1&lang=fr', 'lang'],
    ])('refuses %s with a 400 JSON message naming %s', async (query, text) => {
      const res = await get(`/api/units/by-ids?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as { error: string; message: string };
      expect(body.error).toBe('bad_request');
      expect(body.message).toContain(text);
    });
  });
});

import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  UNIT_CSV_REQUIRED_COLUMNS,
  UNIT_PLAN_CSV_COLUMNS,
  type UnitInput,
  importResultSchema,
  unitAdminSchema,
} from '@app/shared';
import { auditLog, units } from '../../../db/schema/index.js';
import { backends } from '../../../../test/helpers.js';
import { unitInput, unitsTestApp } from '../../../../test/catalogue.js';

/** A plan as the back office sends it: 20% down, 24 quarterly instalments, part paid, semi-finished, 2027. */
const PLAN = {
  downPayment: 37_000,
  instalmentCount: 24,
  instalmentFrequency: 'quarterly',
  amountPaid: 40_000,
  amountLeft: 145_000,
  finishing: 'semi-finished',
  deliveryDate: '2027-06-30',
  maintenanceDeposit: 12_950,
} as const satisfies Partial<UnitInput>;

describe.each(backends)('payment plans in the back office on %s', (backend) => {
  const ctx = unitsTestApp(backend);
  const create = async (overrides: Partial<UnitInput> = {}) => {
    const res = await ctx.t.injectAs('editor', {
      method: 'POST',
      url: '/api/admin/units/',
      payload: unitInput(ctx.compoundId, { ...PLAN, ...overrides }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return unitAdminSchema.parse(res.json());
  };
  const patch = (id: number, payload: object) =>
    ctx.t.injectAs('editor', { method: 'PATCH', url: `/api/admin/units/${id}/`, payload });
  const stored = async (id: number) => (await ctx.t.database.db.select().from(units).where(eq(units.id, id)))[0]!;

  it('creates a unit with a plan, answers it, stores it and records it in the audit log', async () => {
    const unit = await create();
    expect(unit).toMatchObject(PLAN);
    expect(await stored(unit.id)).toMatchObject({
      downPaymentUsd: 37_000,
      instalmentCount: 24,
      instalmentFrequency: 'quarterly',
      amountPaidUsd: 40_000,
      amountLeftUsd: 145_000,
      finishing: 'semi-finished',
      deliveryDate: '2027-06-30',
      maintenanceDepositUsd: 12_950,
    });
    const [entry] = await ctx.t.database.db.select().from(auditLog).where(eq(auditLog.entityId, unit.id));
    expect(entry!.changes.instalmentFrequency).toEqual({ before: null, after: 'quarterly' });
    // The public answer carries it too.
    const res = await ctx.t.app.inject({ url: `/api/home-products/${unit.id}/` });
    expect(res.json()).toMatchObject({ down_payment: 37_000, instalment_count: 24, delivery_date: '2027-06-30' });

    const bare = await create({
      downPayment: null,
      instalmentCount: null,
      instalmentFrequency: null,
      amountPaid: null,
      amountLeft: null,
      finishing: null,
      deliveryDate: null,
      maintenanceDeposit: null,
    });
    expect(bare).toMatchObject({ downPayment: null, instalmentCount: null, finishing: null, deliveryDate: null });
    // Fields left out are none (undefined is left out of the JSON body).
    const absent = { downPayment: undefined, instalmentCount: undefined, instalmentFrequency: undefined };
    expect(await create(absent)).toMatchObject({
      downPayment: null,
      instalmentCount: null,
      finishing: 'semi-finished',
    });
  });

  it('refuses a plan that does not add up with 400 naming the field', async () => {
    const cases: [Partial<UnitInput>, string, string][] = [
      [{ downPayment: -1 }, 'downPayment', 'invalid'],
      [{ amountPaid: 1.5 }, 'amountPaid', 'invalid'],
      [{ maintenanceDeposit: -100 }, 'maintenanceDeposit', 'invalid'],
      [{ amountLeft: -1 }, 'amountLeft', 'invalid'],
      [{ instalmentCount: 0 }, 'instalmentCount', 'invalid'],
      [{ instalmentCount: 361 }, 'instalmentCount', 'invalid'],
      [{ instalmentCount: 12.5 }, 'instalmentCount', 'invalid'],
      [{ instalmentFrequency: 'weekly' as never }, 'instalmentFrequency', 'invalid'],
      [{ instalmentFrequency: null }, 'instalmentFrequency', 'required'],
      [{ instalmentCount: null }, 'instalmentCount', 'required'],
      [{ downPayment: 100_000, amountPaid: 85_001, price: 185_000 }, 'downPayment', 'exceedsPrice'],
      [{ downPayment: null, amountPaid: 185_001, price: 185_000 }, 'amountPaid', 'exceedsPrice'],
      [{ finishing: 'bare' as never }, 'finishing', 'invalid'],
      [{ deliveryDate: '2027-13-01' }, 'deliveryDate', 'invalid'],
      [{ deliveryDate: '30/06/2027' }, 'deliveryDate', 'invalid'],
    ];
    for (const [overrides, field, code] of cases) {
      const res = await ctx.t.injectAs('editor', {
        method: 'POST',
        url: '/api/admin/units/',
        payload: unitInput(ctx.compoundId, { ...PLAN, ...overrides }),
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      const body = res.json() as { error: string; message: string; fields?: Record<string, string> };
      expect(body.error).toBe('bad_request');
      expect(body.fields?.[field], res.body).toBe(code);
      expect(body.message, res.body).toContain(field);
    }
    // Down payment and amount paid may reach the price exactly.
    await create({ price: 100_000, downPayment: 60_000, amountPaid: 40_000 });
  });

  it('checks a save against the stored unit: the plan stays whole and within the price', async () => {
    const unit = await create();
    const cases: [object, string, string][] = [
      [{ price: 70_000 }, 'downPayment', 'exceedsPrice'],
      [{ instalmentCount: null }, 'instalmentCount', 'required'],
      [{ instalmentFrequency: null }, 'instalmentFrequency', 'required'],
      [{ amountPaid: 150_000 }, 'downPayment', 'exceedsPrice'],
    ];
    for (const [change, field, code] of cases) {
      const res = await patch(unit.id, { version: 1, ...change });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request', fields: { [field]: code } });
    }
    expect((await stored(unit.id)).version).toBe(1);

    const saved = await patch(unit.id, {
      version: 1,
      instalmentCount: 8,
      instalmentFrequency: 'annual',
      price: 77_000,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ instalmentCount: 8, instalmentFrequency: 'annual', price: 77_000 });
    const off = await patch(unit.id, {
      version: 2,
      instalmentCount: null,
      instalmentFrequency: null,
      downPayment: null,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ instalmentCount: null, instalmentFrequency: null, amountPaid: 40_000 });
  });

  it('refuses a price for a selection that would fall below a unit’s down payment and amount paid', async () => {
    const a = await create();
    const b = await create({ downPayment: 10_000, amountPaid: null });
    const res = await ctx.t.injectAs('editor', {
      method: 'PATCH',
      url: '/api/admin/units/',
      payload: { ids: [a.id, b.id], changes: { price: 50_000 } },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ fields: { downPayment: 'exceedsPrice' } });
    expect((res.json() as { message: string }).message).toContain(a.reference);
    expect((await stored(b.id)).priceUsd).toBe(185_000);
    const fine = await ctx.t.injectAs('editor', {
      method: 'PATCH',
      url: '/api/admin/units/',
      payload: { ids: [a.id, b.id], changes: { price: 77_000 } },
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  describe('CSV', () => {
    const columns = [...UNIT_CSV_REQUIRED_COLUMNS, 'reference', ...UNIT_PLAN_CSV_COLUMNS] as const;
    type Row = Partial<Record<(typeof columns)[number], string>>;
    const row = (reference: string, plan: Row = {}): Row => ({
      reference,
      title_en: `Plan flat ${reference}`,
      compound: 'hurghada-avenue',
      region: 'hurghada',
      location_en: 'Hurghada',
      unit_type: '2 Bedroom Apartment',
      kind: 'apartment',
      bedrooms: '2',
      bathrooms: '1',
      area_sqm: '100',
      price_usd: '200,000',
      description_en: 'A flat.',
      ...plan,
    });
    const file = (rows: Row[]) => stringify([columns, ...rows.map((r) => columns.map((c) => r[c] ?? ''))]);
    const upload = async (rows: Row[], dryRun: boolean) => {
      const res = await ctx.t.injectAs('editor', {
        method: 'POST',
        url: `/api/admin/units/import?dry_run=${dryRun}`,
        payload: file(rows),
        headers: { 'content-type': 'text/csv' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return importResultSchema.parse(res.json());
    };
    const withPlan: Row = {
      down_payment_usd: '40,000',
      instalment_count: '36',
      instalment_frequency: 'Monthly',
      amount_paid_usd: '20000',
      amount_left_usd: '180000',
      finishing: 'Core and shell',
      delivery_date: '2028-12-31',
      maintenance_deposit_usd: '16000',
    };

    it('imports plans (choices in any case, spaces for dashes), refuses rows whose plan does not add up', async () => {
      const bad = await upload(
        [
          row('PLAN-1', withPlan),
          row('PLAN-2', { ...withPlan, instalment_frequency: '' }),
          row('PLAN-3', { ...withPlan, down_payment_usd: '180001' }),
          row('PLAN-4', { ...withPlan, delivery_date: '31.12.2028', instalment_count: '0', finishing: 'shell' }),
        ],
        true,
      );
      expect(bad).toMatchObject({ valid: false, errorRows: 3 });
      expect(bad.rows.map((r) => [r.reference, r.action, r.errors])).toEqual([
        ['PLAN-1', 'create', []],
        ['PLAN-2', 'error', [{ column: 'instalment_frequency', message: 'required' }]],
        ['PLAN-3', 'error', [{ column: 'down_payment_usd', message: 'exceedsPrice' }]],
        [
          'PLAN-4',
          'error',
          [
            { column: 'instalment_count', message: 'invalid' },
            { column: 'finishing', message: 'invalid' },
            { column: 'delivery_date', message: 'invalid' },
          ],
        ],
      ]);

      const good = await upload([row('PLAN-1', withPlan), row('PLAN-2')], false);
      expect(good).toMatchObject({ valid: true, created: 2 });
      const [one] = await ctx.t.database.db.select().from(units).where(eq(units.reference, 'PLAN-1'));
      expect(one).toMatchObject({
        downPaymentUsd: 40_000,
        instalmentCount: 36,
        instalmentFrequency: 'monthly',
        amountPaidUsd: 20_000,
        amountLeftUsd: 180_000,
        finishing: 'core-and-shell',
        deliveryDate: '2028-12-31',
        maintenanceDepositUsd: 16_000,
      });
      const [two] = await ctx.t.database.db.select().from(units).where(eq(units.reference, 'PLAN-2'));
      expect(two).toMatchObject({ instalmentCount: null, finishing: null, deliveryDate: null });
    });

    it('exports plans, imports the export back unchanged, and empty cells take a plan off', async () => {
      const res = await ctx.t.injectAs('agent', { url: '/api/admin/units/export.csv?q=PLAN-1' });
      const [record] = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
      expect(record).toMatchObject({
        reference: 'PLAN-1',
        down_payment_usd: '40000',
        instalment_count: '36',
        instalment_frequency: 'monthly',
        finishing: 'core-and-shell',
        delivery_date: '2028-12-31',
      });
      const back = await ctx.t.injectAs('editor', {
        method: 'POST',
        url: '/api/admin/units/import?dry_run=true',
        payload: res.body,
        headers: { 'content-type': 'text/csv' },
      });
      expect(importResultSchema.parse(back.json())).toMatchObject({ valid: true, unchanged: 1 });

      const cleared = await upload(
        [row('PLAN-1', { ...withPlan, instalment_count: '', instalment_frequency: '', down_payment_usd: '' })],
        false,
      );
      expect(cleared.rows[0]).toMatchObject({
        action: 'update',
        changed: ['down_payment_usd', 'instalment_count', 'instalment_frequency'],
      });
      const [one] = await ctx.t.database.db.select().from(units).where(eq(units.reference, 'PLAN-1'));
      expect(one).toMatchObject({ instalmentCount: null, instalmentFrequency: null, amountPaidUsd: 20_000 });
    });
  });
});

import { stringify } from 'csv-stringify/sync';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type UnitAdmin, compoundAdminSchema, unitAdminSchema } from '@app/shared';
import { unitEvents, units, users } from '../../../db/schema/index.js';
import { backends } from '../../../../test/helpers.js';
import { callsOf, insertDraftCompound, unitInput, unitsTestApp } from '../../../../test/catalogue.js';

/*
 * Every path that changes a unit writes its listing events in the change's transaction (decision 0056):
 * the unit's form (create, save, archive), one click and a selection in the list, a CSV import, and its
 * compound's publication. A change that fails writes none.
 */
describe.each(backends)('listing events of every change to a unit on %s', (backend) => {
  const ctx = unitsTestApp(backend);
  const call = callsOf(ctx);
  const db = () => ctx.t.database.db;
  const eventsOf = (...ids: number[]) =>
    db()
      .select({
        unitId: unitEvents.unitId,
        kind: unitEvents.kind,
        oldPrice: unitEvents.oldPrice,
        newPrice: unitEvents.newPrice,
        currency: unitEvents.currency,
        source: unitEvents.source,
        user: users.name,
      })
      .from(unitEvents)
      .leftJoin(users, eq(users.id, unitEvents.userId))
      .where(inArray(unitEvents.unitId, ids))
      .orderBy(asc(unitEvents.id));
  const allEvents = async () => (await db().select({ id: unitEvents.id }).from(unitEvents)).length;
  const create = async (overrides: Parameters<typeof unitInput>[1] = {}) => {
    const res = await call('POST', '/api/admin/units/', 'editor', unitInput(ctx.compoundId, overrides));
    expect(res.statusCode, res.body).toBe(201);
    return unitAdminSchema.parse(res.json());
  };
  const save = async (unit: UnitAdmin, payload: object) => {
    const res = await call('PATCH', `/api/admin/units/${unit.id}/`, 'editor', { version: unit.version, ...payload });
    expect(res.statusCode, res.body).toBe(200);
    return unitAdminSchema.parse(res.json());
  };
  const bulk = (ids: number[], changes: object) => call('PATCH', '/api/admin/units/', 'editor', { ids, changes });

  it('the form: publishing, a price change, reserved, sold and back on the market, by whom', async () => {
    const created = await create({ publication: 'draft' });
    expect(await eventsOf(created.id)).toEqual([]);
    let unit = await save(created, { publication: 'published', price: 190_000 });
    unit = await save(unit, { price: 175_000 });
    unit = await save(unit, { status: 'reserved' });
    unit = await save(unit, { status: 'sold' });
    unit = await save(unit, { status: 'available', title: { ...unit.title, en: 'Sea view flat, again' } });
    // Off the site and back: "back on the market", not published a second time.
    unit = await save(unit, { publication: 'draft', price: 170_000 });
    await save(unit, { publication: 'published' });
    const by = { currency: null, source: 'form', user: 'The editor' };
    expect(await eventsOf(created.id)).toEqual([
      { unitId: created.id, kind: 'published', oldPrice: null, newPrice: 190_000, ...by, currency: 'USD' },
      { unitId: created.id, kind: 'price_changed', oldPrice: 190_000, newPrice: 175_000, ...by, currency: 'USD' },
      { unitId: created.id, kind: 'reserved', oldPrice: null, newPrice: null, ...by },
      { unitId: created.id, kind: 'sold', oldPrice: null, newPrice: null, ...by },
      { unitId: created.id, kind: 'back_on_market', oldPrice: null, newPrice: 175_000, ...by, currency: 'USD' },
      { unitId: created.id, kind: 'back_on_market', oldPrice: null, newPrice: 170_000, ...by, currency: 'USD' },
    ]);
  });

  it('the form: a unit created published is published at once; one saved with no listed change makes none', async () => {
    const unit = await create();
    await save(unit, { floor: 4 });
    expect(await eventsOf(unit.id)).toMatchObject([{ kind: 'published', newPrice: 185_000, source: 'form' }]);
  });

  it('the form: a refused save or creation writes no event; a deleted unit’s go with it', async () => {
    const unit = await save(await create(), { floor: 5 });
    const before = await allEvents();
    const stale = await call('PATCH', `/api/admin/units/${unit.id}/`, 'editor', { version: 1, price: 1000 });
    expect(stale.statusCode).toBe(409);
    const bad = await call('PATCH', `/api/admin/units/${unit.id}/`, 'editor', {
      version: unit.version,
      price: 150_000,
      downPayment: 900_000,
    });
    expect(bad.statusCode).toBe(400);
    const taken = await call(
      'POST',
      '/api/admin/units/',
      'editor',
      unitInput(ctx.compoundId, { reference: unit.reference }),
    );
    expect(taken.statusCode).toBe(409);
    const gone = await call('DELETE', `/api/admin/units/${unit.id}/`);
    expect(gone.statusCode).toBe(204);
    expect(await allEvents()).toBe(before - 1);
    expect((await db().select().from(units).where(eq(units.id, unit.id))).length).toBe(0);
  });

  it('one click on a row, and a selection, each write their events as such', async () => {
    const a = await create();
    const b = await create({ publication: 'draft' });
    expect((await bulk([a.id], { status: 'sold' })).statusCode).toBe(200);
    expect(
      (await bulk([a.id, b.id], { status: 'available', price: 160_000, publication: 'published' })).statusCode,
    ).toBe(200);
    expect(await eventsOf(a.id, b.id)).toEqual([
      {
        unitId: a.id,
        kind: 'published',
        oldPrice: null,
        newPrice: 185_000,
        currency: 'USD',
        source: 'form',
        user: 'The editor',
      },
      {
        unitId: a.id,
        kind: 'sold',
        oldPrice: null,
        newPrice: null,
        currency: null,
        source: 'one_click',
        user: 'The editor',
      },
      {
        unitId: a.id,
        kind: 'price_changed',
        oldPrice: 185_000,
        newPrice: 160_000,
        currency: 'USD',
        source: 'bulk',
        user: 'The editor',
      },
      {
        unitId: a.id,
        kind: 'back_on_market',
        oldPrice: null,
        newPrice: 160_000,
        currency: 'USD',
        source: 'bulk',
        user: 'The editor',
      },
      {
        unitId: b.id,
        kind: 'published',
        oldPrice: null,
        newPrice: 160_000,
        currency: 'USD',
        source: 'bulk',
        user: 'The editor',
      },
    ]);
  });

  it('a refused selection writes no event (nothing changes)', async () => {
    const a = await create();
    const bare = await create({ photos: [], mainImage: '', publication: 'draft' });
    const before = await allEvents();
    expect((await bulk([a.id, bare.id], { price: 1000, publication: 'published' })).statusCode).toBe(400);
    expect((await bulk([a.id, 999_999], { price: 1000 })).statusCode).toBe(404);
    expect(await allEvents()).toBe(before);
    expect((await db().select().from(units).where(eq(units.id, a.id)))[0]!.priceUsd).toBe(185_000);
  });

  it('a CSV import: created and updated units, in its transaction; an invalid file writes none', async () => {
    const a = await create({ reference: 'EVT-A' });
    const b = await create({ reference: 'EVT-B', publication: 'draft' });
    const header = ['reference', 'title_en', 'compound', 'region', 'location_en', 'unit_type', 'kind', 'bedrooms'];
    const file = (rows: string[][]) =>
      stringify([
        [...header, 'bathrooms', 'area_sqm', 'price_usd', 'status', 'publication', 'description_en'],
        ...rows,
      ]);
    // A new unit comes as a draft (an import sets no main picture): it makes no event until it is published.
    const unitRow = (reference: string, price: string, status = 'available', publication = 'published') => [
      reference,
      `Flat ${reference}`,
      '',
      'hurghada',
      'Hurghada',
      'Studio',
      'studio',
      '0',
      '1',
      '50',
      price,
      status,
      publication,
      'A flat.',
    ];
    const upload = (text: string) =>
      ctx.t.injectAs('editor', {
        method: 'POST',
        url: '/api/admin/units/import?dry_run=false',
        payload: text,
        headers: { 'content-type': 'text/csv' },
      });
    const before = await allEvents();
    const invalid = await upload(file([unitRow('EVT-A', '170000'), unitRow('EVT-B', 'lots')]));
    expect(invalid.json()).toMatchObject({ valid: false });
    expect(await allEvents()).toBe(before);

    const res = await upload(
      file([
        unitRow('EVT-A', '170000', 'reserved'),
        unitRow('EVT-B', '99000'),
        unitRow('EVT-C', '80000', 'available', 'draft'),
      ]),
    );
    expect(res.json(), res.body).toMatchObject({ valid: true, created: 1, updated: 2 });
    const imported = (await eventsOf(a.id, b.id)).filter((e) => e.source === 'csv_import');
    const by = { source: 'csv_import', user: 'The editor' };
    expect(imported).toEqual([
      { unitId: a.id, kind: 'price_changed', oldPrice: 185_000, newPrice: 170_000, currency: 'USD', ...by },
      { unitId: a.id, kind: 'reserved', oldPrice: null, newPrice: null, currency: null, ...by },
      { unitId: b.id, kind: 'published', oldPrice: null, newPrice: 99_000, currency: 'USD', ...by },
    ]);
    expect(await allEvents()).toBe(before + 3);
  });

  it('a compound’s publication lists and unlists its units: published once, then back on the market', async () => {
    const compound = await insertDraftCompound(db(), 'events-compound', '/media/compounds/one.webp');
    const unit = await create({ compoundId: compound.id });
    expect(await eventsOf(unit.id)).toEqual([]);
    const publish = async (version: number, publication: 'draft' | 'published') => {
      const res = await call('PATCH', `/api/admin/compounds/${compound.id}/`, 'editor', { version, publication });
      expect(res.statusCode, res.body).toBe(200);
      return compoundAdminSchema.parse(res.json()).version;
    };
    const stale = await call('PATCH', `/api/admin/compounds/${compound.id}/`, 'editor', {
      version: 7,
      publication: 'published',
    });
    expect(stale.statusCode).toBe(409);
    expect(await eventsOf(unit.id)).toEqual([]);
    let version = await publish(compound.version, 'published');
    version = await publish(version, 'draft');
    await publish(version, 'published');
    expect(await eventsOf(unit.id)).toMatchObject([
      { kind: 'published', newPrice: 185_000, source: 'form', user: 'The editor' },
      { kind: 'back_on_market', newPrice: 185_000, source: 'form' },
    ]);
  });
});

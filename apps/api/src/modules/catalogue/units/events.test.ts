import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { and, asc, eq, gt, inArray, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  UNIT_STATUSES,
  type UnitAdmin,
  type UnitEventSource,
  compoundAdminSchema,
  eventsOfChange,
  unitAdminSchema,
} from '@app/shared';
import { compounds, unitEvents, units, users } from '../../../db/schema/index.js';
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

  it('whatever the path and the sequence, each change writes exactly the events eventsOfChange decides', async () => {
    const compound = await insertDraftCompound(db(), 'events-model', '/media/compounds/one.webp');
    const units3 = [
      await create({ compoundId: compound.id, reference: 'MODEL-1' }),
      await create({ compoundId: compound.id, reference: 'MODEL-2', publication: 'draft' }),
      await create({ reference: 'MODEL-3' }),
    ];
    const ids = units3.map((u) => u.id);
    const slugOf = [compound.slug, compound.slug, ''];
    const change = fc.record(
      {
        price: fc.constantFrom(150_000, 160_000, 185_000),
        status: fc.constantFrom(...UNIT_STATUSES),
        publication: fc.constantFrom('draft', 'published'),
      },
      { requiredKeys: [] },
    );
    const some = fc.uniqueArray(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 });
    const op = fc.oneof(
      fc.record({ path: fc.constant('form' as const), units: some.map((u) => u.slice(0, 1)), change }),
      fc.record({ path: fc.constant('bulk' as const), units: some, change }),
      fc.record({ path: fc.constant('csv' as const), units: some, change }),
      fc.record({ path: fc.constant('compound' as const), units: fc.constant<number[]>([0, 1]), change }),
    );
    const header = ['reference', 'title_en', 'compound', 'region', 'location_en', 'unit_type', 'kind', 'bedrooms'];
    /** A file of rows for units3[i], each stating the unit whole (a blank cell would clear an optional field). */
    const csvOf = (rows: { i: number; price: number; status: string; publication: string }[]) =>
      stringify([
        [...header, 'bathrooms', 'area_sqm', 'price_usd', 'status', 'publication', 'description_en'],
        ...rows.map(({ i, price, status, publication }) => [
          units3[i]!.reference,
          'Sea view flat',
          slugOf[i]!,
          'hurghada',
          'Hurghada, Intercontinental area',
          '2 Bedroom Apartment',
          'apartment',
          '2',
          '1',
          '95.5',
          String(price),
          status,
          publication,
          'Bright flat by the sea.',
        ]),
      ]);
    const apply = async (o: { path: string; units: number[]; change: Record<string, unknown> }) => {
      const picked = o.units.map((i) => ids[i]!);
      if (o.path === 'form') {
        const current = unitAdminSchema.parse((await call('GET', `/api/admin/units/${picked[0]}/`)).json());
        return call('PATCH', `/api/admin/units/${picked[0]}/`, 'editor', { version: current.version, ...o.change });
      }
      if (o.path === 'bulk') return bulk(picked, Object.keys(o.change).length > 0 ? o.change : { status: 'available' });
      if (o.path === 'csv') {
        // What the change does not name, as stored.
        const stored = new Map(
          (await db().select().from(units).where(inArray(units.id, picked))).map((u) => [u.id, u]),
        );
        const rows = o.units.map((i) => {
          const unit = stored.get(ids[i]!)!;
          return {
            i,
            price: (o.change.price as number | undefined) ?? unit.priceUsd,
            status: (o.change.status as string | undefined) ?? unit.status,
            publication: (o.change.publication as string | undefined) ?? unit.publication,
          };
        });
        return ctx.t.injectAs('editor', {
          method: 'POST',
          url: '/api/admin/units/import?dry_run=false',
          payload: csvOf(rows),
          headers: { 'content-type': 'text/csv' },
        });
      }
      const [current] = await db().select().from(compounds).where(eq(compounds.id, compound.id));
      const publication = (o.change.publication as string | undefined) ?? 'published';
      return call('PATCH', `/api/admin/compounds/${compound.id}/`, 'editor', {
        version: current!.version,
        publication,
      });
    };
    const sourceOf = (o: { path: string; units: number[] }): UnitEventSource =>
      o.path === 'csv' ? 'csv_import' : o.path === 'bulk' ? (o.units.length === 1 ? 'one_click' : 'bulk') : 'form';

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 4 }), async (ops) => {
        for (const o of ops) {
          const states = async () =>
            new Map((await db().select().from(units).where(inArray(units.id, ids))).map((u) => [u.id, u]));
          const before = await states();
          const published = new Set(
            (
              await db()
                .select({ unitId: unitEvents.unitId })
                .from(unitEvents)
                .where(and(inArray(unitEvents.unitId, ids), eq(unitEvents.kind, 'published')))
            ).map((e) => e.unitId),
          );
          const [last] = await db()
            .select({ id: max(unitEvents.id) })
            .from(unitEvents);
          const res = await apply(o);
          expect(res.statusCode, res.body).toBe(200);
          const after = await states();
          const expected = ids.flatMap((id) => {
            const state = (u: typeof units.$inferSelect) => ({ listed: u.listed, status: u.status, price: u.priceUsd });
            return eventsOfChange(state(before.get(id)!), state(after.get(id)!), {
              everPublished: published.has(id),
            }).map((e) => ({ unitId: id, ...e, source: sourceOf(o) }));
          });
          const written = await db()
            .select({
              unitId: unitEvents.unitId,
              kind: unitEvents.kind,
              oldPrice: unitEvents.oldPrice,
              newPrice: unitEvents.newPrice,
              source: unitEvents.source,
            })
            .from(unitEvents)
            .where(and(inArray(unitEvents.unitId, ids), gt(unitEvents.id, last?.id ?? 0)))
            .orderBy(asc(unitEvents.unitId), asc(unitEvents.id));
          expect(written, JSON.stringify(o)).toEqual(expected);
        }
      }),
      { numRuns: 10 },
    );
  });
});

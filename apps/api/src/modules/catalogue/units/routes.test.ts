import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, type UnitAdmin, unitAdminPageSchema, unitAdminSchema } from '@app/shared';
import { auditLog, inquiries, units } from '../../../db/schema/index.js';
import { backends } from '../../../../test/helpers.js';
import { insertDraftCompound, unitInput, unitsTestApp } from '../../../../test/catalogue.js';

describe.each(backends)('the back office units API on %s', (backend) => {
  const ctx = unitsTestApp(backend);
  const create = async (overrides: Parameters<typeof unitInput>[1] = {}) => {
    const res = await ctx.t.injectAs('editor', {
      method: 'POST',
      url: '/api/admin/units/',
      payload: unitInput(ctx.compoundId, overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return unitAdminSchema.parse(res.json());
  };
  const read = async (id: number) =>
    unitAdminSchema.parse((await ctx.t.injectAs('agent', { url: `/api/admin/units/${id}/` })).json());
  const stored = async (id: number) => (await ctx.t.database.db.select().from(units).where(eq(units.id, id)))[0];
  const auditOf = (id: number) =>
    ctx.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'unit'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);

  it('creates a unit: derived category, price text and area, a reference from the sequence, an audit entry', async () => {
    const unit = await create();
    expect(unit).toMatchObject({
      reference: expect.stringMatching(/^RS-\d{5}$/),
      title: { en: 'Sea view flat', ar: 'شقة بإطلالة على البحر', de: 'Wohnung mit Meerblick' },
      compoundId: ctx.compoundId,
      compoundName: 'Hurghada Avenue',
      price: 185_000,
      area: 95.5,
      publication: 'published',
      archivedAt: null,
      missingLanguages: [],
      version: 1,
      updatedBy: 'The editor',
      inquiryCount: 0,
      photos: [{ url: '/media/units/flat-1.webp', alt: { en: 'Living room' } }],
    });
    const row = await stored(unit.id);
    expect(row).toMatchObject({ category: '2-bedroom', priceText: '$185,000', areaSqm: 95.5, listed: true });
    const audit = await auditOf(unit.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', userName: 'The editor' });
    expect(audit[0]!.changes.price).toEqual({ before: null, after: 185_000 });
  });

  it('keeps a given reference, and answers 409 when it is taken', async () => {
    const unit = await create({ reference: 'HA-2024-17' });
    expect(unit.reference).toBe('HA-2024-17');
    const again = await ctx.t.injectAs('editor', {
      method: 'POST',
      url: '/api/admin/units/',
      payload: unitInput(ctx.compoundId, { reference: 'HA-2024-17' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'conflict', fields: { reference: 'taken' } });
  });

  it('refuses bad input with 400 and the field, never 500', async () => {
    const cases: [object, string, string][] = [
      [unitInput(ctx.compoundId, { title: { en: '' } }), 'title.en', 'required'],
      [unitInput(ctx.compoundId, { price: -5 }), 'price', 'invalid'],
      [unitInput(ctx.compoundId, { kind: 'castle' as never }), 'kind', 'invalid'],
      [unitInput(999_999), 'compoundId', 'invalid'],
      [unitInput(ctx.compoundId, { photos: [], mainImage: '' }), 'mainImage', 'requiredToPublish'],
      [unitInput(ctx.compoundId, { reference: 'has spaces' }), 'reference', 'invalid'],
      [{ ...unitInput(ctx.compoundId), images: [] }, '_', ''],
    ];
    for (const [payload, field, code] of cases) {
      const res = await ctx.t.injectAs('admin', { method: 'POST', url: '/api/admin/units/', payload });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      const body = res.json() as { message: string; fields?: Record<string, string> };
      expect(body.message.length).toBeGreaterThan(0);
      if (code) expect(body.fields?.[field], res.body).toBe(code);
    }
    const unit = await create({ photos: [], mainImage: '', publication: 'draft' });
    expect(unit.publication).toBe('draft');
  });

  it('saves a patch over the right version and refuses a stale one with 409 naming who saved', async () => {
    const unit = await create();
    const saved = await ctx.t.injectAs('editor', {
      method: 'PATCH',
      url: `/api/admin/units/${unit.id}/`,
      payload: { version: 1, price: 210_000, unitType: 'Studio' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ price: 210_000, unitType: 'Studio', version: 2 });
    expect(await stored(unit.id)).toMatchObject({ priceText: '$210,000', category: 'studio' });

    const stale = await ctx.t.injectAs('admin', {
      method: 'PATCH',
      url: `/api/admin/units/${unit.id}/`,
      payload: { version: 1, price: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const body = stale.json() as { error: string; message: string; fields: Record<string, string> };
    expect(body.error).toBe('edit_conflict');
    expect(body.message).toContain('The editor');
    expect(body.fields.changedBy).toBe('The editor');
    expect(Date.parse(body.fields.changedAt!)).not.toBeNaN();
    expect(await read(unit.id)).toMatchObject({ price: 210_000, version: 2 });

    const audit = await auditOf(unit.id);
    expect(audit.at(-1)).toMatchObject({ action: 'update' });
    expect(audit.at(-1)!.changes).toEqual({
      price: { before: 185_000, after: 210_000 },
      unitType: { before: '2 Bedroom Apartment', after: 'Studio' },
    });
    // A text sent back as it was is no change.
    const same = await ctx.t.injectAs('editor', {
      method: 'PATCH',
      url: `/api/admin/units/${unit.id}/`,
      payload: { version: 2, title: unit.title },
    });
    expect(same.statusCode).toBe(200);
    expect(await auditOf(unit.id)).toHaveLength(audit.length);

    const missing = await ctx.t.injectAs('editor', {
      method: 'PATCH',
      url: '/api/admin/units/999999/',
      payload: { version: 1, price: 5 },
    });
    expect(missing.statusCode).toBe(404);
    const taken = await ctx.t.injectAs('editor', {
      method: 'PATCH',
      url: `/api/admin/units/${unit.id}/`,
      payload: { version: 3, reference: 'RS-00001' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ fields: { reference: 'taken' } });
  });

  it('keeps `listed` right after publishing, unpublishing, moving to a draft compound and archiving', async () => {
    const listed = async (id: number) => (await stored(id))!.listed;
    const unit = await create({ publication: 'draft' });
    expect(await listed(unit.id)).toBe(false);
    let version = unit.version;
    const patch = async (payload: object) => {
      const res = await ctx.t.injectAs('editor', {
        method: 'PATCH',
        url: `/api/admin/units/${unit.id}/`,
        payload: { version, ...payload },
      });
      expect(res.statusCode, res.body).toBe(200);
      version = (res.json() as UnitAdmin).version;
    };
    await patch({ publication: 'published' });
    expect(await listed(unit.id)).toBe(true);
    await patch({ publication: 'draft' });
    expect(await listed(unit.id)).toBe(false);
    await patch({ publication: 'published' });

    const draft = await insertDraftCompound(ctx.t.database.db, 'draft-compound');
    await patch({ compoundId: draft.id });
    expect(await listed(unit.id)).toBe(false);
    await patch({ compoundId: null });
    expect(await listed(unit.id)).toBe(true);

    await ctx.t.database.db.insert(inquiries).values({
      kind: 'unit',
      name: 'Nadia',
      email: 'n@example.com',
      data: {},
      page: '/',
      unitId: unit.id,
      lang: 'en',
      currency: 'USD',
    });
    const archived = await ctx.t.injectAs('editor', { method: 'DELETE', url: `/api/admin/units/${unit.id}/` });
    expect(archived.statusCode).toBe(200);
    expect(await listed(unit.id)).toBe(false);
  });

  it('archives a unit that inquiries name (they keep the link) and deletes one that none name', async () => {
    const asked = await create();
    await ctx.t.database.db.insert(inquiries).values({
      kind: 'unit',
      name: 'Jonas Weber',
      email: 'jonas@example.com',
      data: {},
      page: `/property/${asked.id}`,
      unitId: asked.id,
      lang: 'en',
      currency: 'USD',
    });
    expect((await read(asked.id)).inquiryCount).toBe(1);
    const res = await ctx.t.injectAs('editor', { method: 'DELETE', url: `/api/admin/units/${asked.id}/` });
    expect(res.statusCode, res.body).toBe(200);
    const archived = unitAdminSchema.parse(res.json());
    expect(archived.archivedAt).not.toBeNull();
    expect(archived.inquiryCount).toBe(1);
    const links = await ctx.t.database.db.select().from(inquiries).where(eq(inquiries.unitId, asked.id));
    expect(links).toHaveLength(1);
    expect((await auditOf(asked.id)).at(-1)).toMatchObject({ action: 'archive' });
    // Out of the list, in the archive view.
    const list = unitAdminPageSchema.parse(
      (await ctx.t.injectAs('agent', { url: '/api/admin/units/?pageSize=100' })).json(),
    );
    expect(list.results.map((u) => u.id)).not.toContain(asked.id);
    const archive = unitAdminPageSchema.parse(
      (await ctx.t.injectAs('agent', { url: '/api/admin/units/?archived=true' })).json(),
    );
    expect(archive.results.map((u) => u.id)).toContain(asked.id);

    const lonely = await create();
    const deleted = await ctx.t.injectAs('editor', { method: 'DELETE', url: `/api/admin/units/${lonely.id}/` });
    expect(deleted.statusCode).toBe(204);
    expect(await stored(lonely.id)).toBeUndefined();
    expect((await auditOf(lonely.id)).at(-1)).toMatchObject({ action: 'delete' });
    expect(
      (await ctx.t.injectAs('editor', { method: 'DELETE', url: `/api/admin/units/${lonely.id}/` })).statusCode,
    ).toBe(404);
  });

  it('lists the last updated first, with search over titles and references, filters and pages', async () => {
    const unit = await create({ reference: 'FIND-ME-1', title: { en: 'Penthouse Zeta', de: 'Dachwohnung Zeta' } });
    const page = async (query: string) => {
      const res = await ctx.t.injectAs('agent', { url: `/api/admin/units/?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return unitAdminPageSchema.parse(res.json());
    };
    const first = await page('');
    expect(first.results[0]!.id).toBe(unit.id);
    expect(first.pageSize).toBe(25);
    expect(first.count).toBeGreaterThan(100);
    expect((await page('q=find-me')).results.map((u) => u.id)).toEqual([unit.id]);
    expect((await page('q=dachwohnung%20zeta')).results.map((u) => u.id)).toEqual([unit.id]);
    const needs = await page('needsTranslation=true&pageSize=100');
    expect(needs.results.map((u) => u.id)).toContain(unit.id);
    expect(needs.results.find((u) => u.id === unit.id)!.missingLanguages).toEqual(['ar']);
    expect((await page('needsTranslation=false&q=find-me')).count).toBe(0);
    const drafts = await page('publication=draft');
    expect(drafts.results.every((u) => u.publication === 'draft')).toBe(true);
    const cheap = await page('priceBand=under-200k&compound=' + ctx.compoundId + '&status=available&kind=apartment');
    expect(cheap.results.every((u) => u.price < 200_000 && u.compoundId === ctx.compoundId)).toBe(true);
    expect(cheap.results.map((u) => u.id)).toContain(unit.id);
    const priv = await page('compound=private&pageSize=100');
    expect(priv.count).toBeGreaterThan(0);
    expect(priv.results.every((u) => u.compoundId === null && u.compoundName === null)).toBe(true);
    const second = await page('page=2&pageSize=10');
    expect(second.results).toHaveLength(10);
    expect(second.results[0]!.id).not.toBe(first.results[0]!.id);
    for (const bad of ['status=gone', 'compound=abc', 'pageSize=1000', 'priceBand=cheap', 'unknown=1']) {
      const res = await ctx.t.injectAs('agent', { url: `/api/admin/units/?${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('changes status, price or publication of several units in one call, one audit entry each', async () => {
    const a = await create();
    const b = await create({ publication: 'draft' });
    const res = await ctx.t.injectAs('editor', {
      method: 'PATCH',
      url: '/api/admin/units/',
      payload: { ids: [a.id, b.id], changes: { status: 'sold', price: 199_000, publication: 'published' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    for (const unit of [a, b]) {
      const row = await stored(unit.id);
      expect(row).toMatchObject({ status: 'sold', priceUsd: 199_000, priceText: '$199,000', listed: true, version: 2 });
      expect((await auditOf(unit.id)).at(-1)).toMatchObject({ action: 'update' });
    }
    expect((await auditOf(a.id)).at(-1)!.changes).not.toHaveProperty('publication');

    const unpublish = await ctx.t.injectAs('editor', {
      method: 'PATCH',
      url: '/api/admin/units/',
      payload: { ids: [a.id], changes: { publication: 'draft' } },
    });
    expect(unpublish.statusCode).toBe(200);
    expect((await stored(a.id))!.listed).toBe(false);

    const bare = await create({ photos: [], mainImage: '', publication: 'draft' });
    const refused = await ctx.t.injectAs('editor', {
      method: 'PATCH',
      url: '/api/admin/units/',
      payload: { ids: [a.id, bare.id], changes: { publication: 'published' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { mainImage: 'requiredToPublish' } });
    expect((await stored(a.id))!.publication).toBe('draft');

    const unknown = await ctx.t.injectAs('editor', {
      method: 'PATCH',
      url: '/api/admin/units/',
      payload: { ids: [a.id, 999_999], changes: { status: 'available' } },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await stored(a.id))!.status).toBe('sold');
    for (const payload of [
      { ids: [], changes: { status: 'sold' } },
      { ids: [a.id], changes: {} },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1), changes: { status: 'sold' } },
      { ids: [a.id], changes: { title: 'x' } },
    ]) {
      const bad = await ctx.t.injectAs('editor', { method: 'PATCH', url: '/api/admin/units/', payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('lets every role read and only editors and admins write (agents 403), and no one without a session', async () => {
    const unit = await create();
    const writes = [
      { method: 'POST' as const, url: '/api/admin/units/', payload: unitInput(ctx.compoundId) },
      { method: 'PATCH' as const, url: `/api/admin/units/${unit.id}/`, payload: { version: 1, price: 1000 } },
      { method: 'PATCH' as const, url: '/api/admin/units/', payload: { ids: [unit.id], changes: { status: 'sold' } } },
      { method: 'DELETE' as const, url: `/api/admin/units/${unit.id}/` },
      {
        method: 'POST' as const,
        url: '/api/admin/units/import?dry_run=true',
        payload: 'title_en\n',
        headers: { 'content-type': 'text/csv' },
      },
    ];
    for (const write of writes) {
      const res = await ctx.t.injectAs('agent', write);
      expect(res.statusCode, `${write.method} ${write.url}`).toBe(403);
      expect((await ctx.t.injectAs('anonymous', write)).statusCode).toBe(401);
    }
    expect(await read(unit.id)).toMatchObject({ version: 1, price: 185_000 });
    for (const role of STAFF_ROLES) {
      for (const url of ['/api/admin/units/', `/api/admin/units/${unit.id}/`, '/api/admin/units/export.csv']) {
        expect((await ctx.t.injectAs(role, { url })).statusCode, `${role} ${url}`).toBe(200);
      }
    }
    expect((await ctx.t.injectAs('anonymous', { url: '/api/admin/units/' })).statusCode).toBe(401);
  });
});

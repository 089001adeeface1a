import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole, compoundResponseWireSchema, unitDetailWireSchema } from '@app/shared';
import { compoundPhotos, compounds, units } from '../../db/schema/index.js';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';
import { refreshListed } from './editing.js';

describe.each(backends)('catalogue previews on %s', (backend) => {
  let t: TestApp;
  const cookies = {} as Record<StaffRole, string>;
  const get = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  let unitId: number;
  let compound: { id: number; slug: string };

  beforeAll(async () => {
    t = await buildTestApp(backend, { signedInAs: STAFF_ROLES });
    Object.assign(cookies, t.cookies);
    const db = t.database.db;
    const [first] = await db
      .select({ id: compounds.id, slug: compounds.slug })
      .from(compounds)
      .orderBy(asc(compounds.id));
    compound = first!;
    const [unit] = await db
      .select({ id: units.id })
      .from(units)
      .where(eq(units.compoundId, compound.id))
      .orderBy(asc(units.id))
      .limit(1);
    unitId = unit!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const unitPreview = (id: number, query = '', role: StaffRole = 'agent') =>
    get(`/api/admin/units/${id}/preview/${query}`, cookies[role]);
  const compoundPreview = (id: number, query = '', role: StaffRole = 'agent') =>
    get(`/api/admin/compounds/${id}/preview/${query}`, cookies[role]);

  it('answers 401 without a session and previews for every role', async () => {
    for (const url of [`/api/admin/units/${unitId}/preview/`, `/api/admin/compounds/${compound.id}/preview/`]) {
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ error: 'unauthorized' });
      expect(anonymous.json().message).toEqual(expect.any(String));
      for (const role of STAFF_ROLES) {
        const res = await get(url, cookies[role]);
        expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('answers a published record exactly as the public calls do', async () => {
    for (const lang of ['en', 'ar', 'de']) {
      const preview = await unitPreview(unitId, `?lang=${lang}`);
      const published = await get(`/api/home-products/${unitId}/?lang=${lang}`);
      expect(published.statusCode).toBe(200);
      expect(unitDetailWireSchema.strict().parse(preview.json())).toEqual(published.json());
      const compoundAnswer = await compoundPreview(compound.id, `?lang=${lang}`);
      const publicCompound = await get(`/resale-projects/api/project/${compound.slug}/?lang=${lang}`);
      expect(compoundResponseWireSchema.parse(compoundAnswer.json())).toEqual(publicCompound.json());
    }
  });

  it('previews a draft unit of a draft compound, which the public calls answer 404', async () => {
    const db = t.database.db;
    const [published] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(units)
      .where(eq(units.compoundId, compound.id));
    await db.transaction(async (tx) => {
      await tx.update(units).set({ publication: 'draft' }).where(eq(units.id, unitId));
      await tx.update(compounds).set({ publication: 'draft' }).where(eq(compounds.id, compound.id));
      await refreshListed(tx, eq(units.compoundId, compound.id));
    });
    t.app.invalidateResponseCache();
    expect((await get(`/api/home-products/${unitId}/`)).statusCode).toBe(404);
    expect((await get(`/resale-projects/api/project/${compound.id}/`)).statusCode).toBe(404);

    const unit = unitDetailWireSchema.strict().parse((await unitPreview(unitId, '?lang=ar')).json());
    expect(unit.id).toBe(unitId);
    expect(unit.project).toBe(compound.slug);
    expect(unit.title).toMatch(/[\u0600-\u06FF]/);
    const { project } = compoundResponseWireSchema.parse((await compoundPreview(compound.id, '?lang=de')).json());
    expect(project.slug).toBe(compound.slug);
    expect(project.gallery_images.length).toBeGreaterThan(0);
    // The units it would show once published: its published units (all but the draft one).
    expect(project.unit_count).toBe(published!.count - 1);
  });

  it("gives photos the alt text in the visitor's language, English where it is missing", async () => {
    const db = t.database.db;
    const [row] = await db.select({ photos: units.photos }).from(units).where(eq(units.id, unitId));
    const [first, second, ...rest] = row!.photos;
    await db
      .update(units)
      .set({
        photos: [
          { url: first!.url, alt: { en: 'The terrace at sunset', ar: 'الشرفة عند الغروب' } },
          { url: second!.url, alt: { ar: 'المطبخ' } },
          ...rest.map((p) => ({ url: p.url, alt: {} })),
        ],
      })
      .where(eq(units.id, unitId));
    const inLang = async (lang: string) =>
      unitDetailWireSchema.parse((await unitPreview(unitId, `?lang=${lang}`)).json()).photos?.slice(0, 3);
    expect(await inLang('ar')).toEqual([
      { url: first!.url, alt: 'الشرفة عند الغروب' },
      { url: second!.url, alt: 'المطبخ' },
      ...rest.slice(0, 1).map((p) => ({ url: p.url })),
    ]);
    expect(await inLang('de')).toEqual([
      { url: first!.url, alt: 'The terrace at sunset' },
      { url: second!.url },
      ...rest.slice(0, 1).map((p) => ({ url: p.url })),
    ]);

    const [image] = await db
      .select({ id: compoundPhotos.id })
      .from(compoundPhotos)
      .where(eq(compoundPhotos.compoundId, compound.id))
      .orderBy(asc(compoundPhotos.position), asc(compoundPhotos.id))
      .limit(1);
    await db
      .update(compoundPhotos)
      .set({ alt: { en: 'The pool', de: 'Der Pool' } })
      .where(eq(compoundPhotos.id, image!.id));
    const gallery = async (lang: string) =>
      compoundResponseWireSchema.parse((await compoundPreview(compound.id, `?lang=${lang}`)).json()).project
        .gallery_images[0];
    expect(await gallery('de')).toEqual({ id: image!.id, url: expect.any(String), alt: 'Der Pool' });
    expect(await gallery('ar')).toEqual({ id: image!.id, url: expect.any(String), alt: 'The pool' });
  });

  it('answers 404 for an unknown record and 400 for a bad id or language', async () => {
    for (const res of [await unitPreview(999_999), await compoundPreview(999_999)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
    for (const res of [
      await unitPreview(0),
      await get('/api/admin/units/abc/preview/', cookies.agent),
      await get(`/api/admin/compounds/${compound.slug}/preview/`, cookies.agent),
      await compoundPreview(compound.id, '?lang=fr'),
      await get('/api/admin/units/99999999999/preview/', cookies.agent),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

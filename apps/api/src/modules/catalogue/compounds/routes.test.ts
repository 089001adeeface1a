import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CompoundAdmin,
  type CompoundInput,
  EDIT_CONFLICT,
  auditListSchema,
  compoundAdminPageSchema,
  compoundAdminSchema,
  developerAdminPageSchema,
} from '@app/shared';
import { compoundPhotos, compounds, units } from '../../../db/schema/index.js';
import { backends, useTestApp } from '../../../../test/helpers.js';
import { callsOf, catalogueStaff } from '../../../../test/catalogue.js';

describe.each(backends)('compounds in the back office on %s', (backend) => {
  const s = useTestApp(backend, catalogueStaff({ editor: 'Nadia Editor', agent: 'Omar Agent' }));
  const call = callsOf(s);
  let developerId = 0;

  beforeAll(async () => {
    const page = developerAdminPageSchema.parse((await call('GET', '/api/admin/developers/?q=hasheesh')).json());
    developerId = page.results[0]!.id;
  });

  /** A complete compound as the form sends it, in three languages; `over` replaces fields. */
  const body = (over: Partial<CompoundInput> & Record<string, unknown> = {}): CompoundInput => ({
    name: { en: 'Palm Bay Residence', ar: 'بالم باي ريزيدنس', de: 'Palm Bay Residenz' },
    location: { en: 'Sahl Hasheesh', ar: 'سهل حشيش', de: 'Sahl Hasheesh' },
    region: 'sahl-hasheesh',
    status: 'off plan',
    deliveryDate: '2028-06-30',
    developerId,
    featured: false,
    description: { en: 'Sea-front villas.', ar: 'فيلات على البحر.', de: 'Villen am Meer.' },
    specifications: { en: ['Private beach'], ar: ['شاطئ خاص'], de: ['Privatstrand'] },
    vision: { en: 'Quiet living.', ar: 'حياة هادئة.', de: 'Ruhiges Wohnen.' },
    latitude: 27.03,
    longitude: 33.89,
    mainImage: '/media/uploads/aa/bb/main.webp',
    photos: [
      { url: '/media/uploads/aa/bb/one.webp', alt: { en: 'The pool', de: 'Der Pool' } },
      { url: '/media/uploads/aa/bb/two.webp', alt: {} },
    ],
    ...over,
  });
  const create = async (over: Partial<CompoundInput> & Record<string, unknown> = {}): Promise<CompoundAdmin> => {
    const res = await call('POST', '/api/admin/compounds/', 'editor', body(over));
    expect(res.statusCode, res.body).toBe(201);
    return compoundAdminSchema.parse(res.json());
  };
  const read = async (id: number) => {
    const res = await call('GET', `/api/admin/compounds/${id}/`, 'agent');
    expect(res.statusCode, res.body).toBe(200);
    return compoundAdminSchema.parse(res.json());
  };
  const patch = (id: number, payload: object, as: 'editor' | 'admin' = 'editor') =>
    call('PATCH', `/api/admin/compounds/${id}/`, as, payload);
  const list = async (query: string) => {
    const res = await call('GET', `/api/admin/compounds/${query}`, 'agent');
    expect(res.statusCode, res.body).toBe(200);
    return compoundAdminPageSchema.parse(res.json());
  };
  const audit = async (id: number) =>
    auditListSchema.parse((await call('GET', `/api/admin/audit/?entity=compound&id=${id}`, 'agent')).json()).results;
  const seeded = async (slug: string) =>
    (await s.t.database.db.select().from(compounds).where(eq(compounds.slug, slug)))[0]!;

  it('creates a draft compound with its photos and a slug from the English name, and reads it back', async () => {
    const created = await create();
    expect(created).toMatchObject({
      slug: 'palm-bay-residence',
      name: { en: 'Palm Bay Residence', ar: 'بالم باي ريزيدنس', de: 'Palm Bay Residenz' },
      publication: 'draft',
      developerId,
      developerName: 'Hasheesh Estates',
      unitCount: 0,
      missingLanguages: [],
      latitude: 27.03,
      longitude: 33.89,
      deliveryDate: '2028-06-30',
      version: 1,
      updatedBy: 'Nadia Editor',
      photos: [
        { url: '/media/uploads/aa/bb/one.webp', alt: { en: 'The pool', de: 'Der Pool' } },
        { url: '/media/uploads/aa/bb/two.webp', alt: {} },
      ],
      mainVideo: null,
      videoPoster: null,
    });
    expect(await read(created.id)).toEqual(created);
    const rows = await s.t.database.db
      .select({ url: compoundPhotos.url, position: compoundPhotos.position })
      .from(compoundPhotos)
      .where(eq(compoundPhotos.compoundId, created.id));
    expect(rows.sort((a, b) => a.position - b.position)).toEqual([
      { url: '/media/uploads/aa/bb/one.webp', position: 0 },
      { url: '/media/uploads/aa/bb/two.webp', position: 1 },
    ]);

    // The same name again: the generated slug takes the next free number.
    expect((await create()).slug).toBe('palm-bay-residence-2');
    expect((await create()).slug).toBe('palm-bay-residence-3');
  });

  it('gives compounds created at the same moment with the same name a slug each', async () => {
    const name = { en: 'Simultaneous Shores' };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => call('POST', '/api/admin/compounds/', 'editor', body({ name }))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const slugs = answers.map((a) => compoundAdminSchema.parse(a.json()).slug).sort();
    // A name longer than a slug may be: cut, and cut further to make room for the number.
    const long = { en: `Very ${'long '.repeat(22)}Name` };
    const first = compoundAdminSchema.parse(
      (await call('POST', '/api/admin/compounds/', 'editor', body({ name: long }))).json(),
    );
    const second = compoundAdminSchema.parse(
      (await call('POST', '/api/admin/compounds/', 'editor', body({ name: long }))).json(),
    );
    expect(first.slug).toMatch(/^very-long-long-.*long$/);
    expect(first.slug.length).toBeLessThanOrEqual(80);
    expect(second.slug).toBe(`${first.slug.slice(0, 78).replace(/-+$/, '')}-2`);
    expect(slugs).toEqual([
      'simultaneous-shores',
      'simultaneous-shores-2',
      'simultaneous-shores-3',
      'simultaneous-shores-4',
    ]);
  });

  it('refuses a slug that another compound has with 409 (fields.slug = taken), on create and on save', async () => {
    const taken = await call('POST', '/api/admin/compounds/', 'editor', body({ slug: 'hurghada-avenue' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'conflict',
      message: 'slug "hurghada-avenue" is taken by another record.',
      fields: { slug: 'taken' },
    });
    const own = await create({ slug: 'own-slug-bay' });
    expect(own.slug).toBe('own-slug-bay');
    const clash = await patch(own.id, { slug: 'marina-heights', version: 1 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ fields: { slug: 'taken' } });
    expect((await read(own.id)).slug).toBe('own-slug-bay');
    // Its own slug is not "taken".
    const same = await patch(own.id, { slug: 'own-slug-bay', version: 1 });
    expect(same.statusCode, same.body).toBe(200);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['a slug with capitals and spaces', { slug: 'Palm Bay' }, { slug: 'invalid' }],
    ['a slug of dashes only', { slug: '--' }, { slug: 'invalid' }],
    ['a latitude north of the coast (Cairo)', { latitude: 30.04 }, { latitude: 'outsideCoast' }],
    ['a longitude west of the coast, in the Nile valley', { longitude: 32.4 }, { longitude: 'outsideCoast' }],
    ['a longitude east of the coast, in Sinai', { longitude: 35.1 }, { longitude: 'outsideCoast' }],
    ['one coordinate only', { latitude: 27.1, longitude: null }, { longitude: 'required' }],
    ['no English name', { name: { ar: 'اسم', de: 'Name' } }, { 'name.en': 'required' }],
    ['a blank English description', { description: { en: '  ' } }, { 'description.en': 'required' }],
    ['an unknown region', { region: 'cairo' }, { region: 'invalid' }],
    ['an impossible date', { deliveryDate: '2028-02-30' }, { deliveryDate: 'invalid' }],
    ['a photo from elsewhere', { photos: [{ url: 'https://evil.example/x.jpg' }] }, { 'photos.0.url': 'invalid' }],
    ['an unknown field', { owner: 'me' }, { _: expect.any(String) }],
    ['an unknown developer', { developerId: 999_999 }, { developerId: 'invalid' }],
    ['a developer id out of range', { developerId: 2 ** 31 }, { developerId: 'invalid' }],
    [
      'publishing without a main image',
      { publication: 'published', mainImage: '' },
      { mainImage: 'requiredToPublish' },
    ],
  ])('answers a compound with %s with 400 and its fields', async (_, over, fields) => {
    const before = (await list('?pageSize=1')).count;
    const res = await call('POST', '/api/admin/compounds/', 'editor', body(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request', fields });
    expect((await list('?pageSize=1')).count).toBe(before);
  });

  it('says in English what is wrong with a field, next to its code', async () => {
    const res = await call('POST', '/api/admin/compounds/', 'editor', body({ latitude: 41, longitude: 12.5 }));
    const coast = 'must lie on the coast the site sells on (latitude 25.5 to 28.5, longitude 32.5 to 35)';
    expect(res.json()).toEqual({
      error: 'bad_request',
      message: `latitude ${coast}; longitude ${coast}`,
      fields: { latitude: 'outsideCoast', longitude: 'outsideCoast' },
    });
    const many = await call(
      'POST',
      '/api/admin/compounds/',
      'editor',
      body({ photos: Array(41).fill({ url: '/media/a.webp' }) }),
    );
    expect(many.json()).toMatchObject({ message: 'photos has too many entries', fields: { photos: 'tooMany' } });
  });

  it('refuses a save that moves a compound off the coast with 400 naming the field, and keeps its stored position', async () => {
    const placed = await create({ name: { en: 'Placed Bay' }, latitude: 27.2, longitude: 33.83 });
    for (const [over, fields] of [
      [{ latitude: 48.14 }, { latitude: 'outsideCoast' }],
      [{ latitude: 27.2, longitude: 11.58 }, { longitude: 'outsideCoast' }],
      [{ latitude: null }, { latitude: 'required' }],
    ] as const) {
      const res = await patch(placed.id, { version: placed.version, ...over });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request', fields });
    }
    expect(await read(placed.id)).toMatchObject({ latitude: 27.2, longitude: 33.83, version: placed.version });
    // Cleared whole, it is saved.
    const cleared = await patch(placed.id, { version: placed.version, latitude: null, longitude: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await read(placed.id)).toMatchObject({ latitude: null, longitude: null });
  });

  it('saves the fields a save sends over its version, keeps the others, and replaces the photos when sent', async () => {
    const created = await create({ name: { en: 'Keep Fields Bay' } });
    const res = await patch(created.id, {
      version: 1,
      name: { en: 'Keep Fields Bay', ar: 'خليج', de: 'Bucht' },
      photos: [{ url: '/media/uploads/cc/dd/new.webp', alt: { ar: 'المسبح' } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = compoundAdminSchema.parse(res.json());
    expect(saved).toMatchObject({
      version: 2,
      name: { en: 'Keep Fields Bay', ar: 'خليج', de: 'Bucht' },
      photos: [{ url: '/media/uploads/cc/dd/new.webp', alt: { ar: 'المسبح' } }],
      // What the save did not send is as it was.
      slug: created.slug,
      latitude: 27.03,
      publication: 'draft',
      description: created.description,
    });
    const versionOnly = await patch(created.id, { version: 2 });
    expect(versionOnly.statusCode).toBe(200);
    expect(compoundAdminSchema.parse(versionOnly.json())).toMatchObject({ version: 3, photos: saved.photos });

    const entries = await audit(created.id);
    expect(entries.map((e) => e.action)).toEqual(['update', 'update', 'create']);
    expect(entries[2]!.userName).toBe('Nadia Editor');
    expect(entries[2]!.changes.slug).toEqual({ before: null, after: created.slug });
    expect(entries[1]!.changes).toEqual({
      name: { before: { en: 'Keep Fields Bay' }, after: { en: 'Keep Fields Bay', ar: 'خليج', de: 'Bucht' } },
      // The audit log keeps a compound's photos under `gallery`, the name its entries were written with.
      gallery: { before: created.photos, after: saved.photos },
    });
    expect(entries[0]!.changes).toEqual({});
  });

  it('refuses a save over a stale version with 409 naming who saved and when, and keeps the stored record', async () => {
    const created = await create({ name: { en: 'Conflict Cove' } });
    const first = await patch(created.id, { version: 1, status: 'under construction' }, 'admin');
    expect(first.statusCode).toBe(200);
    const saved = compoundAdminSchema.parse(first.json());
    const stale = await patch(created.id, { version: 1, status: 'delivered', featured: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: EDIT_CONFLICT,
      message: `office changed this record at ${saved.updatedAt} after you opened it. Reload it to see their changes.`,
      fields: { changedBy: 'office', changedAt: saved.updatedAt },
    });
    expect(await read(created.id)).toEqual(saved);
    expect((await audit(created.id)).length).toBe(2);
  });

  it('publishes only with a main image, and re-lists the compound’s units in the same save', async () => {
    const hurghada = await seeded('hurghada-avenue');
    const listedUnits = async () =>
      (
        await s.t.database.db
          .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(units)
          .where(and(eq(units.compoundId, hurghada.id), eq(units.listed, true)))
      )[0]!.n;
    const shown = await listedUnits();
    expect(shown).toBeGreaterThan(0);

    const draft = await patch(hurghada.id, { version: hurghada.version, publication: 'draft' });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await listedUnits()).toBe(0);
    const noImage = await patch(hurghada.id, {
      version: hurghada.version + 1,
      publication: 'published',
      mainImage: '',
    });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toMatchObject({ fields: { mainImage: 'requiredToPublish' } });
    expect(await listedUnits()).toBe(0);
    const published = await patch(hurghada.id, { version: hurghada.version + 1, publication: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(compoundAdminSchema.parse(published.json()).publication).toBe('published');
    expect(await listedUnits()).toBe(shown);

    const fresh = await create({ mainImage: '' });
    const refused = await patch(fresh.id, { version: 1, publication: 'published' });
    expect(refused.statusCode).toBe(400);
    expect((await read(fresh.id)).publication).toBe('draft');
    const withImage = await patch(fresh.id, {
      version: 1,
      publication: 'published',
      mainImage: '/media/uploads/aa/bb/main.webp',
    });
    expect(withImage.statusCode).toBe(200);
    expect((await audit(fresh.id))[0]!.changes).toEqual({
      mainImage: { before: '', after: '/media/uploads/aa/bb/main.webp' },
      publication: { before: 'draft', after: 'published' },
    });
  });

  it('lists compounds by name with filters, search in every language, translation gaps and pages', async () => {
    const gaps = await create({
      name: { en: 'Zzz Untranslated Gardens', ar: 'حدائق' },
      region: 'el-gouna',
      status: 'delivered',
      specifications: { en: ['Lagoon access'] },
    });
    const one = await list(`?q=untranslated`);
    expect(one.results.map((c) => c.id)).toEqual([gaps.id]);
    expect(one.results[0]).toMatchObject({ missingLanguages: ['ar', 'de'], developerName: 'Hasheesh Estates' });
    expect((await list(`?q=${encodeURIComponent('حدائق')}`)).results.map((c) => c.id)).toEqual([gaps.id]);
    expect((await list(`?q=zzz-untranslated`)).results.map((c) => c.id)).toEqual([gaps.id]);
    expect((await list(`?q=${encodeURIComponent('هرغادا')}`)).results.map((c) => c.slug)).toEqual(['hurghada-avenue']);

    const needs = await list('?needsTranslation=true&pageSize=100');
    expect(needs.results.map((c) => c.id)).toContain(gaps.id);
    expect(needs.results.every((c) => c.missingLanguages.length > 0)).toBe(true);
    const complete = await list('?needsTranslation=false&pageSize=100');
    expect(complete.results.every((c) => c.missingLanguages.length === 0)).toBe(true);
    expect(complete.results.map((c) => c.slug)).toContain('hurghada-avenue');

    const filtered = await list('?region=el-gouna&status=delivered&publication=draft&pageSize=100');
    expect(filtered.results.map((c) => c.id)).toEqual([gaps.id]);

    const all = await list('?pageSize=100');
    const names = all.results.map((c) => c.name.en.toLowerCase());
    expect(names).toEqual([...names].sort());
    const hurghada = all.results.find((c) => c.slug === 'hurghada-avenue')!;
    const [counted] = await s.t.database.db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(units)
      .where(eq(units.compoundId, hurghada.id));
    expect(hurghada.unitCount).toBe(counted?.n);
    const page2 = await list('?pageSize=3&page=2');
    expect(page2).toMatchObject({ count: all.count, page: 2, pageSize: 3 });
    expect(page2.results.map((c) => c.id)).toEqual(all.results.slice(3, 6).map((c) => c.id));
    for (const query of ['?region=cairo', '?needsTranslation=yes', '?page=0', '?pageSize=500', '?sort=name']) {
      const res = await call('GET', `/api/admin/compounds/${query}`, 'agent');
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('refuses to delete a compound with units, and deletes one without, photos and all', async () => {
    const hurghada = await seeded('hurghada-avenue');
    const refused = await call('DELETE', `/api/admin/compounds/${hurghada.id}/`, 'editor');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Hurghada Avenue still has \d+ units/);
    expect((await call('GET', `/api/admin/compounds/${hurghada.id}/`, 'editor')).statusCode).toBe(200);

    const doomed = await create({ name: { en: 'Gone Tomorrow' } });
    const deleted = await call('DELETE', `/api/admin/compounds/${doomed.id}/`, 'editor');
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await call('GET', `/api/admin/compounds/${doomed.id}/`, 'editor')).statusCode).toBe(404);
    const images = await s.t.database.db.select().from(compoundPhotos).where(eq(compoundPhotos.compoundId, doomed.id));
    expect(images).toEqual([]);
    const [entry] = await audit(doomed.id);
    expect(entry).toMatchObject({
      action: 'delete',
      userName: 'Nadia Editor',
      changes: { slug: { before: 'gone-tomorrow', after: null }, gallery: { before: doomed.photos, after: null } },
    });
    expect((await call('DELETE', `/api/admin/compounds/${doomed.id}/`, 'editor')).statusCode).toBe(404);
  });

  it('drops the cached public answers on every change, so the site shows it at once', async () => {
    const url = '/resale-projects/api/project/marina-heights/';
    const cached = async () => {
      await s.t.app.inject({ url });
      const again = await s.t.app.inject({ url });
      expect(again.headers['x-cache']).toBe('hit');
      return (again.json() as { project: { name: string } }).project;
    };
    const marina = await seeded('marina-heights');
    expect((await cached()).name).toBe('Marina Heights');
    const saved = await patch(marina.id, { version: marina.version, name: { en: 'Marina Heights Renamed' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const fresh = await s.t.app.inject({ url });
    expect(fresh.headers['x-cache']).toBe('miss');
    expect((fresh.json() as { project: { name: string } }).project.name).toBe('Marina Heights Renamed');

    for (const write of [
      () => call('POST', '/api/admin/developers/', 'editor', { name: 'Cache Check Ltd' }),
      () => call('POST', '/api/admin/compounds/', 'editor', body({ name: { en: 'Cache Check Bay' } })),
    ]) {
      await cached();
      expect((await write()).statusCode).toBe(201);
      expect((await s.t.app.inject({ url })).headers['x-cache']).toBe('miss');
    }
    // A refused change leaves the cache alone.
    await cached();
    expect((await patch(marina.id, { version: marina.version, featured: true })).statusCode).toBe(409);
    expect((await s.t.app.inject({ url })).headers['x-cache']).toBe('hit');
  });

  it('lets every role read, only editors and admins write, and nobody without a session', async () => {
    const created = await create({ name: { en: 'Role Check Resort' } });
    const cases: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object][] = [
      ['GET', '/api/admin/compounds/'],
      ['GET', `/api/admin/compounds/${created.id}/`],
      ['GET', `/api/admin/audit/?entity=compound&id=${created.id}`],
      ['POST', '/api/admin/compounds/', body()],
      ['PATCH', `/api/admin/compounds/${created.id}/`, { version: 1, featured: true }],
      ['DELETE', `/api/admin/compounds/${created.id}/`],
    ];
    for (const [method, url, payload] of cases) {
      const agent = await call(method, url, 'agent', payload);
      expect(agent.statusCode, `${method} ${url}`).toBe(method === 'GET' ? 200 : 403);
      const anonymous = await call(method, url, 'anonymous', payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await read(created.id)).toEqual(created);
  });

  it('answers bad ids and audit queries with 4xx', async () => {
    for (const url of [
      '/api/admin/compounds/hurghada-avenue/',
      '/api/admin/compounds/0/',
      '/api/admin/compounds/99999999999/',
      '/api/admin/audit/',
      '/api/admin/audit/?entity=villa&id=1',
      '/api/admin/audit/?entity=compound&id=x',
    ]) {
      expect((await call('GET', url, 'agent')).statusCode, url).toBe(400);
    }
    expect((await call('GET', '/api/admin/compounds/999999/', 'agent')).statusCode).toBe(404);
    expect((await patch(999_999, { version: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/compounds/999999/', 'editor')).statusCode).toBe(404);
    const none = await call('GET', '/api/admin/audit/?entity=unit&id=999999', 'agent');
    expect(none.json()).toEqual({ results: [] });
  });
});

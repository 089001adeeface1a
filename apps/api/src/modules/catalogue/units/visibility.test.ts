import { type SQL, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type UnitWire,
  compoundListWireSchema,
  compoundResponseWireSchema,
  sitemapIndexSchema,
  sitemapUnitsSchema,
  unitDetailWireSchema,
  unitPageWireSchema,
  unitWireSchema,
} from '@app/shared';
import { compounds, units } from '../../../db/schema/index.js';
import { inquiryBody, siteHeaders } from '../../../../test/factories.js';
import { type TestApp, backends, buildTestApp } from '../../../../test/helpers.js';
import { type Writer, refreshListed } from '../editing.js';

/**
 * Drafts, archived units and the units of a draft compound are absent from every public answer (issue 16,
 * point 3), and there again once published. The records are changed in the database as the back office
 * does (columns, then refreshListed in the same transaction), then the answer cache is dropped as every
 * catalogue write does.
 */

type Picked = { id: number; title: string; location: string; region: string; slug: string | null };

/** Every public answer a unit can appear in. */
const UNIT_ANSWERS = [
  'list',
  'legacy list',
  'search',
  'search by location',
  'region filter',
  'compound or private filter',
  'detail',
  'detail in Arabic',
  'compound unit count',
  'sitemap',
  'inquiry',
];
const COMPOUND_ANSWERS = ['call by id', 'call by slug', 'compound list', 'sitemap', 'unit filter', 'inquiry'];

describe.each(backends)('drafts on the public site on %s', (backend) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const json = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as unknown;
  };
  const ids = (list: UnitWire[]) => new Set(list.map((u) => u.id));
  let client = 0;
  /** Whether the inquiry form takes an inquiry about it (201), or answers that it does not exist (404). */
  const inquiryTaken = async (body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries/',
      payload: body,
      headers: siteHeaders(`198.51.100.${++client % 250}`),
    });
    expect([201, 404], res.body).toContain(res.statusCode);
    return res.statusCode === 201;
  };

  /** Every unit of the paginated list matching `query`, all pages walked, and the count it answered. */
  const everyPage = async (query: string) => {
    const first = unitPageWireSchema.parse(await json(`/api/home-products/?${query}&page_size=100`));
    const results = [...first.results];
    for (let p = 2; results.length < first.count && p < 50; p++) {
      results.push(
        ...unitPageWireSchema.parse(await json(`/api/home-products/?${query}&page_size=100&page=${p}`)).results,
      );
    }
    expect(results, `${query}: the pages hold as many units as the count says`).toHaveLength(first.count);
    return results;
  };

  const sitemapUnitIds = async () => {
    const index = sitemapIndexSchema.parse(await json('/api/sitemap/'));
    const found: number[] = [];
    for (const { part } of index.unitParts) {
      found.push(...sitemapUnitsSchema.parse(await json(`/api/sitemap/units/${part}/`)).results.map((u) => u.id));
    }
    expect(found, 'the sitemap counts what its parts hold').toHaveLength(index.unitCount);
    return new Set(found);
  };

  const compoundUnitCount = async (slug: string) => {
    const res = await get(`/resale-projects/api/project/${slug}/`);
    return res.statusCode === 200 ? compoundResponseWireSchema.parse(res.json()).project.unit_count : null;
  };

  /** The public answers that show the unit. */
  const unitShownIn = async (unit: Picked): Promise<string[]> => {
    const shown: string[] = [];
    if (ids(await everyPage('sort=newest')).has(unit.id)) shown.push('list');
    const legacy = await get('/api/home-products/');
    const legacyUnits = unitWireSchema.array().parse(legacy.json());
    expect(legacy.headers['x-total-count']).toBe(String(legacyUnits.length));
    if (ids(legacyUnits).has(unit.id)) shown.push('legacy list');
    if (ids(await everyPage(`search=${encodeURIComponent(unit.title)}`)).has(unit.id)) shown.push('search');
    // A place matches the search tables' facets (location, unit type), which listed units share with it.
    if (ids(await everyPage(`search=${encodeURIComponent(unit.location)}`)).has(unit.id))
      shown.push('search by location');
    if (ids(await everyPage(`location=${unit.region}`)).has(unit.id)) shown.push('region filter');
    const inGroup = await everyPage(unit.slug ? `project=${unit.slug}` : 'private=true');
    if (ids(inGroup).has(unit.id)) shown.push('compound or private filter');
    const detail = await get(`/api/home-products/${unit.id}/`);
    if (detail.statusCode === 200) {
      expect(unitDetailWireSchema.parse(detail.json()).id).toBe(unit.id);
      shown.push('detail');
    } else {
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toMatchObject({ error: 'not_found' });
    }
    if ((await get(`/api/home-products/${unit.id}/?lang=ar`)).statusCode === 200) shown.push('detail in Arabic');
    // The compound counts exactly the units its filter lists (a private unit counts in no compound).
    if (unit.slug) {
      const count = await compoundUnitCount(unit.slug);
      if (count !== null) {
        expect(count).toBe(inGroup.length);
        if (inGroup.some((u) => u.id === unit.id)) shown.push('compound unit count');
      }
    } else if (shown.includes('detail')) shown.push('compound unit count');
    if ((await sitemapUnitIds()).has(unit.id)) shown.push('sitemap');
    if (await inquiryTaken(inquiryBody('unit', { unitId: unit.id, page: `/property/${unit.id}` })))
      shown.push('inquiry');
    return shown;
  };

  /** The public answers that show the compound. */
  const compoundShownIn = async (compound: { id: number; slug: string }): Promise<string[]> => {
    const shown: string[] = [];
    for (const [name, key] of [
      ['call by id', String(compound.id)],
      ['call by slug', compound.slug],
    ] as const) {
      const res = await get(`/resale-projects/api/project/${key}/`);
      if (res.statusCode === 200) {
        expect(compoundResponseWireSchema.parse(res.json()).project.slug).toBe(compound.slug);
        shown.push(name);
      } else {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: 'not_found' });
      }
    }
    const list = compoundListWireSchema.parse(await json('/resale-projects/api/projects/'));
    if (list.results.some((c) => c.slug === compound.slug)) shown.push('compound list');
    const index = sitemapIndexSchema.parse(await json('/api/sitemap/'));
    if (index.compounds.some((c) => c.slug === compound.slug)) shown.push('sitemap');
    if ((await everyPage(`project=${compound.slug}`)).length > 0) shown.push('unit filter');
    if (await inquiryTaken(inquiryBody('site-visit', { compound: compound.slug }))) shown.push('inquiry');
    return shown;
  };

  /** The totals of every way of counting the public units agree with each other. */
  const expectTotalsAgree = async () => {
    const listed = (await everyPage('sort=price-asc')).length;
    const legacy = await get('/api/home-products/');
    expect(Number(legacy.headers['x-total-count'])).toBe(listed);
    expect(sitemapIndexSchema.parse(await json('/api/sitemap/')).unitCount).toBe(listed);
    const byPrivate = (await everyPage('private=true')).length + (await everyPage('private=false')).length;
    expect(byPrivate).toBe(listed);
    return listed;
  };

  let draftUnit: Picked;
  let archivedUnit: Picked;
  let unitOfDraftCompound: Picked;
  let draftCompound: { id: number; slug: string };
  let total: number;

  /** A change as the back office makes it: the columns and units.listed in one transaction, then the cache. */
  const change = async (write: (tx: Writer) => Promise<void>) => {
    await t.database.db.transaction(write);
    t.app.invalidateResponseCache();
  };

  beforeAll(async () => {
    t = await buildTestApp(backend, { app: { inquiries: { ratePerMinute: 1000, ratePerDay: 1000 } } });
    const db = t.database.db;
    const pick = async (where: SQL) => {
      const [row] = await db
        .select({
          id: units.id,
          title: sql<string>`${units.title}->>'en'`,
          location: sql<string>`${units.location}->>'en'`,
          region: units.region,
          slug: compounds.slug,
        })
        .from(units)
        .leftJoin(compounds, eq(compounds.id, units.compoundId))
        .where(where)
        .orderBy(asc(units.id))
        .limit(1);
      if (!row) throw new Error('the seed has no such unit');
      return row;
    };
    const [first, second] = await db
      .select({ id: compounds.id, slug: compounds.slug })
      .from(compounds)
      .orderBy(asc(compounds.id))
      .limit(2);
    draftCompound = first!;
    unitOfDraftCompound = await pick(eq(units.compoundId, first!.id));
    draftUnit = await pick(eq(units.compoundId, second!.id));
    archivedUnit = await pick(isNull(units.compoundId));
    total = await expectTotalsAgree();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows every picked record everywhere before any change', async () => {
    for (const unit of [draftUnit, archivedUnit, unitOfDraftCompound]) {
      expect(await unitShownIn(unit), `unit ${unit.id}`).toEqual(UNIT_ANSWERS);
    }
    expect(await compoundShownIn(draftCompound)).toEqual(COMPOUND_ANSWERS);
  });

  it('leaves a draft unit, an archived unit, a draft compound and its units out of every public answer', async () => {
    const compoundUnits = (await everyPage(`project=${draftCompound.slug}`)).length;
    await change(async (tx) => {
      await tx.update(units).set({ publication: 'draft' }).where(eq(units.id, draftUnit.id));
      await refreshListed(tx, eq(units.id, draftUnit.id));
      await tx.update(units).set({ archivedAt: new Date() }).where(eq(units.id, archivedUnit.id));
      await refreshListed(tx, eq(units.id, archivedUnit.id));
      await tx.update(compounds).set({ publication: 'draft' }).where(eq(compounds.id, draftCompound.id));
      await refreshListed(tx, eq(units.compoundId, draftCompound.id));
    });
    for (const unit of [draftUnit, archivedUnit, unitOfDraftCompound]) {
      expect(await unitShownIn(unit), `unit ${unit.id}`).toEqual([]);
    }
    expect(await compoundShownIn(draftCompound)).toEqual([]);
    expect(await expectTotalsAgree()).toBe(total - 2 - compoundUnits);
  });

  it('shows them all again once published', async () => {
    await change(async (tx) => {
      await tx.update(units).set({ publication: 'published' }).where(eq(units.id, draftUnit.id));
      await tx.update(units).set({ archivedAt: null }).where(eq(units.id, archivedUnit.id));
      await tx.update(compounds).set({ publication: 'published' }).where(eq(compounds.id, draftCompound.id));
      await refreshListed(tx, sql`true`);
    });
    for (const unit of [draftUnit, archivedUnit, unitOfDraftCompound]) {
      expect(await unitShownIn(unit), `unit ${unit.id}`).toEqual(UNIT_ANSWERS);
    }
    expect(await compoundShownIn(draftCompound)).toEqual(COMPOUND_ANSWERS);
    expect(await expectTotalsAgree()).toBe(total);
  });

  it("reads a search's listed units from the covering search-key indexes alone (index-only)", async () => {
    // The statement's way of reading units by key (search-statement.ts), with its public filter and others.
    const plans: string[] = [];
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      for (const [key, table] of [
        ['facet_key', 'search_facets'],
        ['title_key', 'search_titles'],
      ] as const) {
        const result = await tx.execute(
          sql.raw(`explain select count(*) from units where ${key} = any(array(select key from ${table}))
            and listed and region = 'el-gouna' and bedrooms = 2 and status = 'available'`),
        );
        // Both drivers (node-postgres, PGlite) answer an object with the rows.
        const { rows } = result as unknown as { rows: Record<string, string>[] };
        plans.push(rows.map((row) => Object.values(row)[0]).join('\n'));
      }
    });
    expect(plans[0]).toMatch(/Index Only Scan using units_facet_key_idx on units/);
    expect(plans[1]).toMatch(/Index Only Scan using units_title_key_idx on units/);
  });

  it('keeps a published unit of a draft compound out until the compound is published', async () => {
    await change(async (tx) => {
      await tx.update(compounds).set({ publication: 'draft' }).where(eq(compounds.id, draftCompound.id));
      await refreshListed(tx, eq(units.compoundId, draftCompound.id));
    });
    expect(await unitShownIn(unitOfDraftCompound)).toEqual([]);
    // Publishing the unit alone changes nothing: its compound is still a draft.
    await change(async (tx) => {
      await tx.update(units).set({ publication: 'published' }).where(eq(units.id, unitOfDraftCompound.id));
      await refreshListed(tx, eq(units.id, unitOfDraftCompound.id));
    });
    expect(await unitShownIn(unitOfDraftCompound)).toEqual([]);
    await change(async (tx) => {
      await tx.update(compounds).set({ publication: 'published' }).where(eq(compounds.id, draftCompound.id));
      await refreshListed(tx, eq(units.compoundId, draftCompound.id));
    });
    expect(await unitShownIn(unitOfDraftCompound)).toEqual(UNIT_ANSWERS);
  });
});

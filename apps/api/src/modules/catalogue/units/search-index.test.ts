import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { PRICE_BANDS, PRICE_BAND_KEYS, type UnitPageWire, unitPageWireSchema } from '@app/shared';
import { type TestApp, backends, buildTestApp } from '../../../../test/helpers.js';
import { type LocalizedText, searchFacets, searchTitles, units } from '../../../db/schema/index.js';
import { reseed } from '../../../db/seed/seed.js';

/**
 * The search box and the unfiltered count read search_facets and search_titles, which database triggers
 * derive from units. These tests write to units directly (as any writer could) and check that the API's
 * answers follow, and that the derived tables always equal what they are derived from.
 */
describe.each(backends)('search tables kept by triggers on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { app: { cache: { ttlMs: 0, maxEntries: 1 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (query: string): Promise<UnitPageWire> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/home-products/?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return unitPageWireSchema.parse(res.json());
  };
  /** Ids of every unit a query answers, walking the pages until one comes back empty. */
  const allIds = async (query: string) => {
    const ids: number[] = [];
    for (let p = 1; ; p++) {
      const { results } = await page(`${query}&page=${p}`);
      if (results.length === 0) return ids;
      ids.push(...results.map((u) => u.id));
    }
  };
  /** Ids of every unit the search answers, and the count it states. */
  const searchIds = async (text: string) => {
    const q = `search=${encodeURIComponent(text)}&page_size=100`;
    return { count: (await page(q)).count, ids: (await allIds(q)).sort((a, b) => a - b) };
  };
  /** The units whose title, location or type contains `text` (any case) in any language, read from units. */
  const expectedIds = async (text: string) => {
    const rows = await t.database.db
      .select({ id: units.id, title: units.title, location: units.location, unitType: units.unitType })
      .from(units);
    const needle = text.toLowerCase();
    const texts = (l: LocalizedText) => [l.en, l.ar, l.de];
    return rows
      .filter((r) =>
        [...texts(r.title), ...texts(r.location), r.unitType].some((s) => s?.toLowerCase().includes(needle)),
      )
      .map((r) => r.id)
      .sort((a, b) => a - b);
  };
  const expectSearch = async (text: string, expectedCount?: number) => {
    const expected = await expectedIds(text);
    if (expectedCount !== undefined) expect(expected, text).toHaveLength(expectedCount);
    const answer = await searchIds(text);
    expect(answer.ids, text).toEqual(expected);
    expect(answer.count, text).toBe(expected.length);
  };
  const unitCount = async () => (await t.database.db.select({ n: count() }).from(units))[0]?.n ?? 0;

  /** How many units are in each price band, in the order of PRICE_BANDS, as the filter defines the bands. */
  const bandCounts = sql<number[]>`array[${sql.join(
    PRICE_BAND_KEYS.map((band) => {
      const [min, max] = PRICE_BANDS[band];
      const below = Number.isFinite(max) ? sql` and ${units.priceUsd} < ${max}` : sql``;
      return sql`count(*) filter (where ${units.priceUsd} >= ${min}${below})`;
    }),
    sql`, `,
  )}]::int[]`;

  /** search_facets and search_titles equal a fresh aggregate of units: keys, counts and lower-cased texts. */
  const expectTablesInStep = async () => {
    const db = t.database.db;
    const facets = await db
      .select({
        key: units.facetKey,
        locationEn: sql<string | null>`lower(${units.location}->>'en')`,
        locationAr: sql<string | null>`lower(${units.location}->>'ar')`,
        locationDe: sql<string | null>`lower(${units.location}->>'de')`,
        unitType: sql<string>`lower(${units.unitType})`,
        unitCount: count(),
        bandCounts,
      })
      .from(units)
      .groupBy(sql`1, 2, 3, 4, 5`)
      .orderBy(units.facetKey);
    expect(await db.select().from(searchFacets).orderBy(searchFacets.key)).toEqual(facets);
    const titles = await db
      .select({
        key: units.titleKey,
        facetKey: units.facetKey,
        titleEn: sql<string | null>`lower(${units.title}->>'en')`,
        titleAr: sql<string | null>`lower(${units.title}->>'ar')`,
        titleDe: sql<string | null>`lower(${units.title}->>'de')`,
        unitCount: count(),
        bandCounts,
      })
      .from(units)
      .groupBy(sql`1, 2, 3, 4, 5`)
      .orderBy(units.titleKey);
    expect(await db.select().from(searchTitles).orderBy(searchTitles.key)).toEqual(titles);
    expect((await page('page=1')).count).toBe(await unitCount());
    const prices = (await db.select({ price: units.priceUsd }).from(units)).map((u) => u.price);
    for (const band of PRICE_BAND_KEYS) {
      const [min, max] = PRICE_BANDS[band];
      const inBand = prices.filter((price) => price >= min && price < max).length;
      expect((await page(`page=1&price_band=${band}`)).count, band).toBe(inBand);
    }
  };

  /** A unit like the first seeded one, with its own title, location and type. */
  const newUnit = async (title: LocalizedText, location: LocalizedText, unitType: string) => {
    const [template] = await t.database.db.select().from(units).orderBy(units.id).limit(1);
    if (!template) throw new Error('no seeded unit');
    const { id: _id, facetKey: _f, titleKey: _t, createdAt: _c, updatedAt: _u, reference: _r, ...rest } = template;
    return { ...rest, title, location, unitType };
  };
  const inserted: number[] = [];

  it('puts a price in the same band as the price filter does, at and around every bound', async () => {
    const prices = [0, 1, 199_999, 200_000, 200_001, 399_999, 400_000, 599_999, 600_000, 2_000_000_000];
    const bandOf = (price: number) => {
      const index = PRICE_BAND_KEYS.findIndex((b) => price >= PRICE_BANDS[b][0] && price < PRICE_BANDS[b][1]);
      return index < 0 ? null : index + 1;
    };
    const result = await t.database.db
      .select({ price: sql<number>`p`.mapWith(Number), band: sql<number | null>`price_band(p)` })
      .from(sql`unnest(${`{${prices.join(',')}}`}::int[]) as p`);
    expect(result.map((r) => [r.price, r.band])).toEqual(prices.map((p) => [p, bandOf(p)]));
  });

  it('after seeding, holds exactly the distinct texts and counts of the units', async () => {
    await expectTablesInStep();
    expect((await t.database.db.select({ n: count() }).from(searchTitles))[0]?.n).toBeGreaterThan(10);
  });

  it.each(['villa', 'GOUNA', 'الغردقة', 'Wohnung', 'sea view', 'Studio', 'a', 'في', '%', '_', 'nothing-matches-this'])(
    'answers search %s with exactly the units whose title, location or type contains it',
    async (text) => {
      await expectSearch(text);
    },
  );

  it('finds and counts units inserted by any writer, by title, location and type, in every language', async () => {
    const before = await unitCount();
    const loft = { en: 'Zephyrine Loft', ar: 'لوفت زفيرين', de: 'Zephyrin-Loft' };
    const bay = { en: 'Qoseir Cove, Quseer', ar: 'خليج القصير، القصير', de: 'Qoseir-Bucht, Quseer' };
    const rows = await t.database.db
      .insert(units)
      .values([
        await newUnit(loft, bay, 'Zenith Suite'),
        await newUnit(loft, bay, 'Zenith Suite'),
        await newUnit({ en: 'Marlowe Garden House', ar: 'بيت مارلو', de: 'Marlowe-Gartenhaus' }, bay, 'Villa'),
      ])
      .returning({ id: units.id });
    inserted.push(...rows.map((r) => r.id));
    expect((await page('page=1')).count).toBe(before + 3);
    await expectSearch('zephyrine', 2);
    await expectSearch('زفيرين', 2);
    await expectSearch('Zephyrin-loft', 2);
    await expectSearch('qoseir', 3);
    await expectSearch('القصير', 3);
    await expectSearch('zenith suite', 2);
    await expectSearch('marlowe', 1);
    await expectTablesInStep();
  });

  it('follows edits: a unit is found by its new text only, and other edits leave search alone', async () => {
    const [first, second, third] = inserted as [number, number, number];
    await t.database.db
      .update(units)
      .set({ title: { en: 'Halcyon Penthouse', ar: 'بنتهاوس هالسيون', de: 'Halcyon-Penthouse' } })
      .where(eq(units.id, first));
    await expectSearch('zephyrine', 1);
    await expectSearch('halcyon', 1);
    await t.database.db
      .update(units)
      .set({ location: { en: 'Makadi Heights, Makadi', ar: 'مرتفعات مكادي', de: 'Makadi Heights, Makadi' } })
      .where(eq(units.id, second));
    await expectSearch('qoseir', 2);
    await expectSearch('makadi', 1);
    await t.database.db.update(units).set({ unitType: 'Zenith Villa' }).where(eq(units.id, third));
    await expectSearch('zenith', 3);
    await expectSearch('zenith suite', 2);
    const priced = await t.database.db
      .update(units)
      .set({ priceUsd: sql`${units.priceUsd} + 1000` })
      .returning({ id: units.id });
    expect(priced.length).toBe(await unitCount());
    await expectSearch('zenith', 3);
    await expectTablesInStep();
  });

  it('forgets deleted units: gone from search and from the count, and texts no unit has are dropped', async () => {
    const before = await unitCount();
    const [first, second, third] = inserted as [number, number, number];
    await t.database.db.delete(units).where(eq(units.id, first));
    expect((await page('page=1')).count).toBe(before - 1);
    await expectSearch('halcyon', 0);
    const halcyon = await t.database.db
      .select({ n: count() })
      .from(searchTitles)
      .where(sql`${searchTitles.titleEn} like '%halcyon%'`);
    expect(halcyon[0]?.n).toBe(0);
    await t.database.db.delete(units).where(inArray(units.id, [second, third]));
    expect((await page('page=1')).count).toBe(before - 3);
    for (const text of ['zephyrine', 'makadi', 'zenith', 'marlowe', 'qoseir']) await expectSearch(text, 0);
    const makadi = await t.database.db
      .select({ n: count() })
      .from(searchFacets)
      .where(sql`${searchFacets.locationEn} like '%makadi%'`);
    expect(makadi[0]?.n).toBe(0);
    await expectTablesInStep();
  });

  it('answers a search matching hundreds of units exactly, alone and with filters and sorts', async () => {
    // More matches than the service looks up by key, so that it filters units read in page order instead.
    const template = await newUnit({ en: '', ar: '', de: '' }, { en: '', ar: '', de: '' }, '');
    const bay = { en: 'Aurora Bay, Safaga', ar: 'خليج أورورا، سفاجا', de: 'Aurora-Bucht, Safaga' };
    const rows = Array.from({ length: 640 }, (_, i) => ({
      ...template,
      title: { en: `Aurora Residence ${i % 40}`, ar: `مسكن أورورا ${i % 40}`, de: `Aurora-Residenz ${i % 40}` },
      location: i % 2 === 0 ? bay : template.location,
      unitType: i % 5 === 0 ? 'Aurora Chalet' : template.unitType,
      priceUsd: 90_000 + ((i * 7919) % 900_000),
      createdAt: new Date(Date.UTC(2026, 0, 1) + ((i * 104_729) % 10_000) * 60_000),
    }));
    const ids = await t.database.db.insert(units).values(rows).returning({ id: units.id });
    await expectSearch('aurora', 640);
    await expectSearch('أورورا', 640);
    await expectSearch('safaga', 320);
    await expectSearch('aurora chalet', 128);
    const idsOf = async (query: string) => {
      const found = await allIds(`${query}&page_size=100`);
      expect(found).toHaveLength((await page(query)).count);
      return found;
    };
    // 'aurora' matches more units than the service looks up by key, 'aurora chalet' fewer; with a filter,
    // the number that pass it decides (bedrooms: all 640, a band: fewer than 500).
    for (const text of ['aurora', 'aurora chalet']) {
      const matching = new Set(await expectedIds(text));
      for (const filters of [
        'sort=newest',
        'sort=price-asc',
        'price_band=400k-600k',
        'price_band=under-200k&sort=price-desc',
        `bedrooms=${template.bedrooms}&sort=price-asc`,
        `status=available&price_band=200k-400k`,
        `location=${template.region}&sort=price-desc`,
        ...(template.category ? [`type=${template.category}&price_band=400k-600k`] : []),
      ]) {
        const expected = (await idsOf(filters)).filter((id) => matching.has(id));
        expect(expected.length, `${text} ${filters}`).toBeGreaterThan(0);
        expect(await idsOf(`${filters}&search=${encodeURIComponent(text)}`), `${text} ${filters}`).toEqual(expected);
      }
    }
    await t.database.db.delete(units).where(
      inArray(
        units.id,
        ids.map((r) => r.id),
      ),
    );
    await expectSearch('aurora', 0);
    await expectTablesInStep();
  });

  it('starts over with the catalogue when units are truncated and reseeded', async () => {
    // CASCADE: the WhatsApp click counts refer to units, as the seed's own truncate does.
    await t.database.db.execute(sql`truncate ${units} cascade`);
    expect(await t.database.db.select().from(searchFacets)).toEqual([]);
    expect(await t.database.db.select().from(searchTitles)).toEqual([]);
    expect((await page('page=1')).count).toBe(0);
    expect((await page('search=villa')).count).toBe(0);
    await reseed(t.database.db);
    await expectTablesInStep();
    await expectSearch('villa');
  });
});

import { type SQLWrapper, and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNIT_SORTS, type UnitQuery, unitQuerySchema } from '@app/shared';
import { units } from '../../../db/schema/index.js';
import { backends, useTestApp } from '../../../../test/helpers.js';
import {
  EL_GOUNA_AREA,
  EL_GOUNA_BOX,
  SAHL_HASHEESH_TRIANGLE,
  SEA_BOX,
  areaQuery,
  bboxQuery,
} from '../../../../test/geo.js';
import { bandBounds, bandFilter, filtersOf, listedUnit, orderOf, searchMatch } from './filters.js';
import { type WalkTuning, filteredPage, topIds, walkedIds } from './list-page.js';
import { searchPage } from './search-statement.js';

/** Central Hurghada (El Dahar to Sakkala), as the bench's box: compounds and private units. */
const HURGHADA_BOX = bboxQuery({ west: 33.78, south: 27.12, east: 33.86, north: 27.26 });
/** The map's boxes and drawn areas (decision 0049), alone and with other filters. */
const PLACED = [
  bboxQuery(EL_GOUNA_BOX),
  bboxQuery(SEA_BOX),
  HURGHADA_BOX,
  areaQuery(SAHL_HASHEESH_TRIANGLE),
  `area=${EL_GOUNA_AREA}`,
  `${bboxQuery(EL_GOUNA_BOX)}&type=2-bedroom`,
  `${HURGHADA_BOX}&private=true`,
  `${HURGHADA_BOX}&private=false&price_band=200k-400k`,
  `${areaQuery(SAHL_HASHEESH_TRIANGLE)}&ready=1&payment_plan=1`,
  `${bboxQuery(EL_GOUNA_BOX)}&${areaQuery(SAHL_HASHEESH_TRIANGLE)}`,
];

/**
 * A filtered page finds its units one of three ways (decision 0050): from the start of the order's index,
 * by a bounded walk of it, or by ordering the filter's own index entries. Whichever way runs, the page and
 * the count must be those of the plain statement (every matching listed unit, ordered, then cut), a box's
 * or an area's too (its compounds tested once, its units placed apart one by one, decision 0053). The
 * seeded catalogue has 120 units, so the walk's bounds are lowered here to take every way on it.
 */
const QUERIES = [
  '',
  'type=studio',
  'type=3-bedroom',
  'kind=villa',
  'kind=apartment',
  'location=el-gouna',
  'price_band=under-200k',
  'price_band=over-600k',
  'project=hurghada-avenue',
  'project=no-such-compound',
  'bedrooms=2',
  'private=true',
  'private=false',
  'status=sold',
  'payment_plan=1',
  'ready=1',
  'type=2-bedroom&location=hurghada&price_band=200k-400k',
  'bedrooms=1&status=available&ready=1',
  ...PLACED,
];
/** Walks that give up at once, that fit most pages, and the production bounds (no walk at 120 units). */
const TUNINGS: WalkTuning[] = [
  { minEntries: 1, slack: 1 },
  { minEntries: 40, slack: 4 },
  { minEntries: 4000, slack: 4 },
];

describe.each(backends)('a filtered page found three ways on %s', (backend) => {
  const suite = useTestApp(backend);
  const db = () => suite.t.database.db;

  /** The plain statement: the ids of the page and the count. */
  const expected = async (query: UnitQuery) => {
    const where = and(listedUnit(), ...filtersOf(query), ...(query.price_band ? bandFilter(query.price_band) : []));
    const pageSize = query.page_size ?? 12;
    const rows = await db()
      .select({ id: units.id })
      .from(units)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(pageSize)
      .offset(((query.page ?? 1) - 1) * pageSize);
    const [total] = await db().select({ n: count() }).from(units).where(where);
    return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
  };

  /**
   * Units of compounds placed apart from them (decision 0053: a box counts a compound's other units by its
   * position): one of an El Gouna compound in the Sahl Hasheesh triangle, one of a Hurghada compound in El
   * Gouna. A private unit's position is taken away. Their compounds' boxes lose them, others gain them.
   */
  const placeApart = async () => {
    const inCompound = (slug: string) =>
      sql`${units.id} = (select min(u.id) from ${units} u join projects p on p.id = u.project_id where p.slug = ${slug} and u.listed)`;
    const moved = [
      ...(await db()
        .update(units)
        .set({ latitude: 27.04, longitude: 33.88 })
        .where(inCompound('el-gouna-lagoons'))
        .returning({ id: units.id })),
      ...(await db()
        .update(units)
        .set({ latitude: 27.4, longitude: 33.7 })
        .where(inCompound('hurghada-avenue'))
        .returning({ id: units.id })),
      ...(await db()
        .update(units)
        .set({ latitude: null, longitude: null })
        .where(
          sql`${units.id} = (select min(u.id) from ${units} u where u.project_id is null and u.latitude is not null and u.listed)`,
        )
        .returning({ id: units.id })),
    ];
    expect(moved).toHaveLength(3);
  };

  it('answers every filter with every order and page as the plain statement does, whichever way it takes', async () => {
    // One unit without an area: no price per m², last in both of its orders.
    await db().update(units).set({ areaSqm: 0 }).where(eq(units.id, 7));
    await placeApart();
    const ways = new Set<string>();
    for (const tuning of TUNINGS) {
      for (const filter of QUERIES) {
        for (const sort of UNIT_SORTS) {
          for (const page of [1, 2, 4, 30]) {
            const text = `${filter}&sort=${sort}&page=${page}&page_size=5`;
            const query = unitQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));
            const answer = await filteredPage(db(), query, tuning);
            const want = await expected(query);
            expect({ ids: answer.rows.map((r) => r.id), total: answer.total }, `${text} (${answer.way})`).toEqual(want);
            ways.add(answer.way);
          }
        }
      }
    }
    expect([...ways].sort()).toEqual(['none', 'ordered', 'top', 'walked']);
  });

  it('finds units inside a box or an area, and none in the sea, so that the comparison above compares pages', async () => {
    const totals = new Map<string, number>();
    for (const filter of PLACED) {
      const query = unitQuerySchema.parse(Object.fromEntries(new URLSearchParams(filter)));
      totals.set(filter, (await filteredPage(db(), query)).total);
    }
    expect(totals.get(bboxQuery(SEA_BOX))).toBe(0);
    for (const filter of [bboxQuery(EL_GOUNA_BOX), HURGHADA_BOX, areaQuery(SAHL_HASHEESH_TRIANGLE)]) {
      expect(totals.get(filter), filter).toBeGreaterThan(5);
    }
    expect(totals.get(`${HURGHADA_BOX}&private=true`)).toBeGreaterThan(0);
  });

  it('answers a search with every filter, order and page alike whether its walk fills the page or falls short', async () => {
    const ways = new Set<string>();
    for (const filter of [
      '',
      'type=studio',
      'kind=apartment',
      'location=hurghada',
      'status=available',
      'ready=1',
      'payment_plan=1&bedrooms=2',
      'private=true&price_band=200k-400k',
      'project=hurghada-avenue&status=sold',
      'price_band=over-600k',
      HURGHADA_BOX,
      areaQuery(SAHL_HASHEESH_TRIANGLE),
    ]) {
      for (const sort of UNIT_SORTS) {
        for (const page of [1, 3]) {
          const text = `search=sea&${filter}&sort=${sort}&page=${page}&page_size=4`;
          const query = unitQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));
          const statement = {
            query: { ...query, search: query.search! },
            conditions: [...filtersOf(query), ...(query.price_band ? bandFilter(query.price_band) : [])],
            countInTables: filtersOf(query).length === 0,
            bandPosition: query.price_band ? bandBounds(query.price_band).position : undefined,
          };
          // Narrow (the catalogue's few matches are ordered), walked whole, walked short and ordered again.
          const narrow = await searchPage(db(), statement);
          ways.add(narrow.way);
          // The count (from search_filter_counts with filters, decision 0053) is the plain statement's.
          const matching = and(listedUnit(), searchMatch(query.search!), ...statement.conditions);
          const [plain] = await db().select({ n: count() }).from(units).where(matching);
          expect(narrow.total, text).toBe(plain!.n);
          const plainPage = await db()
            .select({ id: units.id })
            .from(units)
            .where(matching)
            .orderBy(...orderOf(query))
            .limit(4)
            .offset(((query.page ?? 1) - 1) * 4);
          expect(
            narrow.rows.map((r) => r.id),
            text,
          ).toEqual(plainPage.map((r) => r.id));
          const walked = await searchPage(db(), statement, { minEntries: 4000, slack: 4, lookupMax: 0 });
          const short = await searchPage(db(), statement, { minEntries: 1, slack: 1, lookupMax: 0 });
          for (const answer of [walked, short]) {
            expect(answer.total, `${text} (${answer.way})`).toBe(narrow.total);
            expect(
              answer.rows.map((r) => r.id),
              `${text} (${answer.way})`,
            ).toEqual(narrow.rows.map((r) => r.id));
            ways.add(answer.way);
          }
        }
      }
    }
    // The one statement took each way: ordered at once (narrow), a walk that filled the page, and a walk
    // that fell short, after which the same statement ordered the matched entries (decision 0058).
    expect([...ways].sort()).toEqual(['short', 'top', 'walked']);
  });

  /**
   * filter_counts' bounds per price band (migration 0024, decision 0063) against the listed units': the rows
   * whose bounds are not on the safe side of their units (a lowest price above one of them, say), or, `exact`,
   * not equal to them. Compared in SQL by the row's key (an md5 of the combination, as the triggers make it).
   */
  const boundsOff = async (exact: boolean) => {
    const band = (i: number) => sql.raw(`price_band(price_usd) = ${i}`);
    const each = (fn: string, column: string) =>
      sql.join(
        [1, 2, 3, 4].map((i) => sql`${sql.raw(fn)}(${sql.raw(column)}) filter (where ${band(i)})`),
        sql`, `,
      );
    const pairs = [
      ['price_min', 'p_min', '<='],
      ['price_max', 'p_max', '>='],
      ['price_per_sqm_min', 's_min', '<='],
      ['price_per_sqm_max', 's_max', '>='],
    ] as const;
    const safe = sql.join(
      pairs.flatMap(([kept, fresh, op]) =>
        [1, 2, 3, 4].map((i) =>
          exact
            ? sql.raw(`k.${kept}[${i}] is not distinct from f.${fresh}[${i}]`)
            : sql.raw(`(f.${fresh}[${i}] is null or k.${kept}[${i}] ${op} f.${fresh}[${i}])`),
        ),
      ),
      sql` and `,
    );
    const result = await db().execute(sql`
      with f as (
        select md5(row(region, category, kind, bedrooms, status, project_id, instalment_count is not null,
            move_in_from, latitude is not null)::text)::uuid as key,
          array[${each('min', 'price_usd')}]::int[] as p_min, array[${each('max', 'price_usd')}]::int[] as p_max,
          array[${each('min', 'price_per_sqm')}]::float8[] as s_min,
          array[${each('max', 'price_per_sqm')}]::float8[] as s_max
        from units where listed group by region, category, kind, bedrooms, status, project_id,
          instalment_count is not null, move_in_from, latitude is not null
      )
      select f.key::text from f left join filter_counts k on k.key = f.key where k.key is null or not (${safe})`);
    return (result as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
  };

  it('keeps filter_counts equal to a fresh count of the listed units through every kind of write', async () => {
    // Filled afresh (as migration 0024 fills it), the bounds are the units' own lowest and highest values.
    await db().execute(sql`truncate filter_counts`);
    await db().execute(
      sql`select filter_counts_change(array(select filter_count_entry_of(u, 1) from units as u where u.listed))`,
    );
    expect(await boundsOff(true)).toEqual([]);
    const inStep = async () => {
      const fresh = await db().execute(sql`
        select region, category, kind, bedrooms, status::text, project_id, instalment_count is not null as with_plan,
          move_in_from::text, latitude is not null as own_position, count(*)::int as unit_count, array[
            count(*) filter (where price_band(price_usd) = 1), count(*) filter (where price_band(price_usd) = 2),
            count(*) filter (where price_band(price_usd) = 3), count(*) filter (where price_band(price_usd) = 4)
          ]::int[] as band_counts
        from units where listed group by 1, 2, 3, 4, 5, 6, 7, 8, 9 order by 1, 2, 3, 4, 5, 6, 7, 8, 9`);
      const kept = await db().execute(sql`
        select region, category, kind, bedrooms, status::text, project_id, with_plan, move_in_from::text, own_position,
          unit_count, band_counts from filter_counts order by 1, 2, 3, 4, 5, 6, 7, 8, 9`);
      const { rows: want } = fresh as unknown as { rows: unknown[] };
      const { rows: have } = kept as unknown as { rows: unknown[] };
      expect(have.length).toBeGreaterThan(0);
      expect(have).toEqual(want);
      // search_filter_counts: the same per title (and its facet).
      const perTitle = sql`title_key::text, facet_key::text, region, category, kind, bedrooms, status::text, project_id`;
      const freshTitles = await db().execute(sql`
        select ${perTitle}, instalment_count is not null as with_plan, move_in_from::text, count(*)::int as unit_count,
          array[
            count(*) filter (where price_band(price_usd) = 1), count(*) filter (where price_band(price_usd) = 2),
            count(*) filter (where price_band(price_usd) = 3), count(*) filter (where price_band(price_usd) = 4)
          ]::int[] as band_counts
        from units where listed group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 order by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`);
      const keptTitles = await db().execute(sql`
        select ${perTitle}, with_plan, move_in_from::text, unit_count, band_counts
        from search_filter_counts order by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`);
      const { rows: wantTitles } = freshTitles as unknown as { rows: unknown[] };
      const { rows: haveTitles } = keptTitles as unknown as { rows: unknown[] };
      expect(haveTitles.length).toBeGreaterThan(0);
      expect(haveTitles).toEqual(wantTitles);
      // A unit counted out leaves its row's bounds: they stay on the safe side, if no longer exact.
      expect(await boundsOff(false)).toEqual([]);
    };
    await inStep();
    const [unit] = await db().select().from(units).where(eq(units.id, 11));
    const { id: _id, facetKey: _f, titleKey: _t, pricePerSqm: _p, moveInFrom: _m, reference: _r, ...copy } = unit!;
    const [added] = await db()
      .insert(units)
      .values([{ ...copy, status: 'reserved', instalmentCount: null, instalmentFrequency: null }])
      .returning({ id: units.id });
    await inStep();
    // A price into another band, a new status, a unit taken off the site, one put back, a plan taken off.
    await db().update(units).set({ priceUsd: 950_000 }).where(eq(units.id, added!.id));
    await inStep();
    await db()
      .update(units)
      .set({ status: 'sold' })
      .where(sql`${units.id} in (12, 13, 14)`);
    await inStep();
    await db().update(units).set({ listed: false }).where(eq(units.id, 15));
    await inStep();
    await db().update(units).set({ listed: true, bedrooms: 4 }).where(eq(units.id, 15));
    await inStep();
    await db()
      .update(units)
      .set({ instalmentCount: null, instalmentFrequency: null })
      .where(sql`${units.instalmentCount} is not null and ${units.id} < 40`);
    await inStep();
    // A unit placed apart from its compound, and a private unit's position taken away.
    await placeApart();
    await inStep();
    // A new title: the unit moves to another title's rows.
    await db()
      .update(units)
      .set({ title: { en: 'A sea view retitled', ar: 'إطلالة', de: 'Meerblick' } })
      .where(eq(units.id, 18));
    await inStep();
    // Only its reference: the counts are left alone (and stay right).
    await db().update(units).set({ reference: 'RS-COUNTS' }).where(eq(units.id, 16));
    await inStep();
    await db()
      .delete(units)
      .where(sql`${units.id} in (${added!.id}, 17)`);
    await inStep();
    // Bounds that are no longer exact (the dearest unit of a row sold off, a price lowered) still give every
    // price order's page exactly, whichever way finds it.
    await db().update(units).set({ priceUsd: 120_000 }).where(eq(units.id, 21));
    await db().delete(units).where(eq(units.id, 22));
    expect(await boundsOff(false)).toEqual([]);
    expect(await boundsOff(true)).not.toEqual([]);
    for (const tuning of TUNINGS) {
      for (const filter of [
        'type=3-bedroom',
        'kind=villa',
        'status=sold',
        'bedrooms=4',
        `${HURGHADA_BOX}&type=studio`,
      ]) {
        for (const sort of ['price-asc', 'price-desc', 'price-per-sqm-asc', 'price-per-sqm-desc']) {
          for (const page of [1, 2]) {
            const text = `${filter}&sort=${sort}&page=${page}&page_size=3`;
            const q = unitQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));
            const answer = await filteredPage(db(), q, tuning);
            expect({ ids: answer.rows.map((r) => r.id), total: answer.total }, `${text} (${answer.way})`).toEqual(
              await expected(q),
            );
          }
        }
      }
    }
    // The answer's counts follow.
    const query = unitQuerySchema.parse({ bedrooms: '4' });
    const [four] = await db()
      .select({ n: count() })
      .from(units)
      .where(and(listedUnit(), eq(units.bedrooms, 4)));
    expect((await filteredPage(db(), query)).total).toBe(four!.n);
  });

  it('walks the order’s index without reading units, and orders a filter’s own index entries otherwise', async () => {
    const explain = async (statement: SQLWrapper) => {
      let plan = '';
      await db().transaction(async (tx) => {
        // The seeded catalogue is small enough to read whole (and a walk of a sixth of it, bound 20, to
        // sort): the plans at 100,000 units are these.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const result = await tx.execute(sql`explain ${statement}`);
        const { rows } = result as unknown as { rows: Record<string, string>[] };
        plan = rows.map((row) => Object.values(row)[0]).join('\n');
      });
      return plan;
    };
    const window = { offset: 0, pageSize: 12 };
    const studiosByPrice = unitQuerySchema.parse({ type: 'studio', sort: 'price-desc' });
    expect(await explain(walkedIds(db(), studiosByPrice, window, 20))).toMatch(
      /Index Only Scan Backward using units_price_idx on units/,
    );
    const villasBySqm = unitQuerySchema.parse({ kind: 'villa', sort: 'price-per-sqm-desc', ready: '1' });
    expect(await explain(walkedIds(db(), villasBySqm, window, 20))).toMatch(
      /Index Only Scan using units_price_per_sqm_desc_idx on units/,
    );
    const top = await explain(topIds(db(), studiosByPrice, window));
    expect(top).toMatch(/Index Only Scan using units_category_region_price_idx on units/);
    expect(top).not.toMatch(/units_price_idx/);
    const newestVillas = await explain(topIds(db(), unitQuerySchema.parse({ kind: 'villa' }), window));
    expect(newestVillas).toMatch(/Index Only Scan using units_kind_idx on units/);
    // A box is read from the entries too: the order's index carries the position, and the map's covering
    // index the id and the order columns (migration 0019). A box's own entries are a range of one of the
    // map's indexes (at 120 units PGlite's planner takes the narrow one and reads the 10 rows; PostgreSQL
    // the covering one, index-only), never a walk of the order's.
    const boxByPrice = unitQuerySchema.parse({ bbox: '33.6,27.35,33.75,27.48', sort: 'price-desc' });
    expect(await explain(walkedIds(db(), boxByPrice, window, 20))).toMatch(
      /Index Only Scan Backward using units_price_idx on units/,
    );
    const boxTop = await explain(topIds(db(), boxByPrice, window));
    expect(boxTop).toMatch(/Index (Only )?Scan using units_map_(position|box)_idx on units/);
    expect(boxTop).not.toMatch(/units_price_idx/);
  });
});

import { type AnyColumn, type SQL, and, eq, like, or, sql, sum } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, PRICE_BAND_KEYS, type UnitQuery } from '@app/shared';
import type { Db } from '../../../db/client.js';
import { containsPattern } from '../../../db/like.js';
import { compounds, filterCounts, searchFacets, searchTitles, units } from '../../../db/schema/index.js';
import {
  bandSums,
  countColumns,
  orderStart,
  rowsBound,
  sumSearchFilterCounts,
  unplaced,
  walkStart,
} from './filter-counts.js';
import { bandFilter, filterColumns, filtersOf, integerLiteral, listedUnit, orderOf } from './filters.js';
import { WALK, type WalkTuning } from './list-page.js';
import { type SummaryRow, type UnitColumnsRow, compoundColumns, unitColumns } from './rows.js';

/**
 * Up to this many units in a search's answer (after its filters), the page is ordered within the entries
 * of the two covering search-key indexes and only its own rows are read; beyond it, the order's index is
 * walked, bounded, and entries kept when their key is in a hashed set (decisions 0009 and 0050 have the
 * measurements).
 */
const LOOKUP_MAX_UNITS = 500;

/** A run of characters that pg_trgm turns into a trigram of a LIKE pattern. */
const TRIGRAM_RUN = /[\p{L}\p{N}]{3}/u;

/** A search table's unit count, in one price band (its position, see bandBounds) or in all. */
function unitsIn(table: typeof searchFacets | typeof searchTitles, bandPosition: number | undefined): SQL<number> {
  return bandPosition === undefined
    ? sql<number>`${table.unitCount}`
    : sql<number>`${table.bandCounts}[${integerLiteral(bandPosition)}]`;
}

/**
 * How many units there are, in one price band or all: the facet counts add up to it, a few hundred rows
 * instead of every unit.
 */
export async function countAllUnits(db: Db, bandPosition?: number): Promise<number> {
  const [row] = await db.select({ total: sum(unitsIn(searchFacets, bandPosition)).mapWith(Number) }).from(searchFacets);
  return row?.total ?? 0;
}

export type SearchStatement = {
  query: UnitQuery & { search: string };
  /** The other filters' conditions on units, the price band's included. */
  conditions: SQL[];
  /** True when there is no filter but the price band: the search tables' counts are then the total. */
  countInTables: boolean;
  bandPosition: number | undefined;
};

/**
 * Whether a walk of the order's first `walkBound` entries may fill the page (one-time conditions, decision
 * 0058), else the page is ordered among the matched entries at once. Neither changes the answer, only the way:
 * - the matched units' share of the listed ones (`total` of `listed`), spread evenly through the order, would
 *   put fewer than the page's end within the walk (a deep page of a narrow search): it likely falls short;
 * - in a price order, the walk reaches only the price bands that the cheapest (or dearest) `walkBound` listed
 *   units lie in (`bands.listed`, per band): when the matched units in those bands (`bands.matched`, added
 *   up) are fewer than the page's end, it cannot fill (studios by price descending).
 */
function walkMayFill({
  total,
  end,
  walkBound,
  listed,
  bands,
}: {
  total: SQL;
  end: number;
  walkBound: number;
  listed: SQL;
  bands: { descending: boolean; listed: SQL; matched: SQL[] } | undefined;
}): SQL[] {
  const spread = sql`${total}::bigint * ${walkBound}::bigint >= ${end}::bigint * ${listed}`;
  if (!bands) return [spread];
  // Bands in the walk's order; a band is reached when the listed units of those before it are fewer than the
  // walk's bound.
  const order = PRICE_BAND_KEYS.map((_, i) => i + 1);
  if (bands.descending) order.reverse();
  const inBand = (list: SQL, position: number) => sql`(${list})[${integerLiteral(position)}]`;
  const reachable = order.map((position, i) => {
    const before = order.slice(0, i).map((p) => inBand(bands.listed, p));
    const matched = sql.join(
      bands.matched.map((m) => inBand(m, position)),
      sql` + `,
    );
    return before.length === 0
      ? matched
      : sql`case when ${sql.join(before, sql` + `)} < ${walkBound}::bigint then ${matched} else 0 end`;
  });
  return [spread, sql`${sql.join(reachable, sql` + `)} >= least(${end}::bigint, ${total})`];
}

/**
 * One page of a search, and how many units match, in one statement (decisions 0009, 0050, 0058). The search
 * matches the (location, unit type) facets whose text contains it and the titles that contain it outside
 * those facets: two disjoint sets, so their unit counts (per band) add up to the exact total. A narrow
 * answer's page (see LOOKUP_MAX_UNITS) is ordered among the matched units' index entries; a wide one walks
 * the order's index, bounded, and when that walk falls short of a page (the matched units lie at the far end
 * of the order) the same statement orders the matched entries instead: one-time conditions on the total and
 * on what the walk found run only what is needed, and the text is matched once. The matched keys never leave
 * the database.
 */
export async function searchPage(
  db: Db,
  { query, conditions: filters, countInTables, bandPosition }: SearchStatement,
  walk: WalkTuning & { lookupMax?: number } = WALK,
): Promise<{ rows: SummaryRow[]; total: number; way: 'top' | 'walked' | 'short' }> {
  // The units are found by their search keys, which unlisted units have too: only listed ones are read
  // (the search tables' counts already leave the others out).
  const conditions = [listedUnit(), ...filters];
  const lang = query.lang ?? 'en';
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const pattern = containsPattern(query.search);
  // pg_trgm finds a pattern's candidates from its runs of three letters or digits; without one its index
  // would read itself whole, so such a search reads the titles in order instead, through an expression
  // the index cannot serve (a different statement text, with its own prepared plan).
  const titleText = (column: AnyColumn): SQL | AnyColumn =>
    TRIGRAM_RUN.test(query.search) ? column : sql`(${column} || '')`;
  const facets = db.$with('f').as(
    db
      .select({ key: searchFacets.key, inBand: unitsIn(searchFacets, bandPosition).as('in_band') })
      .from(searchFacets)
      .where(
        or(
          like(searchFacets.locationEn, pattern),
          like(searchFacets.locationAr, pattern),
          like(searchFacets.locationDe, pattern),
          like(searchFacets.unitType, pattern),
        ),
      ),
  );
  // Titles outside the matched facets. When most facets matched (a city, say), the titles of the others
  // are fewer than those the text finds: their facet index and the trigram index are intersected before
  // any title is read. Otherwise the matched titles are read and those of matched facets dropped. A
  // one-time condition on the number of matched facets runs only one of the two.
  const mostFacets = sql`(select count(*) from ${facets}) * 2 >= (select count(*) from ${searchFacets})`;
  const titlesWhere = (outsideFacets: SQL, gate: SQL) =>
    db
      .select({ key: searchTitles.key, inBand: unitsIn(searchTitles, bandPosition).as('in_band') })
      .from(searchTitles)
      .where(
        and(
          gate,
          or(
            like(titleText(searchTitles.titleEn), pattern),
            like(titleText(searchTitles.titleAr), pattern),
            like(titleText(searchTitles.titleDe), pattern),
          ),
          outsideFacets,
        ),
      );
  const titles = db.$with('t').as(
    titlesWhere(
      sql`${searchTitles.facetKey} not in (select ${facets.key} from ${facets})`,
      sql`not ${mostFacets}`,
    ).unionAll(
      titlesWhere(
        sql`${searchTitles.facetKey} = any(array(
          select ${searchFacets.key} from ${searchFacets} where ${searchFacets.key} not in (select ${facets.key} from ${facets})
        ))`,
        mostFacets,
      ),
    ),
  );
  const matched = db.$with('m').as(
    db.select({ inBand: sql<number>`coalesce(sum(u.in_band), 0)::int`.as('in_band') }).from(
      sql`(select ${facets.inBand} as in_band from ${facets}
          union all select ${titles.inBand} from ${titles}) as u`,
    ),
  );
  // The matched units that pass the other filters, read from the two covering indexes on the search keys
  // (migration 0007): index-only, never a unit's row. The two sets are disjoint, as facets and titles are.
  const facetKeys = sql`array(select ${facets.key} from ${facets})`;
  const titleKeys = sql`array(select ${titles.key} from ${titles})`;
  // With other filters (no box, no area), only the keys with units that pass them, and how many: read once
  // from search_filter_counts for both the count and the page (decisions 0053, 0058).
  const counts = !countInTables && !query.bbox && !query.area;
  const priceOrder = query.sort === 'price-asc' || query.sort === 'price-desc';
  // In a price order with other filters (no box, no area), the walk starts where the units that pass them
  // start in the order, read from filter_counts (decision 0063): the search's units are among them.
  const order = orderStart(query);
  const start =
    order && counts
      ? sql`(select ${rowsBound(query, order)} from ${filterCounts} where ${and(
          ...filtersOf(unplaced(query), countColumns),
        )})`
      : undefined;
  // Else, in a price order without a price band, the walk's entries are the cheapest (or dearest) units: the
  // matched units' price bands say how many of them it can reach (walkMayFill).
  const bandGate = counts && priceOrder && !query.price_band && !start;
  const passingFacets = db.$with('pf').as(sumSearchFilterCounts(db, query, 'facet', facetKeys, bandGate));
  const passingTitles = db.$with('pt').as(sumSearchFilterCounts(db, query, 'title', titleKeys, bandGate));
  const matchedKey = [
    sql`${units.facetKey} = any(${counts ? sql`(select ${passingFacets.keys} from ${passingFacets})::uuid[]` : facetKeys})`,
    sql`${units.titleKey} = any(${counts ? sql`(select ${passingTitles.keys} from ${passingTitles})::uuid[]` : titleKeys})`,
  ];
  const counted = db.$with('c').as(
    db
      .select({
        total: (countInTables
          ? sql<number>`${matched.inBand}`
          : counts
            ? sql<number>`(${sql.join(
                [passingFacets, passingTitles].map((p) => sql`(select ${p.count} from ${p})`),
                sql` + `,
              )})::int`
            : sql<number>`(${sql.join(
                matchedKey.map((key) => sql`(select count(*) from ${units} where ${and(key, ...conditions)})`),
                sql` + `,
              )})::int`
        ).as('total'),
      })
      .from(matched),
  );
  const total = sql`(select ${counted.total} from ${counted})`;
  const narrow = sql`${total} <= ${integerLiteral(walk.lookupMax ?? LOOKUP_MAX_UNITS)}`;
  // A wide answer walks the order's index (its entries carry the search keys and the filters' columns,
  // migration 0019) for a bounded number of entries, keeping those whose key matched and that pass the
  // filters. One-time conditions skip it for a narrow answer, and for one it cannot (or likely cannot) fill.
  const band = query.price_band ? bandFilter(query.price_band) : [];
  const walkBound = Math.max(walk.minEntries, walk.slack * 2 * (offset + pageSize));
  const listed = db.$with('l').as(
    db
      .select({
        all: sql<number>`sum(${unitsIn(searchFacets, priceOrder ? bandPosition : undefined)})`.as('all_units'),
        bands: (bandGate ? bandSums(searchFacets.bandCounts) : sql<number[]>`null::bigint[]`).as('bands'),
      })
      .from(searchFacets),
  );
  const mayFill = walkMayFill({
    total,
    end: offset + pageSize,
    walkBound,
    listed: sql`(select ${listed.all} from ${listed})`,
    bands: bandGate
      ? {
          descending: query.sort === 'price-desc',
          listed: sql`(select ${listed.bands} from ${listed})`,
          matched: [passingFacets, passingTitles].map((p) => sql`(select ${p.bands} from ${p})`),
        }
      : undefined,
  });
  const walked = db
    .select({
      id: units.id,
      createdAt: units.createdAt,
      pricePerSqm: units.pricePerSqm,
      facetKey: units.facetKey,
      titleKey: units.titleKey,
      ...filterColumns,
    })
    .from(units)
    .where(and(listedUnit(), ...(priceOrder ? band : []), ...walkStart(order, start ?? null)))
    .orderBy(...orderOf(query))
    .limit(walkBound)
    .as('w');
  const walkedPage = db.$with('wp').as(
    db
      .select({ id: walked.id })
      .from(walked)
      .where(
        and(
          sql`not ${narrow}`,
          ...mayFill,
          or(
            sql`${walked.facetKey} in (select ${facets.key} from ${facets})`,
            sql`${walked.titleKey} in (select ${titles.key} from ${titles})`,
          ),
          ...filtersOf(query, walked),
          ...(!priceOrder && query.price_band ? bandFilter(query.price_band, walked.priceUsd) : []),
        ),
      )
      .orderBy(...orderOf(query, walked))
      .limit(pageSize)
      .offset(offset),
  );
  // The walk filled the page (as many units as the page has, after the offset, of the exact total): it kept
  // the order, so the page is exact. Else (a narrow answer, which did not walk, or a walk that fell short)
  // the page is ordered within the matched units' index entries, which carry the order columns (decision
  // 0050). A one-time condition on what the walk found runs only one of the two.
  const filled = sql`(select count(*) from ${walkedPage}) >= least(${pageSize}::int, greatest(0, ${total} - ${offset}::int))`;
  const keyedRows = (key: SQL) =>
    db
      .select({ id: units.id, createdAt: units.createdAt, priceUsd: units.priceUsd, pricePerSqm: units.pricePerSqm })
      .from(units)
      .where(and(key, ...conditions));
  const [facetRows, titleRows] = matchedKey.map(keyedRows);
  const keyed = db.$with('k').as(facetRows!.unionAll(titleRows!));
  const ids = db
    .select({ id: walkedPage.id })
    .from(walkedPage)
    .where(filled)
    .unionAll(
      db
        .select({ id: keyed.id })
        .from(keyed)
        .where(sql`not ${filled}`)
        .orderBy(...orderOf(query, keyed))
        .limit(pageSize)
        .offset(offset),
    );
  // The compound is joined once, to the page's rows.
  const page = db
    .select({ ...unitColumns(lang), compoundId: units.compoundId, pricePerSqm: units.pricePerSqm })
    .from(units)
    .where(sql`${units.id} = any(array(${ids}))`)
    .as('page');
  const rows = await db
    .with(
      facets,
      titles,
      matched,
      ...(counts ? [passingFacets, passingTitles] : []),
      counted,
      listed,
      walkedPage,
      keyed,
    )
    .select({
      total: sql<number>`${counted.total}`.mapWith(Number),
      // Which way found the page (tests take each): ordered at once, walked, or walked short and ordered.
      walked: sql<boolean>`not ${narrow}`,
      filled: sql<boolean>`${filled}`,
      // The page's unit columns under their own names (a subquery's fields cannot be spread).
      unit: {
        id: page.id,
        title: page.title,
        location: page.location,
        region: page.region,
        unitType: page.unitType,
        kind: page.kind,
        category: page.category,
        priceUsd: page.priceUsd,
        priceText: page.priceText,
        areaSqm: page.areaSqm,
        bedrooms: page.bedrooms,
        bathrooms: page.bathrooms,
        floor: page.floor,
        mainImage: page.mainImage,
        status: page.status,
        createdAt: page.createdAt,
        downPaymentUsd: page.downPaymentUsd,
        instalmentCount: page.instalmentCount,
        instalmentFrequency: page.instalmentFrequency,
        amountPaidUsd: page.amountPaidUsd,
        amountLeftUsd: page.amountLeftUsd,
        finishing: page.finishing,
        deliveryDate: page.deliveryDate,
        maintenanceDepositUsd: page.maintenanceDepositUsd,
        latitude: page.latitude,
        longitude: page.longitude,
      } satisfies Record<keyof UnitColumnsRow, unknown>,
      compound: compoundColumns(lang),
    })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(compounds, eq(page.compoundId, compounds.id))
    .orderBy(...orderOf(query, page));
  const [first] = rows;
  return {
    total: first?.total ?? 0,
    way: !first?.walked ? 'top' : first.filled ? 'walked' : 'short',
    rows: rows.flatMap(({ unit, compound }) =>
      unit
        ? [{ ...unit, compoundSlug: compound?.compoundSlug ?? null, compoundName: compound?.compoundName ?? null }]
        : [],
    ),
  };
}

import { type AnyColumn, type SQL, and, eq, like, or, sql, sum } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, type UnitQuery } from '@app/shared';
import type { Db } from '../../../db/client.js';
import { containsPattern } from '../../../db/like.js';
import { compounds, searchFacets, searchTitles, units } from '../../../db/schema/index.js';
import { searchCount, searchKeysPassing } from './filter-counts.js';
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
 * One page of a search, and how many units match (decisions 0009, 0050). A walk of the order that falls
 * short of a page (the text's units lie at the far end of the order) is answered again by ordering the
 * matched units' entries, as a narrow answer is.
 */
export async function searchPage(
  db: Db,
  statement: SearchStatement,
  bounds: WalkTuning & { lookupMax?: number } = WALK,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const answer = await searchStatement(db, statement, bounds);
  const pageSize = statement.query.page_size ?? DEFAULT_PAGE_SIZE;
  const offset = ((statement.query.page ?? 1) - 1) * pageSize;
  const full = Math.min(pageSize, Math.max(0, answer.total - offset));
  if (answer.rows.length === full) return answer;
  // The count is known: the second statement orders the matched entries without counting them again.
  return searchStatement(db, statement, null, answer.total);
}

/**
 * One page of a search, and how many units match, in one statement (decision 0009). The search matches
 * the (location, unit type) facets whose text contains it and the titles that contain it outside those
 * facets: two disjoint sets, so their unit counts (per band) add up to the exact total. The statement
 * orders the matched units' index entries for the page, or, with `walk`, walks the order for a wide
 * answer (see LOOKUP_MAX_UNITS); a condition on the answer's total, which the database evaluates once,
 * runs only one of the two. The matched keys never leave the database.
 */
async function searchStatement(
  db: Db,
  { query, conditions: filters, countInTables, bandPosition }: SearchStatement,
  walk: (WalkTuning & { lookupMax?: number }) | null,
  knownTotal?: number,
): Promise<{ rows: SummaryRow[]; total: number }> {
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
  // With other filters (no box, no area), only the keys with units that pass them (decision 0053).
  const facetKeys = sql`array(select ${facets.key} from ${facets})`;
  const titleKeys = sql`array(select ${titles.key} from ${titles})`;
  const counts = !countInTables && !query.bbox && !query.area;
  const matchedKey = [
    sql`${units.facetKey} = any(${counts ? searchKeysPassing(query, 'facet', facetKeys) : facetKeys})`,
    sql`${units.titleKey} = any(${counts ? searchKeysPassing(query, 'title', titleKeys) : titleKeys})`,
  ];
  const counted = db.$with('c').as(
    db
      .select({
        total: (knownTotal !== undefined
          ? sql<number>`${knownTotal}::int`
          : countInTables
            ? sql<number>`${matched.inBand}`
            : counts
              ? searchCount(query, facetKeys, titleKeys)
              : sql<number>`(${sql.join(
                  matchedKey.map((key) => sql`(select count(*) from ${units} where ${and(key, ...conditions)})`),
                  sql` + `,
                )})::int`
        ).as('total'),
      })
      .from(matched),
  );
  const narrow = sql`(select ${counted.total} from ${counted}) <= ${integerLiteral(walk?.lookupMax ?? LOOKUP_MAX_UNITS)}`;
  // A narrow answer's page (or any page, when the walk below fell short) is ordered within the same
  // index entries, which carry the order columns (decision 0050).
  const keyedRows = (key: SQL) =>
    db
      .select({ id: units.id, createdAt: units.createdAt, priceUsd: units.priceUsd, pricePerSqm: units.pricePerSqm })
      .from(units)
      .where(and(key, ...conditions));
  const [facetRows, titleRows] = matchedKey.map(keyedRows);
  const keyed = db.$with('k').as(facetRows!.unionAll(titleRows!));
  const topIds = (gate?: SQL) =>
    db
      .select({ id: keyed.id })
      .from(keyed)
      .where(gate)
      .orderBy(...orderOf(query, keyed))
      .limit(pageSize)
      .offset(offset);
  // A wide answer walks the order's index (its entries carry the search keys and the filters' columns,
  // migration 0019) for a bounded number of entries, keeping those whose key matched and that pass the
  // filters; the caller orders the matched entries instead when the walk falls short (the units lie at
  // the far end of the order). A one-time condition on the total runs only one of the two.
  const priceOrder = query.sort === 'price-asc' || query.sort === 'price-desc';
  const band = query.price_band ? bandFilter(query.price_band) : [];
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
    .where(and(listedUnit(), ...(priceOrder ? band : [])))
    .orderBy(...orderOf(query))
    .limit(Math.max(walk?.minEntries ?? 0, (walk?.slack ?? 0) * 2 * (offset + pageSize)))
    .as('w');
  const walkIds = db
    .select({ id: walked.id })
    .from(walked)
    .where(
      and(
        sql`not ${narrow}`,
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
    .offset(offset);
  const ids = walk ? topIds(narrow).unionAll(walkIds) : topIds();
  // The compound is joined once, to the page's rows.
  const page = db
    .select({ ...unitColumns(lang), compoundId: units.compoundId, pricePerSqm: units.pricePerSqm })
    .from(units)
    .where(sql`${units.id} = any(array(${ids}))`)
    .as('page');
  const rows = await db
    .with(facets, titles, matched, keyed, counted)
    .select({
      total: sql<number>`${counted.total}`.mapWith(Number),
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
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.flatMap(({ unit, compound }) =>
      unit
        ? [{ ...unit, compoundSlug: compound?.compoundSlug ?? null, compoundName: compound?.compoundName ?? null }]
        : [],
    ),
  };
}

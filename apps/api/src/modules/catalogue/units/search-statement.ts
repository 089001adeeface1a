import { type AnyColumn, type SQL, and, eq, like, or, sql, sum } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, type UnitQuery } from '@app/shared';
import type { Db } from '../../../db/client.js';
import { containsPattern } from '../../../db/like.js';
import { compounds, searchFacets, searchTitles, units } from '../../../db/schema/index.js';
import { integerLiteral, listedUnit, orderOf } from './filters.js';
import { type SummaryRow, type UnitColumnsRow, compoundColumns, unitColumns } from './rows.js';

/**
 * Up to this many units in a search's answer (after its filters), the page is ordered within the entries
 * of the two covering search-key indexes and only its own rows are read; beyond it, units are read in the
 * order asked for and kept when their key is in a hashed set (decision 0009 has the measurements).
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
 * One page of a search, and how many units match, in one statement (decision 0009). The search matches
 * the (location, unit type) facets whose text contains it and the titles that contain it outside those
 * facets: two disjoint sets, so their unit counts (per band) add up to the exact total. The statement
 * holds two ways of reading the units (see LOOKUP_MAX_UNITS); a condition on the answer's total, which
 * the database evaluates once, runs only one of them. The matched keys never leave the database.
 */
export async function searchPage(
  db: Db,
  { query, conditions: filters, countInTables, bandPosition }: SearchStatement,
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
  const keyed = (gate?: SQL) => [
    and(gate, sql`${units.facetKey} = any(array(select ${facets.key} from ${facets}))`, ...conditions),
    and(gate, sql`${units.titleKey} = any(array(select ${titles.key} from ${titles}))`, ...conditions),
  ];
  const counted = db.$with('c').as(
    db
      .select({
        total: (countInTables
          ? sql<number>`${matched.inBand}`
          : sql<number>`(${sql.join(
              keyed().map((where) => sql`(select count(*) from ${units} where ${where})`),
              sql` + `,
            )})::int`
        ).as('total'),
      })
      .from(matched),
  );
  const narrow = sql`(select ${counted.total} from ${counted}) <= ${integerLiteral(LOOKUP_MAX_UNITS)}`;
  // A narrow answer's page is ordered within the same index entries (they carry the order columns), and
  // only its rows are read. The gate is repeated inside: a generic plan evaluates the array even where
  // the condition outside it is false.
  const keyedRows = (where: SQL | undefined) =>
    db
      .select({ id: units.id, createdAt: units.createdAt, priceUsd: units.priceUsd, pricePerSqm: units.pricePerSqm })
      .from(units)
      .where(where);
  const [facetWhere, titleWhere] = keyed(narrow);
  const candidates = keyedRows(facetWhere).unionAll(keyedRows(titleWhere)).as('k');
  const pageIds = db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(...orderOf(query, candidates))
    .limit(offset + pageSize);
  const byLookup = and(narrow, sql`${units.id} = any(array(${pageIds}))`);
  const byWalk = and(
    sql`not ${narrow}`,
    or(
      sql`${units.facetKey} in (select ${facets.key} from ${facets})`,
      sql`${units.titleKey} in (select ${titles.key} from ${titles})`,
    ),
  );
  // The compound is joined once, to the page's rows, rather than in each way of reading units.
  const read = (match: SQL | undefined) =>
    db
      .select({ ...unitColumns(lang), compoundId: units.compoundId, pricePerSqm: units.pricePerSqm })
      .from(units)
      .where(and(...conditions, match))
      .orderBy(...orderOf(query))
      .limit(offset + pageSize);
  const page = read(byLookup)
    .unionAll(read(byWalk))
    .orderBy(...orderOf(query))
    .limit(pageSize)
    .offset(offset)
    .as('page');
  const rows = await db
    .with(facets, titles, matched, counted)
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

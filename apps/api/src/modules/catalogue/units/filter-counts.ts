import { type AnyColumn, type SQL, and, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { PRICE_BAND_KEYS, type UnitQuery } from '@app/shared';
import type { Db } from '../../../db/client.js';
import { compounds, filterCounts, searchFilterCounts, units } from '../../../db/schema/index.js';
import {
  type FilterColumns,
  bandBounds,
  filtersOf,
  insideArea,
  insideBox,
  integerLiteral,
  listConditions,
} from './filters.js';

/**
 * The filter columns as filter_counts holds them: a plan is `with_plan` there. It holds no positions: a box
 * or an area is tested on the compounds' positions (placedIn), so the nulls here are never read.
 */
export const countColumns: FilterColumns = {
  category: filterCounts.category,
  kind: filterCounts.kind,
  region: filterCounts.region,
  compoundId: filterCounts.compoundId,
  bedrooms: filterCounts.bedrooms,
  status: filterCounts.status,
  instalmentCount: sql`nullif(${filterCounts.withPlan}, false)`,
  moveInFrom: filterCounts.moveInFrom,
  priceUsd: units.priceUsd,
  mapLatitude: sql`null::double precision`,
  mapLongitude: sql`null::double precision`,
};

/** The query without its box and area: its other filters, which filter_counts can read. */
export function unplaced(query: UnitQuery): UnitQuery {
  const { bbox: _bbox, area: _area, ...rest } = query;
  return rest;
}

/** The units' count in a filter_counts row: all of them, or those in the query's price band. */
export const countedIn = (query: UnitQuery): SQL =>
  query.price_band
    ? sql`${filterCounts.bandCounts}[${integerLiteral(bandBounds(query.price_band).position)}]`
    : sql`${filterCounts.unitCount}`;

/**
 * The units inside the query's box and area, as a condition on filter_counts and one on units (decision
 * 0053). A unit lies at its own position, else at its compound's: the rows of units without a position of
 * their own count where their compound's position is inside (one test per compound, not per unit), and the
 * units with one (private units, and any placed apart from their compound) are tested one by one, from
 * the entries of units_own_position_idx, which holds only them. Together they are the units whose
 * map_latitude/map_longitude are inside, as the page's conditions say.
 */
export function placedIn(query: UnitQuery): { compoundRows: SQL; ownUnits: SQL[] } {
  const at = { mapLatitude: compounds.latitude, mapLongitude: compounds.longitude };
  const inside = [
    ...(query.bbox ? [insideBox(query.bbox, at)] : []),
    ...(query.area ? [insideArea(query.area, at)] : []),
  ];
  // `= any(array(...))`: the compounds inside are found once (an InitPlan), not once per row.
  const compoundRows = sql`not ${filterCounts.ownPosition} and ${filterCounts.compoundId} = any(array(select ${
    compounds.id
  } from ${compounds} where ${and(...inside)}))`;
  return { compoundRows, ownUnits: [...listConditions(query), isNotNull(units.latitude)] };
}

/**
 * Where a price order's page starts (decision 0063): the order's first column, and the end of it the order
 * starts from (its lowest values ascending, its highest descending). None for the newest first.
 */
export type OrderStart = { column: 'price' | 'pricePerSqm'; end: 'min' | 'max' };

export function orderStart(query: UnitQuery): OrderStart | undefined {
  switch (query.sort) {
    case 'price-asc':
      return { column: 'price', end: 'min' };
    case 'price-desc':
      return { column: 'price', end: 'max' };
    case 'price-per-sqm-asc':
      return { column: 'pricePerSqm', end: 'min' };
    case 'price-per-sqm-desc':
      return { column: 'pricePerSqm', end: 'max' };
    default:
      return undefined;
  }
}

const boundColumns = {
  price: { min: filterCounts.priceMin, max: filterCounts.priceMax },
  pricePerSqm: { min: filterCounts.pricePerSqmMin, max: filterCounts.pricePerSqmMax },
} as const;

/** The units' column an OrderStart is on. */
const startColumn = ({ column }: OrderStart): AnyColumn => (column === 'price' ? units.priceUsd : units.pricePerSqm);

/** least() or greatest(): of two bounds, the one further towards the end the order starts from. */
const furthest = ({ end }: OrderStart): SQL => sql.raw(end === 'min' ? 'least' : 'greatest');

/**
 * Where a walk of a price order starts: at `start`, the matching units' bound (counts, or the same read
 * inside a search's statement; decision 0063), an index condition on the order's first column. The entries
 * before it match no filter. An order by price per m² puts units without one last: the condition leaves them
 * out, so a walk that needs them falls short.
 */
export function walkStart(order: OrderStart | undefined, start: number | SQL | null): SQL[] {
  if (!order || start === null) return [];
  return [order.end === 'min' ? gte(startColumn(order), start) : lte(startColumn(order), start)];
}

/**
 * The bound of the filter_counts rows that pass `where` (all rows without it) for the query's order: the
 * lowest (highest) of their bounds in the query's price band, or in every band. At or beyond every matching
 * unit's value (migration 0024); null when no row has one.
 */
export function rowsBound(query: UnitQuery, start: OrderStart, where?: SQL): SQL<number | null> {
  const column = boundColumns[start.column][start.end];
  const positions = query.price_band ? [bandBounds(query.price_band).position] : PRICE_BAND_KEYS.map((_, i) => i + 1);
  const each = positions.map((p) => sql`${column}[${integerLiteral(p)}]`);
  const inRow = each.length === 1 ? each[0]! : sql`${furthest(start)}(${sql.join(each, sql`, `)})`;
  return sql<number | null>`${sql.raw(start.end)}(${inRow})${where ? sql` filter (where ${where})` : sql``}`;
}

/** A bound read from the database: a number, or null. */
const boundValue = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * How many listed units pass the filters and the price band, and how many are listed: sums over the
 * rows of filter_counts (one per combination of the filter columns, kept by triggers), not over units.
 * A box or an area adds the compounds' positions to the sum, and counts the units with a position of
 * their own over units (placedIn). With `start`, in a price order, also where the matching units start in
 * it (rowsBound; null in the newest order, without `start`, or when none has a value), read in the same pass.
 */
export async function counts(
  db: Db,
  query: UnitQuery,
  { start: withStart }: { start: boolean },
): Promise<{ total: number; listed: number; start: number | null }> {
  const filters = filtersOf(unplaced(query), countColumns);
  const listed = sql<number>`coalesce(sum(${filterCounts.unitCount}), 0)::int`;
  const placed = query.bbox || query.area ? placedIn(query) : undefined;
  const where = and(...filters, ...(placed ? [placed.compoundRows] : []));
  const summed = sql`coalesce(sum(${countedIn(query)})${where ? sql` filter (where ${where})` : sql``}, 0)::int`;
  const order = withStart ? orderStart(query) : undefined;
  const inRows = order ? rowsBound(query, order, where) : sql`null`;
  // The units with a position of their own: counted, and their own bound taken, in one read of their index.
  const own = placed
    ? db
        .select({
          n: sql<number>`count(*)::int`.as('n'),
          bound: (order ? sql`${sql.raw(order.end)}(${startColumn(order)})` : sql`null`).as('bound'),
        })
        .from(units)
        .where(and(...placed.ownUnits))
        .as('own')
    : undefined;
  const fields = {
    total: (own ? sql<number>`${summed} + coalesce(min(${own.n}), 0)` : sql<number>`${summed}`).mapWith(Number),
    listed: listed.mapWith(Number),
    start: (own && order ? sql`${furthest(order)}(${inRows}, min(${own.bound}))` : inRows).mapWith(boundValue),
  };
  // The units of their own first: their one row is read once, and filter_counts' rows joined to it.
  const [row] = await (own
    ? db
        .select(fields)
        .from(own)
        .leftJoin(filterCounts, sql`true`)
    : db.select(fields).from(filterCounts));
  return { total: row?.total ?? 0, listed: row?.listed ?? 0, start: row?.start ?? null };
}

/** The filter columns as search_filter_counts holds them (no positions: a search with a box counts over units). */
export const searchCountColumns: FilterColumns = {
  ...countColumns,
  category: searchFilterCounts.category,
  kind: searchFilterCounts.kind,
  region: searchFilterCounts.region,
  compoundId: searchFilterCounts.compoundId,
  bedrooms: searchFilterCounts.bedrooms,
  status: searchFilterCounts.status,
  instalmentCount: sql`nullif(${searchFilterCounts.withPlan}, false)`,
  moveInFrom: searchFilterCounts.moveInFrom,
};

/** Per price band (PRICE_BAND_KEYS' order), the sum of a table's band_counts: an SQL array. */
export function bandSums(bandCounts: AnyColumn): SQL<number[]> {
  const each = PRICE_BAND_KEYS.map((_, i) => sql`coalesce(sum(${bandCounts}[${integerLiteral(i + 1)}]), 0)`);
  return sql<number[]>`array[${sql.join(each, sql`, `)}]::bigint[]`;
}

/** A search_filter_counts row's units: all of them, or those in the query's price band. */
const searchCountedIn = (query: UnitQuery): SQL =>
  query.price_band
    ? sql`${searchFilterCounts.bandCounts}[${integerLiteral(bandBounds(query.price_band).position)}]`
    : sql`${searchFilterCounts.unitCount}`;

/**
 * Of a search's matched facets' or titles' keys (`keys`, an SQL array; `key` says which), what passes the other
 * filters (no box, no area) and the price band, from the rows of search_filter_counts rather than one index
 * entry per unit (decision 0053): how many units (`count`), in each price band (`bands`), and the keys with
 * any (`keys`, repeated once per row). The count is the search's (the matched facets and the matched titles
 * outside them are disjoint sets, decision 0009); the keys are where its page is ordered when its walk falls
 * short (a unit type with a text: the titles with studios, not every matched title); the bands (`withBands`)
 * tell whether a walk of a price order can find the page. One row, read once for all three (decision 0058).
 */
export function sumSearchFilterCounts(db: Db, query: UnitQuery, key: 'facet' | 'title', keys: SQL, withBands: boolean) {
  const column = key === 'facet' ? searchFilterCounts.facetKey : searchFilterCounts.titleKey;
  const inBand = searchCountedIn(query);
  return db
    .select({
      count: sql<number>`coalesce(sum(${inBand}), 0)`.as('unit_count'),
      keys: sql<string[]>`array_agg(${column}) filter (where ${inBand} > 0)`.as('keys'),
      bands: (withBands ? bandSums(searchFilterCounts.bandCounts) : sql<number[]>`null::bigint[]`).as('bands'),
    })
    .from(searchFilterCounts)
    .where(and(sql`${column} = any(${keys})`, ...filtersOf(unplaced(query), searchCountColumns)));
}

import { type SQL, and, sql } from 'drizzle-orm';
import {
  DEMAND_ANY,
  DEMAND_AREA_MAP,
  type DemandSummary,
  TOP_SAVED_SEARCHES,
  type UnitDemand,
  unitQuerySchema,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { savedSearches, units } from '../../db/schema/index.js';
import { integerLiteral, listConditions, searchMatch } from '../catalogue/units/filters.js';
import { QUERIES_PER_STATEMENT } from './matching.js';

/*
 * Demand (docs/decisions/0062-demand-in-the-back-office.md): how many confirmed searches would alert about
 * a unit, counted for the units a back office page shows, when it is shown. A search matches a unit when the
 * list call with its saved query would show it: the same conditions (listConditions and the search box's
 * searchMatch), one statement per distinct saved query, never one per search.
 */

/** A stored query as the list call reads it; null when it is not one (then it matches nothing). */
export function savedUnitQuery(query: string) {
  const parsed = unitQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  return parsed.success ? parsed.data : null;
}

/** The active searches' distinct queries, with how many searches saved each. */
async function distinctQueries(db: Db): Promise<{ query: string; searches: number }[]> {
  return db
    .select({ query: savedSearches.query, searches: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(sql`${savedSearches.status} = 'active' and ${savedSearches.kind} = 'search'`)
    .groupBy(savedSearches.query);
}

/*
 * Distinct queries whose selects go into one statement (UNION ALL): QUERIES_PER_STATEMENT, the runner's
 * (matching.ts). Each distinct query is one select of its own (its conditions are the list call's);
 * sending them in batches saves the per-statement cost, which at thousands of distinct queries (boxes and
 * drawn areas are nearly all distinct) is most of it. PGlite fails on a UNION ALL of 500 selects.
 */

/**
 * For each unit asked for, the active searches whose list shows it plus the active shortlists that hold it
 * (every id is answered, 0 included). One select per distinct query, each limited to these units (their
 * primary key, written as literals), sent QUERIES_PER_STATEMENT to a statement: a page's count
 * costs an index probe per distinct query, whatever the catalogue's size. `onBadQuery` hears of a stored
 * query the list call would refuse (it then counts for nothing).
 */
export async function unitDemand(
  db: Db,
  ids: readonly number[],
  onBadQuery: (query: string) => void = () => {},
  perStatement: number = QUERIES_PER_STATEMENT,
): Promise<UnitDemand> {
  const counts = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return { results: [] };
  const add = (id: number, n: number) => counts.set(id, (counts.get(id) ?? 0) + n);
  // The page's units, read once per statement by their primary key. Each select reads them under the name
  // `units`, so that the list's conditions (written on units' columns) apply to these rows as they are:
  // a select over a hundred rows without indexes is planned in no time, where over the table itself
  // each would weigh every index.
  const page = sql`demand_page`;
  const pageUnits = sql`${page} as materialized (select * from ${units} where ${units.id} in (${sql.join(
    ids.map(integerLiteral),
    sql`,`,
  )}))`;

  const selects: SQL[] = [];
  for (const { query, searches } of await distinctQueries(db)) {
    const parsed = savedUnitQuery(query);
    if (!parsed) {
      onBadQuery(query);
      continue;
    }
    const where = and(...listConditions(parsed), ...(parsed.search ? [searchMatch(parsed.search)] : []));
    selects.push(
      sql`select ${units.id} as id, ${integerLiteral(searches)} as searches from ${page} as ${units} where ${where}`,
    );
  }
  for (let start = 0; start < selects.length; start += perStatement) {
    const branches = sql.join(
      selects.slice(start, start + perStatement).map((select) => sql`(${select})`),
      sql` union all `,
    );
    const rows = rawRows<{ id: number; searches: number }>(
      await db.execute(
        sql`with ${pageUnits} select m.id, sum(m.searches)::int as searches from (${branches}) m group by m.id`,
      ),
    );
    for (const row of rows) add(Number(row.id), Number(row.searches));
  }

  // Shortlists: by their unit ids (the GIN index on unit_ids answers the overlap).
  const idArray = sql`array[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`,`,
  )}]::int[]`;
  const shortlisted = rawRows<{ id: number; searches: number }>(
    await db.execute(sql`
      select u.id::int as id, count(*)::int as searches
      from ${savedSearches} s cross join lateral unnest(s.unit_ids) as u(id)
      where s.status = 'active' and s.kind = 'shortlist' and s.unit_ids && ${idArray} and u.id = any(${idArray})
      group by u.id`),
  );
  for (const row of shortlisted) add(Number(row.id), Number(row.searches));

  return { results: ids.map((id) => ({ id, searches: counts.get(id) ?? 0 })) };
}

/** A key's value in a stored query (canonical `key=value&…`; the keys counted here take only URL-safe values). */
const queryValue = (key: string) => `coalesce(substring(s.query from '(?:^|&)${key}=([^&]*)'), '${DEMAND_ANY}')`;

/**
 * What the active searches ask for: by area (location; `map` for a box or a drawn area), type, price band
 * and saved currency, most saved first, in one grouped statement over the searches table; and, when
 * `withTop`, the most saved queries.
 */
export async function demandSummary(db: Db, withTop: boolean): Promise<DemandSummary> {
  // Constant text only (the keys and markers above): no input reaches these fragments.
  const area = sql.raw(
    `case when s.query ~ '(^|&)(bbox|area)=' then '${DEMAND_AREA_MAP}' else ${queryValue('location')} end`,
  );
  const type = sql.raw(queryValue('type'));
  const band = sql.raw(queryValue('price_band'));
  const grouped = rawRows<{ dimension: string; key: string; searches: number }>(
    await db.execute(sql`
      with active as (
        select s.kind, s.currency,
          ${area} as area, ${type} as type, ${band} as band
        from ${savedSearches} s where s.status = 'active'
      )
      select case
          when grouping(area) = 0 then 'area' when grouping(type) = 0 then 'type'
          when grouping(band) = 0 then 'band' else 'currency' end as dimension,
        coalesce(area, type, band, currency) as key, count(*)::int as searches
      from active where kind = 'search'
      group by grouping sets ((area), (type), (band), (currency))
      order by searches desc, key`),
  );
  const of = (dimension: string) =>
    grouped
      .filter((row) => row.dimension === dimension)
      .map(({ key, searches }) => ({ key, searches: Number(searches) }));

  const [totals] = rawRows<{ searches: number; shortlists: number; addresses: number }>(
    await db.execute(sql`
      select count(*) filter (where kind = 'search')::int as searches,
        count(*) filter (where kind = 'shortlist')::int as shortlists,
        count(distinct address_id)::int as addresses
      from ${savedSearches} where status = 'active'`),
  );

  const top = withTop
    ? (
        await db
          .select({ query: savedSearches.query, searches: sql<number>`count(*)::int` })
          .from(savedSearches)
          .where(sql`${savedSearches.status} = 'active' and ${savedSearches.kind} = 'search'`)
          .groupBy(savedSearches.query)
          .orderBy(sql`count(*) desc`, savedSearches.query)
          .limit(TOP_SAVED_SEARCHES)
      ).map((row) => ({ query: row.query, searches: Number(row.searches) }))
    : null;

  return {
    searches: Number(totals?.searches ?? 0),
    shortlists: Number(totals?.shortlists ?? 0),
    addresses: Number(totals?.addresses ?? 0),
    by_area: of('area'),
    by_type: of('type'),
    by_price_band: of('band'),
    by_currency: of('currency'),
    top,
  };
}

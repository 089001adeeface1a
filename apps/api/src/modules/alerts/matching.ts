import { type SQL, and, sql } from 'drizzle-orm';
import { type UnitQuery, unitQuerySchema } from '@app/shared';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { units } from '../../db/schema/index.js';
import { listConditions, searchMatch } from '../catalogue/units/filters.js';

/*
 * Matching new listing events to the active saved searches, in SQL (decisions 0057 and 0060): the news
 * (the events after the searches' cursors that could be alerted) and their units read once, then each
 * distinct saved query (kind search) one select over those few units, QUERIES_PER_STATEMENT of them in
 * one INSERT … SELECT, in a transaction that also moves the searches' cursors (last_event_id) to the
 * newest event it considered; the shortlists in one statement.
 */

/**
 * Advisory-lock keys of the matching (pg_try_advisory_xact_lock(int, int)): the search queries'
 * (MATCH_LOCK, 0), taken by one runner at a time for each transaction of QUERIES_PER_STATEMENT queries
 * (another runner skips those), and the shortlists' (SHORTLIST_LOCK, 0).
 */
const MATCH_LOCK = 0x0a1e_0034;
const SHORTLIST_LOCK = 0x0a1e_0035;
/**
 * Distinct queries matched in one statement (a UNION ALL of one select each; the demand counts send
 * theirs in the same batches) and one transaction, with one cursor update for them all.
 */
export const QUERIES_PER_STATEMENT = 200;

/**
 * An id the runner's horizon passed while no event had it: a transaction still writing it (it commits after
 * the cursors moved past it) or one rolled back (it never appears). Remembered for this long, and matched
 * when it appears (for searches confirmed before it happened); the primary key of alert_matches makes
 * matching one twice a no-op.
 */
export const LATE_EVENT_WINDOW_MS = 10 * 60_000;

/**
 * What one runner remembers between runs: the newest event id it matched up to, the ids it found missing,
 * and the ones that appeared since the last pass over the daily and weekly searches.
 */
export interface MatchMemory {
  horizon: number;
  /** Missing id -> when it was first found missing (ms). */
  gaps: Map<number, number>;
  /** Late events an instant-only pass matched, still to be matched for the daily and weekly searches. */
  lateForDigests: Set<number>;
}

export const newMatchMemory = (): MatchMemory => ({ horizon: 0, gaps: new Map(), lateForDigests: new Set() });

/** The list's own conditions for a saved query string; null when it is not one the list call takes. */
export function queryConditions(query: string): SQL | null {
  const parsed = unitQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  if (!parsed.success) return null;
  const q: UnitQuery = parsed.data;
  return and(...listConditions(q), ...(q.search ? [searchMatch(q.search)] : [])) ?? sql`true`;
}

export interface MatchRun {
  /** Distinct search queries matched (plus one when there are shortlists). */
  queries: number;
  /** Matches inserted. */
  matches: number;
  /** Distinct queries left to another runner that was matching at that moment. */
  skipped: number;
  /** Stored queries the list call would refuse (logged; they match nothing). */
  invalid: string[];
}

const lockTaken = async (db: Db, space: number, key: SQL): Promise<boolean> => {
  const [row] = rawRows<{ taken: boolean }>(
    await db.execute(sql`select pg_try_advisory_xact_lock(${space}::int, ${key}) as taken`),
  );
  return row?.taken === true;
};

/** Which events a search (alias s) considers: after its cursor, or a late one after its confirmation. */
const newForSearch = (horizon: number, late: number[]) =>
  late.length === 0
    ? sql`e.id <= ${horizon} and e.id > s.last_event_id`
    : sql`e.id <= ${horizon} and (e.id > s.last_event_id or (e.id = any(${sql.param(late)}::int[]) and e.at >= s.confirmed_at))`;

/** Events that can be news for a search (alias e): new, back on the market, a lower price. */
const newsKind = sql`(e.kind in ('published', 'back_on_market') or (e.kind = 'price_changed' and e.new_price < e.old_price))`;

/** Events up to the horizon (alias e) after the cursor `oldest` (a scalar subquery), or late. */
const newsAfter = (oldest: SQL, horizon: number, late: number[]) =>
  late.length === 0
    ? sql`e.id <= ${horizon} and e.id > (${oldest}) and ${newsKind}`
    : sql`e.id <= ${horizon} and (e.id > (${oldest}) or e.id = any(${sql.param(late)}::int[])) and ${newsKind}`;

/** Whether any event that could be news happened after the oldest cursor of the searches `behind` selects. */
async function newsSince(db: Db, behind: SQL, horizon: number, late: number[]): Promise<boolean> {
  const oldest = sql`select min(last_event_id) from saved_searches where status = 'active' and kind = 'search' and ${behind}`;
  const [row] = rawRows<{ news: boolean }>(
    await db.execute(
      sql`select exists (select 1 from unit_events e where ${newsAfter(oldest, horizon, late)}) as news`,
    ),
  );
  return row?.news === true;
}

/**
 * One statement for a group of distinct queries: their searches, the news after the oldest of their
 * cursors and those events' units, each read once (materialized: a few rows, planned in no time, where
 * each select over the units table would weigh its indexes); each query's conditions (`selects`, over
 * those units under the name `units`) say which of them its list shows now; every search of that query
 * gets each such unit's events after its own cursor. Returns the matches inserted.
 */
async function insertMatches(
  tx: Db,
  chunk: string[],
  selects: SQL[],
  digests: boolean,
  horizon: number,
  late: number[],
): Promise<number> {
  const hits = sql.join(
    selects.map((select) => sql`(${select})`),
    sql` union all `,
  );
  const inserted = rawRows<{ n: number }>(
    await tx.execute(sql`
      with searches as materialized (
        select id, query, last_event_id, confirmed_at from saved_searches
        where status = 'active' and kind = 'search' and query = any(${sql.param(chunk)}::text[])
          and ${digests ? sql`true` : sql`frequency = 'instant'`}
      ),
      news as materialized (
        select e.id, e.unit_id, e.kind, e.at from unit_events e
        where ${newsAfter(sql`select min(last_event_id) from searches`, horizon, late)}
      ),
      news_units as materialized (
        select * from ${units} where ${units.id} = any(array(select distinct unit_id from news))
      ),
      hits as materialized (${hits}),
      inserted as (
        insert into alert_matches (saved_search_id, unit_event_id, unit_id, reason)
        select s.id, e.id, e.unit_id,
               case e.kind when 'published' then 'new' when 'back_on_market' then 'back_on_market' else 'price_drop' end
        from hits h
        join searches s on s.query = h.query
        join news e on e.unit_id = h.unit_id and ${newForSearch(horizon, late)}
        on conflict do nothing
        returning 1
      )
      select count(*)::int as n from inserted`),
  );
  return inserted[0]?.n ?? 0;
}

/**
 * Finds the ids missing below the new horizon (since the last run's), and which of the ones missing before
 * have appeared since: those are matched again for every search.
 */
async function lateEvents(db: Db, memory: MatchMemory, horizon: number, now: Date): Promise<number[]> {
  const [low] = rawRows<{ cursor: number | null }>(
    await db.execute(sql`select min(last_event_id) as cursor from saved_searches where status = 'active'`),
  );
  const from = Math.max(memory.horizon, Math.min(Number(low?.cursor ?? horizon), horizon));
  if (horizon > from) {
    const missing = rawRows<{ id: number }>(
      await db.execute(sql`
        select g as id from generate_series(${from + 1}::int, ${horizon}::int) g
        where not exists (select 1 from unit_events where id = g)`),
    );
    for (const { id } of missing) memory.gaps.set(Number(id), now.getTime());
  }
  memory.horizon = Math.max(memory.horizon, horizon);
  for (const [id, since] of memory.gaps) if (now.getTime() - since > LATE_EVENT_WINDOW_MS) memory.gaps.delete(id);
  if (memory.gaps.size === 0) return [];
  const appeared = rawRows<{ id: number }>(
    await db.execute(sql`select id from unit_events where id = any(${sql.param([...memory.gaps.keys()])}::int[])`),
  ).map((r) => Number(r.id));
  for (const id of appeared) memory.gaps.delete(id);
  return appeared;
}

/**
 * One matching pass over the active searches: every one (`digests`), or the instant ones only (the runner's
 * ticks between its passes over the daily and weekly searches, which wait for their slot anyway). `memory`
 * is the runner's (its horizon and the ids it found missing), `now` ages those. Returns what it did; throws
 * on a database error (the runner logs it).
 */
export async function matchEvents(
  db: Db,
  memory: MatchMemory = newMatchMemory(),
  now: Date = new Date(),
  { digests, perStatement = QUERIES_PER_STATEMENT }: { digests: boolean; perStatement?: number } = { digests: true },
): Promise<MatchRun> {
  const run: MatchRun = { queries: 0, matches: 0, skipped: 0, invalid: [] };
  const [top] = rawRows<{ horizon: number | null }>(await db.execute(sql`select max(id) as horizon from unit_events`));
  const horizon = top?.horizon === null || top?.horizon === undefined ? 0 : Number(top.horizon);
  if (horizon === 0) return run;
  const appeared = await lateEvents(db, memory, horizon, now);
  let late = appeared;
  if (digests) {
    late = [...new Set([...appeared, ...memory.lateForDigests])];
    memory.lateForDigests.clear();
  } else for (const id of appeared) memory.lateForDigests.add(id);
  const which = digests ? sql`true` : sql`frequency = 'instant'`;
  // A late event may match any query: then every one is matched again.
  const behind = late.length > 0 ? which : sql`${which} and last_event_id < ${horizon}`;
  const queries = rawRows<{ query: string }>(
    await db.execute(
      sql`select distinct query from saved_searches where status = 'active' and kind = 'search' and ${behind}`,
    ),
  ).map((r) => r.query);

  // Nothing that could be alerted since the oldest cursor (no event, or only sales and price rises): the
  // cursors move on without a statement per query.
  const news = queries.length > 0 && (await newsSince(db, behind, horizon, late));

  for (let from = 0; from < queries.length; from += perStatement) {
    const chunk = queries.slice(from, from + perStatement);
    await db.transaction(async (tx) => {
      if (!(await lockTaken(tx, MATCH_LOCK, sql`0`))) {
        run.skipped += chunk.length;
        return;
      }
      const selects: SQL[] = [];
      for (const query of chunk) {
        const conditions = queryConditions(query);
        if (!conditions) {
          run.invalid.push(query);
          continue;
        }
        run.queries += 1;
        selects.push(
          sql`select ${query}::text as query, ${units.id} as unit_id from news_units as ${units} where ${conditions}`,
        );
      }
      if (news && selects.length > 0) {
        // The statement's sets (searches, news, the units each query shows) have no statistics, and PGlite's
        // tables none but the seed's: the planner takes each for a row or two and joins them by nested
        // loops, comparing every search with every hit. Hash joins cost the same whatever the counts.
        await tx.execute(sql`set local enable_nestloop = off`);
        run.matches += await insertMatches(tx, chunk, selects, digests, horizon, late);
      }
      // A query the list refuses matches nothing: its cursor moves on too, so it is not read again each run.
      await tx.execute(sql`
        update saved_searches set last_event_id = ${horizon}
        where status = 'active' and kind = 'search' and query = any(${sql.param(chunk)}::text[])
          and ${which} and last_event_id < ${horizon}`);
    });
  }

  const [shortlists] = rawRows<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from saved_searches where status = 'active' and kind = 'shortlist'
          and ${behind}`,
    ),
  );
  if ((shortlists?.n ?? 0) > 0) {
    await db.transaction(async (tx) => {
      if (!(await lockTaken(tx, SHORTLIST_LOCK, sql`0`))) {
        run.skipped += 1;
        return;
      }
      run.queries += 1;
      const inserted = rawRows<{ n: number }>(
        await tx.execute(sql`
          with inserted as (
            insert into alert_matches (saved_search_id, unit_event_id, unit_id, reason)
            select s.id, e.id, e.unit_id, case e.kind when 'sold' then 'sold' else 'price_drop' end
            from saved_searches s
            join unit_events e on e.unit_id = any(s.unit_ids) and ${newForSearch(horizon, late)}
            where s.status = 'active' and s.kind = 'shortlist'
              and ${digests ? sql`true` : sql`s.frequency = 'instant'`}
              and (e.kind = 'sold' or (e.kind = 'price_changed' and e.new_price < e.old_price))
            on conflict do nothing
            returning 1
          )
          select count(*)::int as n from inserted`),
      );
      run.matches += inserted[0]?.n ?? 0;
      await tx.execute(sql`
        update saved_searches set last_event_id = ${horizon}
        where status = 'active' and kind = 'shortlist' and ${which} and last_event_id < ${horizon}`);
    });
  }
  return run;
}

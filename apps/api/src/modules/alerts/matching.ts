import { type SQL, and, sql } from 'drizzle-orm';
import { type UnitQuery, unitQuerySchema } from '@app/shared';
import type { Db } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { listConditions, searchMatch } from '../catalogue/units/filters.js';

/*
 * Matching new listing events to the active saved searches, in SQL (decisions 0057 and 0060): one
 * INSERT … SELECT per distinct saved query (kind search), one for every shortlist, each in a transaction
 * that also moves the searches' cursors (last_event_id) to the newest event it considered.
 */

/**
 * Advisory-lock keys of the matching (pg_try_advisory_xact_lock(int, int)): a search query's is
 * (MATCH_LOCK, hashtext(query)), every shortlist's at once (SHORTLIST_LOCK, 0).
 */
const MATCH_LOCK = 0x0a1e_0034;
const SHORTLIST_LOCK = 0x0a1e_0035;

/**
 * Events are also taken again for this long after they happened (when they come after the search's
 * confirmation): a transaction that wrote an event with a lower id commits after a run moved the cursor
 * past it. The primary key of alert_matches makes matching one twice a no-op.
 */
export const LATE_EVENT_WINDOW_MS = 10 * 60_000;

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
  /** Distinct queries another runner was matching at that moment (left to it). */
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

/** Which events a search (alias s) considers: after its cursor, or lately and after its confirmation. */
const newForSearch = (horizon: number, windowStart: Date) =>
  sql`e.id <= ${horizon} and (e.id > s.last_event_id or (e.at > ${windowStart.toISOString()}::timestamptz and e.at >= s.confirmed_at))`;

/**
 * One matching pass over every active search. `now` only bounds the late-event window. Returns what it did;
 * throws on a database error (the runner logs it).
 */
export async function matchEvents(db: Db, now: Date = new Date()): Promise<MatchRun> {
  const run: MatchRun = { queries: 0, matches: 0, skipped: 0, invalid: [] };
  const [top] = rawRows<{ horizon: number | null }>(await db.execute(sql`select max(id) as horizon from unit_events`));
  const horizon = top?.horizon === null || top?.horizon === undefined ? 0 : Number(top.horizon);
  if (horizon === 0) return run;
  const windowStart = new Date(now.getTime() - LATE_EVENT_WINDOW_MS);
  const [recent] = rawRows<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from unit_events where at > ${windowStart.toISOString()}::timestamptz`,
    ),
  );
  // While some event is recent, every query is matched again (a late commit may have joined it).
  const late = (recent?.n ?? 0) > 0;
  const behind = late ? sql`true` : sql`last_event_id < ${horizon}`;
  const queries = rawRows<{ query: string }>(
    await db.execute(
      sql`select distinct query from saved_searches where status = 'active' and kind = 'search' and ${behind}`,
    ),
  ).map((r) => r.query);

  for (const query of queries) {
    const conditions = queryConditions(query);
    if (!conditions) {
      run.invalid.push(query);
      continue;
    }
    await db.transaction(async (tx) => {
      if (!(await lockTaken(tx, MATCH_LOCK, sql`hashtext(${query})`))) {
        run.skipped += 1;
        return;
      }
      run.queries += 1;
      const inserted = rawRows<{ n: number }>(
        await tx.execute(sql`
          with inserted as (
            insert into alert_matches (saved_search_id, unit_event_id, unit_id, reason)
            select s.id, e.id, e.unit_id,
                   case e.kind when 'published' then 'new' when 'back_on_market' then 'back_on_market' else 'price_drop' end
            from saved_searches s
            join unit_events e on ${newForSearch(horizon, windowStart)}
            join units on units.id = e.unit_id
            where s.status = 'active' and s.kind = 'search' and s.query = ${query}
              and (e.kind in ('published', 'back_on_market') or (e.kind = 'price_changed' and e.new_price < e.old_price))
              and ${conditions}
            on conflict do nothing
            returning 1
          )
          select count(*)::int as n from inserted`),
      );
      run.matches += inserted[0]?.n ?? 0;
      await tx.execute(sql`
        update saved_searches set last_event_id = ${horizon}
        where status = 'active' and kind = 'search' and query = ${query} and last_event_id < ${horizon}`);
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
            join unit_events e on e.unit_id = any(s.unit_ids) and ${newForSearch(horizon, windowStart)}
            where s.status = 'active' and s.kind = 'shortlist'
              and (e.kind = 'sold' or (e.kind = 'price_changed' and e.new_price < e.old_price))
            on conflict do nothing
            returning 1
          )
          select count(*)::int as n from inserted`),
      );
      run.matches += inserted[0]?.n ?? 0;
      await tx.execute(sql`
        update saved_searches set last_event_id = ${horizon}
        where status = 'active' and kind = 'shortlist' and last_event_id < ${horizon}`);
    });
  }
  return run;
}

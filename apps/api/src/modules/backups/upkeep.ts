import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, officeToday } from '@app/shared';
import { DailyJob } from '../../daily-job.js';
import type { Db } from '../../db/client.js';
import { officeTime } from '../alerts/schedule.js';

/** The nightly upkeep's hour, office time (Africa/Cairo): the agency's quietest. */
export const UPKEEP_HOUR = 4;

/**
 * The tables every list and search reads its counts from, rewritten by triggers on each write of a unit
 * (decisions 0050, 0053, 0063): their statistics are taken again each night. The units table's are not: at
 * 100,000 units that takes about 2 s, during which an embedded database answers nothing else.
 */
const KEPT_TABLES = sql.raw('filter_counts, search_filter_counts, search_facets, search_titles');

/**
 * The upkeep PostgreSQL's autovacuum does, for PGlite, which has none (decision 0064): `vacuum` frees the rows
 * that edits left behind, so that tables and indexes stop growing with every edit, and sets the visibility
 * map, so that the covering indexes are read without the table again. It reads only the pages changed since
 * the last one: about 40 ms at 100,000 units after a quiet day, 0.4 s after 1,000 units were edited.
 */
export async function upkeepDatabase(db: Db): Promise<void> {
  await db.execute(sql`vacuum`);
  await db.execute(sql`analyze ${KEPT_TABLES}`);
}

/** How long from `now` until the next UPKEEP_HOUR:00 on the office's clock. */
export function untilUpkeep(now: Date): number {
  const today = officeTime(officeToday(now), UPKEEP_HOUR);
  const next = today > now ? today : officeTime(addDays(officeToday(now), 1), UPKEEP_HOUR);
  return next.getTime() - now.getTime();
}

/**
 * Runs `upkeepDatabase` on PGlite at the next UPKEEP_HOUR:00 office time after the API starts, then every 24
 * hours (an hour off the office's clock after a change of summer time, until the next start).
 */
export class DatabaseUpkeepJob extends DailyJob {
  constructor(db: Db, logger: FastifyBaseLogger, now = new Date()) {
    super({
      run: async () => {
        const started = Date.now();
        await upkeepDatabase(db);
        logger.info({ ms: Date.now() - started }, 'database upkeep');
      },
      failure: 'database upkeep failed',
      logger,
      firstRunMs: untilUpkeep(now),
    });
  }
}

import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RetentionOptions } from '../../config.js';
import { DailyJob } from '../../daily-job.js';
import type { Db } from '../../db/client.js';
import { adminSessions, inquiries } from '../../db/schema/index.js';

export interface RetentionRun {
  inquiries: number;
  spam: number;
  sessions: number;
}

const olderThan = (days: number) => lt(inquiries.createdAt, sql`now() - ${days} * interval '1 day'`);

/**
 * Deletes inquiries received more than `days` days ago, suspected spam received more than `spamDays`
 * days ago (their outbox rows go with them: ON DELETE CASCADE), and expired back office sessions.
 * The privacy page promises both defaults (730 and 30 days).
 */
export async function deleteExpired(
  db: Db,
  { days, spamDays }: Omit<RetentionOptions, 'start'>,
): Promise<RetentionRun> {
  const gone = await db
    .delete(inquiries)
    .where(and(ne(inquiries.status, 'spam'), olderThan(days)))
    .returning({ id: inquiries.id });
  const spam = await db
    .delete(inquiries)
    .where(and(eq(inquiries.status, 'spam'), olderThan(spamDays)))
    .returning({ id: inquiries.id });
  const sessions = await db
    .delete(adminSessions)
    .where(lt(adminSessions.expiresAt, sql`now()`))
    .returning({ tokenHash: adminSessions.tokenHash });
  return { inquiries: gone.length, spam: spam.length, sessions: sessions.length };
}

/**
 * Runs `deleteExpired` a minute after the API starts and then once a day (DailyJob). Several replicas may
 * each run it: the deletes are idempotent.
 */
export class RetentionJob extends DailyJob {
  constructor(db: Db, options: Omit<RetentionOptions, 'start'>, logger: FastifyBaseLogger) {
    super({
      run: async () => {
        const run = await deleteExpired(db, options);
        if (run.inquiries > 0 || run.spam > 0 || run.sessions > 0) {
          logger.info(run, 'deleted expired inquiries, suspected spam and sessions');
        }
      },
      failure: 'retention job failed',
      logger,
    });
  }
}

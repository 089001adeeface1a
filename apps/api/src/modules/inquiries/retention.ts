import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RetentionOptions } from '../../config.js';
import type { Db } from '../../db/client.js';
import { adminSessions, inquiries } from '../../db/schema/index.js';

const DAY_MS = 86_400_000;

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
 * Runs `deleteExpired` a minute after the API starts and then once a day. Several replicas may each
 * run it: the deletes are idempotent.
 */
export class RetentionJob {
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: Omit<RetentionOptions, 'start'>,
    private readonly logger: FastifyBaseLogger,
  ) {}

  start(firstRunMs = 60_000): void {
    const first = setTimeout(() => this.run(), firstRunMs);
    const daily = setInterval(() => this.run(), DAY_MS);
    first.unref();
    daily.unref();
    this.timers.push(first, daily);
  }

  private run(): void {
    if (this.running) return;
    this.running = deleteExpired(this.db, this.options)
      .then((run) => {
        if (run.inquiries > 0 || run.spam > 0 || run.sessions > 0) {
          this.logger.info(run, 'deleted expired inquiries, suspected spam and sessions');
        }
      })
      .catch((err: unknown) => this.logger.error({ err }, 'retention job failed'))
      .finally(() => (this.running = undefined));
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    await this.running;
  }
}

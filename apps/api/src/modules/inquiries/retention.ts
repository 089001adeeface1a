import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { adminSessions, inquiries } from '../../db/schema.js';

const DAY_MS = 86_400_000;

export interface RetentionRun {
  inquiries: number;
  sessions: number;
}

/**
 * Deletes inquiries received more than `days` days ago (their outbox rows go with them: ON DELETE
 * CASCADE) and expired back office sessions. The privacy page promises the 730-day default.
 */
export async function deleteExpired(db: Db, days: number): Promise<RetentionRun> {
  const gone = await db
    .delete(inquiries)
    .where(lt(inquiries.createdAt, sql`now() - ${days} * interval '1 day'`))
    .returning({ id: inquiries.id });
  const sessions = await db
    .delete(adminSessions)
    .where(lt(adminSessions.expiresAt, sql`now()`))
    .returning({ tokenHash: adminSessions.tokenHash });
  return { inquiries: gone.length, sessions: sessions.length };
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
    private readonly days: number,
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
    this.running = deleteExpired(this.db, this.days)
      .then((run) => {
        if (run.inquiries > 0 || run.sessions > 0) this.logger.info(run, 'deleted expired inquiries and sessions');
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

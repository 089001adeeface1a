import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Mail, type SendMailOptions, createTransport } from 'nodemailer';
import type { Db } from './client.js';
import { rawRows } from './raw-rows.js';

/**
 * The tables of e-mails waiting to be sent (inquiry_outbox, alert_mails): each has `id`, `attempts`,
 * `next_attempt_at`, `locked_until`, `last_error` and `sent_at`.
 */
export type OutboxTable = 'inquiry_outbox' | 'alert_mails';

export interface OutboxLoopOptions {
  db: Db;
  smtpUrl: string;
  logger: FastifyBaseLogger;
  /** How often the loop looks for due rows once started. */
  intervalMs: number;
  /** First retry after this long, doubling per failed attempt up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claimed row stays reserved for the process that claimed it. */
  leaseMs?: number;
  batchSize?: number;
}

export interface OutboxRun {
  sent: number;
  failed: number;
}

/** A claimed row: its id, its attempts counting this one, and the columns its outbox asked for (snake_case). */
export type ClaimedRow = { id: number; attempts: number } & Record<string, unknown>;

/** The wait before attempt n+1 after n failed attempts: base, 2×base, 4×base … capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/**
 * Reserves up to `batchSize` due rows of `table` for this process: an UPDATE over a FOR UPDATE SKIP LOCKED
 * selection that sets a lease (locked_until) and counts the attempt, so that two processes on one
 * PostgreSQL never claim one row; a process that dies mid-send leaves the lease to run out, and another
 * one retries. Answers the claimed rows with `columns` besides id and attempts.
 */
export async function claimDueRows(
  db: Db,
  table: OutboxTable,
  { leaseMs, batchSize, columns }: { leaseMs: number; batchSize: number; columns: readonly string[] },
): Promise<ClaimedRow[]> {
  const t = sql.identifier(table);
  const extra = columns.map((c) => sql`, ${sql.identifier(c)}`);
  const result = await db.execute(sql`
    update ${t} set locked_until = now() + ${leaseMs} * interval '1 millisecond', attempts = attempts + 1
    where id in (
      select id from ${t}
      where sent_at is null and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
      order by next_attempt_at, id
      limit ${batchSize}
      for update skip locked
    )
    returning id, attempts${sql.join(extra)}`);
  // Oldest first, as they were selected (RETURNING keeps no order).
  return rawRows<ClaimedRow>(result).sort((a, b) => a.id - b.id);
}

/**
 * The loop shared by the e-mail outboxes: claims due rows (claimDueRows), sends each once, marks it sent,
 * or on failure frees it with the next attempt backed off (retryDelayMs: 15 s, 30 s, 1 min … at most an
 * hour), so an outage of the mail server loses nothing. A subclass names its table and columns, and turns
 * its claimed rows into messages.
 */
export abstract class OutboxLoop {
  protected readonly transport: Mail;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;

  protected constructor(
    private readonly loop: OutboxLoopOptions,
    private readonly table: OutboxTable,
    private readonly columns: readonly string[],
  ) {
    this.transport = createTransport({
      url: loop.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    this.retryBaseMs = loop.retryBaseMs ?? 15_000;
    this.retryMaxMs = loop.retryMaxMs ?? 3_600_000;
    this.leaseMs = loop.leaseMs ?? 120_000;
    this.batchSize = loop.batchSize ?? 20;
  }

  /**
   * The messages of the claimed rows, by row id. A row left out is not sent now (what it is about is gone);
   * its lease runs out.
   */
  protected abstract messages(rows: ClaimedRow[]): Promise<Map<number, SendMailOptions>>;

  /** What the failure's log line says of the row, and what failed. */
  protected abstract failure(row: ClaimedRow): { fields: Record<string, unknown>; message: string };

  /** Sends what is due now and then every `intervalMs`. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.timer = setInterval(() => this.wake(), this.loop.intervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Sends due rows soon (after a row was queued); one drain at a time per process. No-op until started. */
  wake(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.loop.logger.error({ err, outbox: this.table }, 'outbox run failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Stops the loop and waits for a send in progress. */
  async stop(): Promise<void> {
    this.started = false;
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const run = await this.runOnce();
      if (run.sent + run.failed < this.batchSize || !this.started) return;
    }
  }

  /** Claims up to batchSize due rows and tries each once. */
  async runOnce(): Promise<OutboxRun> {
    const { db } = this.loop;
    const t = sql.identifier(this.table);
    const claimed = await claimDueRows(db, this.table, {
      leaseMs: this.leaseMs,
      batchSize: this.batchSize,
      columns: this.columns,
    });
    const run: OutboxRun = { sent: 0, failed: 0 };
    if (claimed.length === 0) return run;
    const messages = await this.messages(claimed);
    for (const row of claimed) {
      const message = messages.get(row.id);
      if (!message) continue;
      // The batch is sent one by one: a row whose lease ran out meanwhile may have been claimed again by
      // another process (its attempts moved on). Renew the lease of a row still ours; skip one that is not.
      if (!(await this.stillClaimed(row))) continue;
      try {
        await this.transport.sendMail(message);
        await db.execute(sql`update ${t} set sent_at = now(), locked_until = null, last_error = null
          where id = ${row.id}`);
        run.sent += 1;
      } catch (err) {
        const delay = retryDelayMs(row.attempts, this.retryBaseMs, this.retryMaxMs);
        const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        await db.execute(sql`update ${t} set locked_until = null, last_error = ${error},
          next_attempt_at = now() + ${delay} * interval '1 millisecond'
          where id = ${row.id} and attempts = ${row.attempts}`);
        const { fields, message: what } = this.failure(row);
        this.loop.logger.warn({ ...fields, attempts: row.attempts, retryInMs: delay, err: error }, what);
        run.failed += 1;
      }
    }
    return run;
  }

  /** Renews the lease of a claimed row unless another process has claimed it since; false then. */
  private async stillClaimed(row: ClaimedRow): Promise<boolean> {
    const t = sql.identifier(this.table);
    const renewed = await this.loop.db.execute(sql`
      update ${t} set locked_until = now() + ${this.leaseMs} * interval '1 millisecond'
      where id = ${row.id} and attempts = ${row.attempts} and sent_at is null
      returning id`);
    return rawRows(renewed).length > 0;
  }
}

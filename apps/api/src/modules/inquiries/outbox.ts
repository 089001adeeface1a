import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Mail, createTransport } from 'nodemailer';
import type { InquiryKind } from '@app/shared';
import type { MailOptions } from '../../config.js';
import type { Db } from '../../db/client.js';
import { inquiries, inquiryOutbox, compounds, units } from '../../db/schema/index.js';
import { composeInquiryMail } from './mail.js';
import { linkedUnitsOf } from './office-queries.js';

export interface OutboxOptions {
  db: Db;
  mail: MailOptions;
  siteUrl: string;
  logger: FastifyBaseLogger;
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

/** The wait before attempt n+1 after n failed attempts: base, 2×base, 4×base … capped. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/**
 * Sends the e-mails of stored inquiries to LEADS_EMAIL. Rows are written with the inquiry (same
 * transaction) and stay until the mail server accepts the message: a failed attempt is retried with
 * exponential back-off (15 s, 30 s, 1 min … at most an hour), so an outage of the mail server loses
 * nothing. Several API processes may run this loop on one PostgreSQL database: a row is claimed by an
 * UPDATE over a FOR UPDATE SKIP LOCKED selection that also sets a lease (locked_until), so only one
 * process sends it; if that process dies mid-send, the lease runs out and another one retries.
 */
export class Outbox {
  private readonly transport: Mail;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;

  constructor(private readonly options: OutboxOptions) {
    this.transport = createTransport({
      url: options.mail.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    this.retryBaseMs = options.retryBaseMs ?? 15_000;
    this.retryMaxMs = options.retryMaxMs ?? 3_600_000;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.batchSize = options.batchSize ?? 20;
  }

  /** Sends what is due now and then every `intervalMs`. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.timer = setInterval(() => this.wake(), this.options.mail.intervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Sends due rows soon (after a new inquiry); one drain at a time per process. No-op until started. */
  wake(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.options.logger.error({ err }, 'outbox run failed'))
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
    const { db } = this.options;
    const due = db
      .select({ id: inquiryOutbox.id })
      .from(inquiryOutbox)
      .where(
        and(
          isNull(inquiryOutbox.sentAt),
          lte(inquiryOutbox.nextAttemptAt, sql`now()`),
          or(isNull(inquiryOutbox.lockedUntil), lte(inquiryOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(inquiryOutbox.nextAttemptAt), asc(inquiryOutbox.id))
      .limit(this.batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(inquiryOutbox)
      .set({
        lockedUntil: sql`now() + ${this.leaseMs} * interval '1 millisecond'`,
        attempts: sql`${inquiryOutbox.attempts} + 1`,
      })
      .where(inArray(inquiryOutbox.id, due))
      .returning({ id: inquiryOutbox.id, inquiryId: inquiryOutbox.inquiryId, attempts: inquiryOutbox.attempts });

    const run: OutboxRun = { sent: 0, failed: 0 };
    if (claimed.length === 0) return run;
    const rows = await this.load(claimed.map((c) => c.inquiryId));
    for (const claim of claimed) {
      const inquiry = rows.get(claim.inquiryId);
      if (!inquiry) continue; // deleted meanwhile (retention); its row went with it
      try {
        const mail = composeInquiryMail(inquiry, this.options.siteUrl);
        await this.transport.sendMail({
          from: this.options.mail.from,
          to: this.options.mail.to,
          ...(mail.replyTo && { replyTo: { name: inquiry.name, address: mail.replyTo } }),
          subject: mail.subject,
          text: mail.text,
          headers: { 'X-Inquiry-Id': inquiry.id },
        });
        await db
          .update(inquiryOutbox)
          .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
          .where(eq(inquiryOutbox.id, claim.id));
        run.sent += 1;
      } catch (err) {
        const delay = retryDelayMs(claim.attempts, this.retryBaseMs, this.retryMaxMs);
        const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        await db
          .update(inquiryOutbox)
          .set({
            lockedUntil: null,
            lastError: message,
            nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'`,
          })
          .where(eq(inquiryOutbox.id, claim.id));
        this.options.logger.warn(
          { inquiry: claim.inquiryId, attempts: claim.attempts, retryInMs: delay, err: message },
          'inquiry e-mail failed; will retry',
        );
        run.failed += 1;
      }
    }
    return run;
  }

  private async load(ids: string[]) {
    const rows = await this.options.db
      .select({
        id: inquiries.id,
        kind: inquiries.kind,
        name: inquiries.name,
        email: inquiries.email,
        data: inquiries.data,
        page: inquiries.page,
        unitId: inquiries.unitId,
        unitTitle: sql<string | null>`${units.title}->>'en'`,
        compoundSlug: compounds.slug,
        compoundName: sql<string | null>`${compounds.name}->>'en'`,
        lang: inquiries.lang,
        currency: inquiries.currency,
        createdAt: inquiries.createdAt,
        viewingStartsAt: inquiries.viewingStartsAt,
        viewingEndsAt: inquiries.viewingEndsAt,
        visitorTimeZone: inquiries.visitorTimeZone,
      })
      .from(inquiries)
      .leftJoin(units, eq(units.id, inquiries.unitId))
      .leftJoin(compounds, eq(compounds.id, inquiries.compoundId))
      .where(inArray(inquiries.id, ids));
    // A shortlist's units, for all the claimed inquiries at once.
    const linked = await linkedUnitsOf(this.options.db, ids);
    return new Map(
      rows.map(({ viewingStartsAt, viewingEndsAt, visitorTimeZone, ...row }) => [
        row.id,
        {
          ...row,
          kind: row.kind as InquiryKind,
          units: linked.get(row.id) ?? [],
          videoCall:
            viewingStartsAt && viewingEndsAt && visitorTimeZone
              ? { start: viewingStartsAt, end: viewingEndsAt, timeZone: visitorTimeZone }
              : null,
        },
      ]),
    );
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { type Currency, DEFAULT_ALERTS_INTERVAL_MS } from '@app/shared';
import type { Db } from '../../db/client.js';
import { type ComposeOptions, type ComposeRun, composeAlerts } from './compose.js';
import { type MatchRun, matchEvents, newMatchMemory } from './matching.js';
import { latestDailySlot, latestWeeklySlot } from './schedule.js';

/**
 * How often a runner matches the daily and weekly searches (the instant ones: every run). They wait for
 * their slot anyway; matching them every 15 s would make each run pay for every search.
 */
export const DIGEST_MATCH_INTERVAL_MS = 5 * 60_000;

/** What the runner wakes once it has queued alert e-mails: the alerts' mail outbox (mail-outbox.ts). */
export interface AlertMailWaker {
  wake(): void;
}

export interface AlertRunnerOptions {
  db: Db;
  /** The site's public origin (SITE_URL), for the e-mails' links. */
  siteUrl: string;
  /** The current exchange rates (the rates service's). */
  rates: () => Record<Currency, number>;
  /** Woken after a run queued e-mails; none: they wait for the outbox's own tick. */
  outbox?: AlertMailWaker | undefined;
  logger: FastifyBaseLogger;
  /** How often a run starts (ALERTS_INTERVAL_SECONDS; default 15 s, well within INSTANT_ALERT_WITHIN_MS). */
  intervalMs?: number;
  /** The clock of the schedule (tests fix it). */
  clock?: () => Date;
  /** See ComposeOptions (tests only). */
  batchSize?: number;
  beforeCommit?: ComposeOptions['beforeCommit'];
}

export interface AlertRun {
  match: MatchRun;
  compose: ComposeRun;
  /** How long each part took (the log line and bench:alerts). */
  matchMs: number;
  composeMs: number;
}

/**
 * The alert runner (decision 0060): every interval, matches the new listing events to the active searches
 * (matching.ts), then queues the due alerts (compose.ts) and wakes the mail outbox. Several API processes
 * may each run it on one PostgreSQL: the matching of one query is taken by one of them at a time (an
 * advisory transaction lock; the others skip it), each search is composed by one (FOR UPDATE SKIP LOCKED),
 * and a match is recorded once (the primary key of alert_matches).
 */
export class AlertRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  /** The matching's horizon and the event ids it found missing (matching.ts). */
  private readonly memory = newMatchMemory();
  /** When this runner last matched the daily and weekly searches too. */
  private digestsMatchedAt: Date | null = null;

  constructor(private readonly options: AlertRunnerOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.options.intervalMs ?? DEFAULT_ALERTS_INTERVAL_MS);
    this.timer.unref();
    this.tick();
  }

  /** One run now: match, then compose; wakes the outbox when e-mails were queued. */
  async runOnce(): Promise<AlertRun> {
    const { db, siteUrl, rates, batchSize, beforeCommit } = this.options;
    const now = this.options.clock?.() ?? new Date();
    const started = performance.now();
    // Every run matches the instant searches; the daily and weekly ones every DIGEST_MATCH_INTERVAL_MS,
    // and always before a slot of theirs is composed.
    const last = this.digestsMatchedAt;
    const digests =
      last === null ||
      now.getTime() - last.getTime() >= DIGEST_MATCH_INTERVAL_MS ||
      latestDailySlot(now) > last ||
      latestWeeklySlot(now) > last;
    const match = await matchEvents(db, this.memory, now, { digests });
    if (digests) this.digestsMatchedAt = now;
    const matched = performance.now();
    if (match.invalid.length > 0) {
      this.options.logger.warn({ queries: match.invalid }, 'saved searches whose query the list refuses match nothing');
    }
    const compose = await composeAlerts(
      db,
      { siteUrl, rates, ...(batchSize ? { batchSize } : {}), ...(beforeCommit ? { beforeCommit } : {}) },
      now,
    );
    if (compose.mails > 0) this.options.outbox?.wake();
    return {
      match,
      compose,
      matchMs: Math.round(matched - started),
      composeMs: Math.round(performance.now() - matched),
    };
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.runOnce()
      .then(({ match, compose, matchMs, composeMs }) => {
        if (match.matches > 0 || compose.mails > 0) {
          this.options.logger.info({ match, compose, matchMs, composeMs }, 'alerts matched and queued');
        }
      })
      .catch((err: unknown) => this.options.logger.error({ err }, 'alert run failed'))
      .finally(() => (this.running = undefined));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

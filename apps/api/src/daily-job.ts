import type { FastifyBaseLogger } from 'fastify';

const DAY_MS = 86_400_000;

export interface DailyJobOptions {
  /** One run of the job's work (`now`: the time it runs for, a test's; else the clock's); it logs what it did. */
  run: (now?: Date) => Promise<void>;
  /** The message of the error logged when a run fails. */
  failure: string;
  logger: FastifyBaseLogger;
  /** How long after `start` the first run is (default a minute). */
  firstRunMs?: number;
}

/**
 * A job of this process that runs a minute after `start` (or `firstRunMs`) and then once a day: one run
 * at a time (a run due while one is under way is skipped), a failed run logged once with pino and tried
 * again the next day, and `stop` clearing the timers and waiting for a run under way. The timers do not
 * keep the process alive. The modules' daily clean-ups extend it with their work (inquiries/retention.ts,
 * alerts/cleanup.ts, media/sweep.ts).
 */
export class DailyJob {
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<void> | undefined;

  constructor(private readonly options: DailyJobOptions) {}

  start(firstRunMs = this.options.firstRunMs ?? 60_000): void {
    const first = setTimeout(() => void this.run(), firstRunMs);
    const daily = setInterval(() => void this.run(), DAY_MS);
    first.unref();
    daily.unref();
    this.timers.push(first, daily);
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    await this.running;
  }

  /** One run now (the timers' and the tests'): while one is under way, that one's promise, not a second run. */
  run(now?: Date): Promise<void> {
    this.running ??= this.runOnce(now).finally(() => (this.running = undefined));
    return this.running;
  }

  private async runOnce(now?: Date): Promise<void> {
    try {
      await this.options.run(now);
    } catch (err) {
      this.options.logger.error({ err }, this.options.failure);
    }
  }
}

import type { FastifyBaseLogger } from 'fastify';

const DAY_MS = 86_400_000;

export interface DailyJobOptions {
  /** One run of the job's work; it logs what it did. */
  run: () => Promise<void>;
  /** The message of the error logged when a run fails. */
  failure: string;
  logger: FastifyBaseLogger;
}

/**
 * A job of this process that runs a minute after `start` (or `firstRunMs`) and then once a day: one run
 * at a time (a run due while one is under way is skipped), a failed run logged once with pino and tried
 * again the next day, and `stop` clearing the timers and waiting for a run under way. The timers do not
 * keep the process alive. The modules' daily clean-ups extend it with their work (inquiries/retention.ts,
 * alerts/cleanup.ts).
 */
export class DailyJob {
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<void> | undefined;

  constructor(private readonly options: DailyJobOptions) {}

  start(firstRunMs = 60_000): void {
    const first = setTimeout(() => this.run(), firstRunMs);
    const daily = setInterval(() => this.run(), DAY_MS);
    first.unref();
    daily.unref();
    this.timers.push(first, daily);
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    await this.running;
  }

  private run(): void {
    if (this.running) return;
    this.running = this.runOnce().finally(() => (this.running = undefined));
  }

  private async runOnce(): Promise<void> {
    try {
      await this.options.run();
    } catch (err) {
      this.options.logger.error({ err }, this.options.failure);
    }
  }
}

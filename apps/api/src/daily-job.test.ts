import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DailyJob } from './daily-job.js';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A logger whose JSON lines land in `lines`. */
function capturingLog() {
  const lines: { level: number; msg: string; err?: { message: string } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

/** A run that lasts until its test ends it. */
function openRun() {
  let end = () => {};
  const done = new Promise<void>((resolve) => (end = resolve));
  return { done, end };
}

describe('DailyJob', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a minute after start and then once a day, one run at a time, and stop waits for the run under way', async () => {
    const { logger } = capturingLog();
    const runs: ReturnType<typeof openRun>[] = [];
    const job = new DailyJob({
      run: () => {
        const run = openRun();
        runs.push(run);
        return run.done;
      },
      failure: 'test job failed',
      logger,
    });
    job.start();
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(1);

    // The day's run comes while the first one is still under way: it is skipped.
    await vi.advanceTimersByTimeAsync(DAY);
    expect(runs).toHaveLength(1);
    runs[0]?.end();
    await vi.advanceTimersByTimeAsync(DAY);
    expect(runs).toHaveLength(2);

    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    runs[1]?.end();
    await stopping;
    expect(stopped).toBe(true);

    // Stopped: no more runs.
    await vi.advanceTimersByTimeAsync(2 * DAY);
    expect(runs).toHaveLength(2);
  });

  it('logs a failed run once as an error, without throwing, and runs again the next day', async () => {
    const { logger, lines } = capturingLog();
    let calls = 0;
    const job = new DailyJob({
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('database unreachable');
      },
      failure: 'test job failed',
      logger,
    });
    job.start(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    expect(lines.map(({ level, msg, err }) => ({ level, msg, err: err?.message }))).toEqual([
      { level: 50, msg: 'test job failed', err: 'database unreachable' },
    ]);
    await vi.advanceTimersByTimeAsync(DAY);
    expect(calls).toBe(2);
    expect(lines).toHaveLength(1);
    await job.stop();
  });
});

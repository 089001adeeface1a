import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.js';
import {
  RUNNER_SITE,
  alertMails,
  fallbackRates,
  listedUnits,
  listingEvent,
  sharedDatabase,
  subscribe,
} from '../../../test/alert-runner.js';
import { backends } from '../../../test/helpers.js';
import { spawnCommand } from '../../../test/processes.js';
import { AlertRunner } from './runner.js';

/*
 * A runner killed (SIGKILL) in the middle of a run, then another run: what the killed one committed is not
 * queued again, what it had not committed is queued now. PostgreSQL only (CI sets TEST_DATABASE_URL):
 * two processes cannot share an in-memory PGlite database.
 */
describe.each(backends.filter((b) => b === 'postgres'))('alert runner killed mid-run on %s', () => {
  it('loses no match and queues none twice', { timeout: 120_000 }, async () => {
    const shared = await sharedDatabase('postgres');
    try {
      const database = await shared.open();
      const units = await listedUnits(database.db);
      const searches = [];
      for (let i = 0; i < 6; i += 1) searches.push(await subscribe(database.db, { email: `k${i}@example.com` }));
      for (const unit of units.slice(0, 5)) await listingEvent(database.db, unit.id, 'published');

      const url = new URL(shared.url!);
      url.searchParams.set('application_name', 'alert-runner-child');
      const child = spawnCommand('test/alert-runner-child.ts', [], { ALERT_CHILD_DATABASE_URL: url.toString() });
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.once('exit', (_, signal) => resolve(signal)),
      );
      await new Promise<void>((resolve, reject) => {
        let out = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('mid-batch')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`the child runner exited (${code}) before its second batch`)));
      });
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');

      // The first batch (two searches) is committed; the second was not.
      expect(await alertMails(database.db)).toHaveLength(2);
      // PostgreSQL ends the killed connection's transaction (and its row locks) once it sees the socket close.
      for (;;) {
        const [left] = rawRows<{ n: number }>(
          await database.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where application_name = 'alert-runner-child'`,
          ),
        );
        if (left!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }

      const runner = new AlertRunner({
        db: database.db,
        siteUrl: RUNNER_SITE,
        rates: fallbackRates,
        logger: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
      });
      await runner.runOnce();
      const mails = await alertMails(database.db);
      expect(mails.map((m) => m.saved_search_id).sort((a, b) => a - b)).toEqual(searches.map((s) => s.id));
      const [counts] = rawRows<{ all: number; reported: number; mails: number }>(
        await database.db.execute(sql`
          select count(*)::int as all, count(mail_id)::int as reported, count(distinct mail_id)::int as mails
          from alert_matches`),
      );
      expect(counts).toEqual({ all: 6 * 5, reported: 6 * 5, mails: 6 });
      // Each mail lists its five units once.
      for (const mail of mails) expect(new Set(mail.html.match(/\/property\/\d+/g)).size).toBe(5);
    } finally {
      await shared.drop();
    }
  });
});

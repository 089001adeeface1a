import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../src/db/client.js';
import { AlertRunner } from '../src/modules/alerts/runner.js';
import { RUNNER_SITE, fallbackRates } from './alert-runner.js';

/*
 * An alert runner in a process of its own, for runner-kill.test.ts: it composes in batches of two and,
 * once the first batch is committed, stops inside the second transaction (rows written, not committed),
 * says so on stdout and waits there to be killed.
 */
const database = await openDatabase({ databaseUrl: process.env.ALERT_CHILD_DATABASE_URL });
let batches = 0;
const runner = new AlertRunner({
  db: database.db,
  siteUrl: RUNNER_SITE,
  rates: fallbackRates,
  logger: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
  batchSize: 2,
  beforeCommit: async () => {
    batches += 1;
    if (batches < 2) return;
    process.stdout.write('mid-batch\n');
    await new Promise(() => {});
  },
});
await runner.runOnce();

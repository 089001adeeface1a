import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.js';
import { DEFAULT_LIMITS } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { reseed } from '../src/db/seed/seed.js';

/**
 * The databases the integration suites run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Suites run as `describe.each(backends)('… on %s', …)`: npm test reads the database from the end of that
 * title to report which ones the suite ran on (scripts/lib/test-summary.mjs).
 */
export const backends: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fixed clock for the seed, so that "newest" orders are reproducible. */
const SEED_NOW = new Date('2026-11-01T12:00:00Z');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A fresh database of its own (in-memory PGlite, or a new PostgreSQL database), migrated and seeded.
 * `log`: one logger for the database and the app, as server.ts has (default: the app logs nothing).
 */
export async function buildTestApp(
  backend: 'pglite' | 'postgres',
  options: { seed?: boolean; app?: Omit<AppOptions, 'database'>; log?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  let dropDatabase = async () => {};
  let database: Database;
  if (backend === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), log: options.log });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  await database.migrate();
  if (options.seed !== false) await reseed(database.db, { now: SEED_NOW });
  // No load shedding unless a test asks for it: a busy test machine must not turn answers into 503s.
  const limits = options.app?.limits ?? { ...DEFAULT_LIMITS, maxEventLoopDelayMs: 0 };
  // Strict answers: a field a route's schema does not declare, or a wrong type, fails the request (500).
  const app = await buildApp({
    responses: 'strict',
    ...options.app,
    ...(options.log ? { loggerInstance: options.log } : {}),
    limits,
    database,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/**
 * One app for the enclosing describe block, built before its tests and closed after them: `suite.t` is
 * the app once built, `suite.get(url)` a GET through it.
 */
export function useTestApp(backend: 'pglite' | 'postgres', options: Parameters<typeof buildTestApp>[1] = {}) {
  const suite = {
    t: undefined as unknown as TestApp,
    get: (url: string) => suite.t.app.inject({ method: 'GET', url }),
  };
  beforeAll(async () => {
    suite.t = await buildTestApp(backend, options);
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  return suite;
}

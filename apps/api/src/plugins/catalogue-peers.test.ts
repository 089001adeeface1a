import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEFAULT_LIMITS } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { LISTENER_APPLICATION_NAME } from '../db/notifications.js';
import { type TestApp, backends, buildTestApp } from '../../test/helpers.js';

// Two API processes on one PostgreSQL database, as two replicas behind a load balancer: a change made
// through one drops the other's cached answers at once.
describe.each(backends.filter((b) => b === 'postgres'))('API replicas sharing %s', (backend) => {
  let first: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await buildTestApp(backend);
    const result = (await first.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const row = result.rows[0];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    secondDatabase = await openDatabase({ databaseUrl: url.toString() });
    second = await buildApp({ database: secondDatabase, limits: { ...DEFAULT_LIMITS, maxEventLoopDelayMs: 0 } });
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  const list = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/home-products/?page=1' });

  it("drop each other's cached answers when one of them changes the catalogue", async () => {
    expect((await list(first.app)).headers['x-cache']).toBe('miss');
    expect((await list(first.app)).headers['x-cache']).toBe('hit');
    expect((await list(second)).headers['x-cache']).toBe('miss');

    second.invalidateResponseCache();
    await expect.poll(async () => (await list(first.app)).headers['x-cache'], { timeout: 2000 }).toBe('miss');
    // The one that announced it dropped its own at once.
    expect((await list(second)).headers['x-cache']).toBe('miss');
  });

  it('a process does not drop its answers again on hearing its own announcement', async () => {
    await list(first.app);
    expect((await list(first.app)).headers['x-cache']).toBe('hit');
    first.app.invalidateResponseCache();
    expect((await list(first.app)).headers['x-cache']).toBe('miss');
    // Its own announcement comes back to it a moment later and must leave the fresh answer in place.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await list(first.app)).headers['x-cache']).toBe('hit');
  });

  it('hear each other again after the listening connection was lost', async () => {
    const [row] = (
      (await first.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await killer.connect();
    try {
      const ended = await killer.query<{ n: number }>(
        `select count(*)::int as n from (
           select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2
         ) t`,
        [row!.name, LISTENER_APPLICATION_NAME],
      );
      // Both processes' listeners are gone.
      expect(ended.rows[0]?.n).toBe(2);
    } finally {
      await killer.end();
    }
    await list(first.app);
    expect((await list(first.app)).headers['x-cache']).toBe('hit');
    // Each opens its listener again within a second or so; an announcement made before that is lost
    // (the TTL covers it), so announce until the other one hears.
    await expect
      .poll(
        async () => {
          second.invalidateResponseCache();
          await new Promise((resolve) => setTimeout(resolve, 100));
          return (await list(first.app)).headers['x-cache'];
        },
        { timeout: 5000 },
      )
      .toBe('miss');
  });
});

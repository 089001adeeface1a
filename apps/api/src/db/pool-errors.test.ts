import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from './notifications.js';
import { type TestApp, backends, buildTestApp } from '../../test/helpers.js';
import { watchPool } from './client.js';

const LOST = 'database connection lost while idle; the pool opens a new one';

/** A pino logger writing into `lines`; `waitFor` resolves once `count` lines match (written or to come). */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const waiting: { match: (l: Record<string, unknown>) => boolean; count: number; done: () => void }[] = [];
  const settle = () => {
    for (const w of [...waiting]) {
      if (lines.filter(w.match).length < w.count) continue;
      waiting.splice(waiting.indexOf(w), 1);
      w.done();
    }
  };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      settle();
      done();
    },
  });
  const waitFor = (match: (l: Record<string, unknown>) => boolean, count = 1) =>
    new Promise<void>((done) => {
      waiting.push({ match, count, done });
      settle();
    });
  return { log: pino({ level: 'info' }, stream), lines, waitFor };
}

describe('a pg pool watched by watchPool', () => {
  it('logs an idle connection it lost, once, instead of ending the process', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const { log, lines, waitFor } = captureLog();
    watchPool(pool, log);
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(() => pool.emit('error', lost, {} as pg.PoolClient)).not.toThrow();
    await waitFor((l) => l.msg === LOST);
    expect(lines).toMatchObject([
      {
        level: 50,
        database: 'postgres',
        err: { message: 'terminating connection due to administrator command', code: '57P01' },
        msg: LOST,
      },
    ]);
    await pool.end();
  });

  it('is needed: without a listener, the error event throws (and would end the process)', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    expect(() => pool.emit('error', new Error('Connection terminated unexpectedly'), {} as pg.PoolClient)).toThrow(
      'Connection terminated unexpectedly',
    );
    await pool.end();
  });
});

// PGlite runs in the API's process: it has no connection to lose, so these run on PostgreSQL only.
describe.each(backends.filter((b) => b === 'postgres'))('connections lost on %s', (backend) => {
  let t: TestApp;
  let admin: pg.Client;
  let name = '';
  const capture = captureLog();

  beforeAll(async () => {
    t = await buildTestApp(backend, { log: capture.log });
    const answer = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    name = answer.rows[0]!.name;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  /**
   * Ends every connection the API's pool holds to its database, as a server restart or an administrator
   * would (the listening connection of db/notifications.ts has its own test, in catalogue-peers.test.ts).
   */
  async function endConnections(): Promise<number> {
    const ended = await admin.query<{ n: number }>(
      `select count(*)::int as n from (
         select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and application_name <> $2
       ) t`,
      [name, LISTENER_APPLICATION_NAME],
    );
    return ended.rows[0]!.n;
  }

  it('logs each idle connection the server ended, and answers the next requests on new ones', async () => {
    const ended = await endConnections();
    expect(ended).toBeGreaterThanOrEqual(1);
    await capture.waitFor((l) => l.msg === LOST, ended);
    const lost = capture.lines.filter((l) => l.msg === LOST);
    expect(lost).toHaveLength(ended);
    for (const line of lost) {
      expect(line).toMatchObject({ level: 50, database: 'postgres' });
      expect((line.err as { message: string }).message).toMatch(
        /terminating connection due to administrator command|Connection terminated unexpectedly/,
      );
    }

    const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: { kind: 'postgres', status: 'ok' } });
    const units = await t.app.inject({ method: 'GET', url: '/api/home-products/?page=1&page_size=3' });
    expect(units.statusCode).toBe(200);
    expect(units.json()).toMatchObject({ count: 120 });
  });

  it('fails a transaction whose connection is lost, without ending the process or logging it as idle', async () => {
    const before = capture.lines.filter((l) => l.msg === LOST).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      }),
    ).rejects.toThrow();
    const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.json()).toMatchObject({ database: { status: 'ok' } });
    expect(capture.lines.filter((l) => l.msg === LOST)).toHaveLength(before);
  });
});

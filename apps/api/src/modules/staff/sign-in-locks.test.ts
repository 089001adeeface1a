import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { signInAttempts } from '../../db/schema/index.js';
import { siteHeaders } from '../../../test/factories.js';
import { TEST_ADMIN, type TestApp, backends, buildTestApp, testPasswordHash } from '../../../test/helpers.js';
import {
  type AttemptState,
  DEFAULT_SIGN_IN_LOCKS,
  accountKey,
  countAttempt,
  nextAttempt,
  unlockAccount,
  waitText,
} from './sign-in-locks.js';

const { email: EMAIL, password: PASSWORD } = TEST_ADMIN;
const MINUTE = 60_000;

describe('an account’s attempts (the rule alone)', () => {
  const start = new Date('2026-11-01T12:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
  const fresh: AttemptState = { failures: 0, windowStartedAt: start, locks: 0, lockedUntil: null };
  /** The state after one attempt at `minutes`, which must have been let through. */
  const attempt = (state: AttemptState, minutes: number) => {
    const next = nextAttempt(state, at(minutes), DEFAULT_SIGN_IN_LOCKS);
    if (!next.allowed) throw new Error(`refused at ${minutes} min`);
    return next.state;
  };

  it('lets four attempts through, locks the account with the fifth within 15 minutes, and refuses the next', () => {
    let state = fresh;
    for (const minute of [0, 3, 6, 9]) state = attempt(state, minute);
    expect(state).toMatchObject({ failures: 4, lockedUntil: null });
    state = attempt(state, 14);
    expect(state).toMatchObject({ failures: 0, locks: 1, lockedUntil: at(29) });
    expect(nextAttempt(state, at(28.9), DEFAULT_SIGN_IN_LOCKS)).toEqual({ allowed: false, lockedUntil: at(29) });
  });

  it('starts counting afresh once 15 minutes have passed since the window began', () => {
    let state = fresh;
    for (const minute of [0, 1, 2, 3]) state = attempt(state, minute);
    state = attempt(state, 15);
    expect(state).toMatchObject({ failures: 1, windowStartedAt: at(15), lockedUntil: null });
  });

  it('doubles each lock in a row (15, 30, 60 … minutes, at most 4 hours) and forgets them after a quiet day', () => {
    let state = fresh;
    let now = 0;
    const lengths: number[] = [];
    for (let lock = 0; lock < 7; lock++) {
      for (let i = 0; i < 5; i++) state = attempt(state, now + i * 0.1);
      lengths.push((state.lockedUntil!.getTime() - at(now + 0.4).getTime()) / MINUTE);
      now = (state.lockedUntil!.getTime() - start.getTime()) / MINUTE + 1;
    }
    expect(lengths).toEqual([15, 30, 60, 120, 240, 240, 240]);
    const quietDay = now + 24 * 60;
    for (let i = 0; i < 5; i++) state = attempt(state, quietDay + i);
    expect(state.locks).toBe(1);
    expect(state.lockedUntil).toEqual(at(quietDay + 4 + 15));
  });

  it('keys an account by its e-mail as users.ts compares it, and stores no address as typed', () => {
    expect(accountKey(' Office@RedSea.example ')).toBe(accountKey(EMAIL));
    expect(accountKey(EMAIL)).toMatch(/^[0-9a-f]{64}$/);
    expect(accountKey('other@redsea.example')).not.toBe(accountKey(EMAIL));
  });

  it('says how long to wait in minutes, or hours past two', () => {
    expect([1, 60, 61, 900, 7140, 7200, 14_400].map(waitText)).toEqual([
      '1 minute',
      '1 minute',
      '2 minutes',
      '15 minutes',
      '119 minutes',
      '2 hours',
      '4 hours',
    ]);
  });
});

describe.each(backends)('sign-in locked per account on %s', (backend) => {
  let t: TestApp;
  let passwordHash = '';
  let address = 0;
  /** Every call from another address: only the account's own count can stop them. */
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email, password },
      headers: siteHeaders(`198.18.${Math.floor(++address / 250)}.${address % 250}`),
    });
  const statuses = async (email: string, count: number) => {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push((await signIn(email, `wrong guess ${i}`)).statusCode);
    return out;
  };
  /** As if the lock had run out: its end moved into the past, its history kept. */
  const endLock = (email: string) =>
    t.database.db
      .update(signInAttempts)
      .set({ lockedUntil: sql`now() - interval '1 second'`, windowStartedAt: sql`now() - interval '1 hour'` })
      .where(eq(signInAttempts.accountKey, accountKey(email)));

  beforeAll(async () => {
    passwordHash = await testPasswordHash();
    t = await buildTestApp(backend, { seed: false, admin: { failureDelayMs: 0 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 from the sixth of eight wrong sign-ins, each from another address, and refuses the right password too', async () => {
    expect(await statuses(EMAIL, 8)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const right = await signIn(EMAIL, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
    const wait = Number(right.headers['retry-after']);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(right.json()).toEqual({
      error: 'too_many_requests',
      message: 'Too many wrong passwords for this account. Try again in 15 minutes.',
    });
  });

  it('is shared by every API process on the database, and outlives a restart', async () => {
    const { buildApp } = await import('../../app.js');
    const replica = await buildApp({
      database: t.database,
      admin: { email: EMAIL, passwordHash, sessionHours: 1 },
    });
    await replica.ready();
    try {
      const res = await replica.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: EMAIL, password: PASSWORD },
        headers: siteHeaders('203.0.113.77'),
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await replica.close();
    }
  });

  it('locks an e-mail no user has in the same way, with the same answer', async () => {
    const unknown = 'nobody-here@redsea.example';
    expect(await statuses(unknown, 8)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const res = await signIn(unknown, PASSWORD);
    expect(res.json()).toEqual({
      error: 'too_many_requests',
      message: 'Too many wrong passwords for this account. Try again in 15 minutes.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('lets the right password in once the lock has run out, and that starts the count afresh', async () => {
    await endLock(EMAIL);
    expect((await signIn(EMAIL, PASSWORD)).statusCode).toBe(204);
    expect(
      await t.database.db
        .select()
        .from(signInAttempts)
        .where(eq(signInAttempts.accountKey, accountKey(EMAIL))),
    ).toEqual([]);
    expect(await statuses(EMAIL, 4)).toEqual([401, 401, 401, 401]);
    expect((await signIn(EMAIL, PASSWORD)).statusCode).toBe(204);
  });

  it('locks twice as long the next time in a row', async () => {
    const email = 'backoff@redsea.example';
    await statuses(email, 5);
    await endLock(email);
    expect(await statuses(email, 6)).toEqual([401, 401, 401, 401, 401, 429]);
    const wait = Number((await signIn(email, PASSWORD)).headers['retry-after']);
    expect(wait).toBeGreaterThan(29 * 60);
    expect(wait).toBeLessThanOrEqual(30 * 60);
  });

  it('is lifted by unlock (npm run admin:user -- unlock EMAIL)', async () => {
    await statuses(EMAIL, 5);
    expect((await signIn(EMAIL, PASSWORD)).statusCode).toBe(429);
    expect(await unlockAccount(t.database.db, ' OFFICE@redsea.example')).toBe(true);
    expect((await signIn(EMAIL, PASSWORD)).statusCode).toBe(204);
    expect(await unlockAccount(t.database.db, EMAIL)).toBe(false);
  });

  it('counts a wrong current password when changing one against the account', async () => {
    const ok = await signIn(EMAIL, PASSWORD);
    const cookie = String(ok.headers['set-cookie']).split(';')[0]!;
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/password',
        payload: { currentPassword, newPassword: 'a brand new password 7' },
        headers: { ...siteHeaders(`203.0.113.${++address % 250}`), cookie },
      });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await change(`not it ${i}`)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await change(PASSWORD)).statusCode).toBe(429);
    await unlockAccount(t.database.db, EMAIL);
  });
});

describe('npm run admin:user -- unlock EMAIL', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'unlock-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lifts the lock in the data directory it is pointed at, and says so', async () => {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    for (let i = 0; i < 5; i++) await countAttempt(database.db, EMAIL, DEFAULT_SIGN_IN_LOCKS);
    expect(await countAttempt(database.db, EMAIL, DEFAULT_SIGN_IN_LOCKS)).toBeInstanceOf(Date);
    await database.close();

    const root = fileURLToPath(new URL('../../../../../', import.meta.url));
    const run = () =>
      // As `npm run admin:user -- unlock EMAIL` runs it (package.json), without npm's own start-up.
      spawnSync(join(root, 'node_modules/.bin/tsx'), ['apps/api/src/modules/staff/user-cli.ts', 'unlock', EMAIL], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      });
    const done = run();
    expect(done.stderr).toBe('');
    expect(done.stdout.trim()).toBe(`${EMAIL} unlocked: it can sign in again`);
    expect(done.status).toBe(0);

    const after = await openDatabase({ dataDir });
    try {
      expect(await countAttempt(after.db, EMAIL, DEFAULT_SIGN_IN_LOCKS)).toBeUndefined();
    } finally {
      await after.close();
    }
  }, 60_000);
});

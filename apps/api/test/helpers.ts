import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import type { StaffRole } from '@app/shared';
import { type AppOptions, buildApp } from '../src/app.js';
import { DEFAULT_LIMITS } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { reseed } from '../src/db/seed/seed.js';
import { hashPassword } from '../src/modules/staff/password.js';
import { siteHeaders } from './factories.js';
import { sessionCookie } from './session-cookie.js';

/**
 * The databases the integration suites run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Suites run as `describe.each(backends)('… on %s', …)`: npm test reads the database from the end of that
 * title to report which ones the suite ran on (scripts/lib/test-summary.mjs).
 */
export const backends: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fixed clock for the seed, so that "newest" orders (and, with it as the app's clock, badges) are reproducible. */
export const SEED_NOW = new Date('2026-11-01T12:00:00Z');

/** The password of every staff user a test signs in as: the first admin's, and each colleague's own. */
export const TEST_PASSWORD = 'coral reef at dawn 42';
/** The back office's first admin in the tests (ADMIN_EMAIL, and ADMIN_PASSWORD_HASH of TEST_PASSWORD). */
export const TEST_ADMIN = { email: 'office@redsea.example', password: TEST_PASSWORD } as const;

let passwordHash: Promise<string> | undefined;
/**
 * ADMIN_PASSWORD_HASH for TEST_PASSWORD, made once per test file at the cost the test runs give the first
 * admin (`npm run admin:hash -- --cost 14`): scrypt is slow on purpose.
 */
export function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD, { N: 2 ** 14 });
  return passwordHash;
}

/** Who sends a back office request in a test: a signed-in role, or nobody. */
export type Caller = StaffRole | 'anonymous';

export interface TestAppOptions {
  /** Fill the database with the demo catalogue (default true). */
  seed?: boolean;
  app?: Omit<AppOptions, 'database' | 'admin'>;
  /** One logger for the database and the app, as server.ts has (default: the app logs nothing). */
  log?: FastifyBaseLogger;
  /**
   * Turns the back office on with TEST_ADMIN as its first admin (sessions of 12 hours); what is given here
   * replaces those options (the sign-in limits, a hash of another cost). Implied by `signedInAs`.
   */
  admin?: Partial<NonNullable<AppOptions['admin']>>;
  /**
   * Signs in as each role named (`cookies[role]`; `cookie` is the first one's): the first admin, and for an
   * editor or an agent a colleague the admin invited ({role}@redsea.example), who signed in with the
   * one-time password and chose TEST_PASSWORD. The admin signs in whenever a colleague is invited.
   */
  signedInAs?: StaffRole | readonly StaffRole[];
  /** The signed-in staff's names (default: the admin's from its e-mail, "The editor", "The agent"). */
  staffNames?: Partial<Record<StaffRole, string>>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The Cookie header of each role's session ('' for a role not signed in). */
  cookies: Record<StaffRole, string>;
  /** The session of the first role of `signedInAs` ('' when none). */
  cookie: string;
  /** A request from the site (same origin, as its proxy sends them) with `caller`'s session. */
  injectAs(caller: Caller, options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Signs in with `email` and TEST_PASSWORD: the session's Cookie header. */
async function signIn(app: FastifyInstance, email: string, password: string = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email, password },
    headers: siteHeaders(),
  });
  expect(res.statusCode, `sign-in of ${email}: ${res.body}`).toBe(204);
  return sessionCookie(res);
}

/** Signs in as `roles` on a back office that is on (TestAppOptions.signedInAs). */
async function signInAs(
  app: FastifyInstance,
  database: Database,
  adminEmail: string,
  roles: readonly StaffRole[],
  names: Partial<Record<StaffRole, string>>,
): Promise<Record<StaffRole, string>> {
  const cookies: Record<StaffRole, string> = { admin: '', editor: '', agent: '' };
  if (roles.length === 0) return cookies;
  if (names.admin) await database.db.update(users).set({ name: names.admin }).where(eq(users.email, adminEmail));
  cookies.admin = await signIn(app, adminEmail);
  for (const role of roles) {
    if (role === 'admin') continue;
    const email = `${role}@redsea.example`;
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/users/',
      payload: { email, name: names[role] ?? `The ${role}`, role },
      headers: { ...siteHeaders(), cookie: cookies.admin },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const { oneTimePassword } = invited.json<{ oneTimePassword: string }>();
    cookies[role] = await signIn(app, email, oneTimePassword);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/admin/password',
      payload: { currentPassword: oneTimePassword, newPassword: TEST_PASSWORD },
      headers: { ...siteHeaders(), cookie: cookies[role] },
    });
    expect(changed.statusCode, changed.body).toBe(204);
  }
  return cookies;
}

/**
 * A new, empty PostgreSQL database of a test's own on TEST_DATABASE_URL's server: its URL, and `drop`, which
 * removes it (with force: connections still open to it are ended).
 */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A fresh database of its own (in-memory PGlite, or a new PostgreSQL database), migrated and seeded, and
 * the app on it; with `admin` or `signedInAs`, its back office on and the roles asked for signed in.
 */
export async function buildTestApp(backend: 'pglite' | 'postgres', options: TestAppOptions = {}): Promise<TestApp> {
  let dropDatabase = async () => {};
  let database: Database;
  if (backend === 'postgres') {
    const created = await createTestDatabase();
    database = await openDatabase({ databaseUrl: created.url, log: options.log });
    dropDatabase = created.drop;
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  await database.migrate();
  if (options.seed !== false) await reseed(database.db, { now: SEED_NOW });
  // No load shedding unless a test asks for it: a busy test machine must not turn answers into 503s.
  const limits = options.app?.limits ?? { ...DEFAULT_LIMITS, maxEventLoopDelayMs: 0 };
  // Strict answers: a field a route's schema does not declare, or a wrong type, fails the request (500).
  const roles: readonly StaffRole[] =
    options.signedInAs === undefined
      ? []
      : typeof options.signedInAs === 'string'
        ? [options.signedInAs]
        : options.signedInAs;
  const admin =
    options.admin || roles.length > 0
      ? { email: TEST_ADMIN.email, passwordHash: await testPasswordHash(), sessionHours: 12, ...options.admin }
      : undefined;
  const app = await buildApp({
    responses: 'strict',
    ...options.app,
    ...(admin ? { admin } : {}),
    ...(options.log ? { loggerInstance: options.log } : {}),
    limits,
    database,
  });
  await app.ready();
  const cookies = await signInAs(app, database, admin?.email ?? TEST_ADMIN.email, roles, options.staffNames ?? {});
  return {
    app,
    database,
    cookies,
    cookie: roles[0] ? cookies[roles[0]] : '',
    injectAs: (caller, { headers, ...request }) =>
      app.inject({
        ...request,
        headers: { ...siteHeaders(), ...(caller === 'anonymous' ? {} : { cookie: cookies[caller] }), ...headers },
      } as InjectOptions),
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
export function useTestApp(backend: 'pglite' | 'postgres', options: TestAppOptions = {}) {
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

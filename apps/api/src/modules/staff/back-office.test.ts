import { createHash } from 'node:crypto';
import { ADMIN_SESSION_COOKIE } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions } from '../../db/schema/index.js';
import { siteHeaders } from '../../../test/factories.js';
import { TEST_ADMIN, type TestApp, backends, buildTestApp } from '../../../test/helpers.js';
import { sessionCookie, sessionCookieFor, sessionOf } from '../../../test/session-cookie.js';
import { hashPassword } from './password.js';

const { email: EMAIL, password: PASSWORD } = TEST_ADMIN;

const setCookieOf = (res: { headers: Record<string, unknown> }) => {
  const header = res.headers['set-cookie'];
  return (Array.isArray(header) ? header : [header]).filter(Boolean).join('\n') as string;
};

describe('back office switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['POST', '/api/admin/session'],
    ['GET', '/api/admin/session'],
    ['DELETE', '/api/admin/session'],
    ['GET', '/api/admin/inquiries/'],
    ['GET', '/api/admin/inquiries/export.csv'],
    ['GET', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/'],
    ['PATCH', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/'],
  ] as const)('answers %s %s with 404 when ADMIN_EMAIL or ADMIN_PASSWORD_HASH is unset', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: siteHeaders(),
      ...(method === 'POST' || method === 'PATCH' ? { payload: { email: EMAIL, password: PASSWORD } } : {}),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe.each(backends)('back office sessions on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { seed: false, admin: {} });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signIn = (body: object, headers: Record<string, string> = siteHeaders('198.51.100.1')) =>
    t.app.inject({ method: 'POST', url: '/api/admin/session', payload: body, headers });

  it.each([
    ['GET', '/api/admin/session'],
    ['DELETE', '/api/admin/session'],
    ['GET', '/api/admin/inquiries/'],
    ['GET', '/api/admin/inquiries/?kind=contact&search=a'],
    ['GET', '/api/admin/inquiries/export.csv'],
    ['GET', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/'],
    ['PATCH', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/'],
    ['DELETE', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/'],
  ] as const)('answers %s %s with 401 without a session', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: siteHeaders(),
      ...(method === 'PATCH' ? { payload: { status: 'closed' } } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: 'Sign in to the back office first.' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 to a made-up or expired session cookie, and clears it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/inquiries/',
      headers: { cookie: sessionCookieFor('made-up-token') },
    });
    expect(res.statusCode).toBe(401);
    expect(setCookieOf(res)).toMatch(new RegExp(`${ADMIN_SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
  });

  it('signs in with the configured e-mail (any case) and password: 204 and an httpOnly, SameSite=Lax cookie', async () => {
    const res = await signIn({ email: ' Office@RedSea.example ', password: PASSWORD });
    expect(res.statusCode).toBe(204);
    const cookie = setCookieOf(res);
    expect(cookie).toMatch(new RegExp(`^${ADMIN_SESSION_COOKIE}=[A-Za-z0-9_-]{40,};`));
    expect(cookie).toContain('Max-Age=43200');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    const token = sessionOf(res)?.value ?? '';

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { cookie: sessionCookieFor(token) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ email: EMAIL, name: 'office', role: 'admin', mustChangePassword: false });

    // Only a hash of the token is stored.
    const rows = await t.database.db.select().from(adminSessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('marks the cookie Secure when the visitor came over HTTPS', async () => {
    const res = await signIn(
      { email: EMAIL, password: PASSWORD },
      { ...siteHeaders('198.51.100.2'), 'x-forwarded-proto': 'https' },
    );
    expect(res.statusCode).toBe(204);
    expect(setCookieOf(res)).toContain('Secure');
  });

  it('signs out: 204, the cookie cleared, and the session no longer opens anything', async () => {
    const res = await signIn({ email: EMAIL, password: PASSWORD });
    const cookie = sessionCookie(res);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { ...siteHeaders(), cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(setCookieOf(out)).toMatch(`${ADMIN_SESSION_COOKIE}=;`);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('ends a session when it expires', async () => {
    const res = await signIn({ email: EMAIL, password: PASSWORD });
    const cookie = sessionCookie(res);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(
      200,
    );
    await t.database.db.update(adminSessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('refuses a sign-in or sign-out posted from another site with 403', async () => {
    const cross = { ...siteHeaders('198.51.100.3'), origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect((await signIn({ email: EMAIL, password: PASSWORD }, cross)).statusCode).toBe(403);
    const ok = await signIn({ email: EMAIL, password: PASSWORD }, siteHeaders('198.51.100.3'));
    const cookie = sessionCookie(ok);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/admin/session', headers: { ...cross, cookie } });
    expect(out.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('answers a bad sign-in body with 400 and the fields', async () => {
    const res = await signIn({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fields: object }).fields).toEqual({ email: 'required', password: 'required' });
  });

  it('answers a wrong password or e-mail with 401 after about a second, and sets no cookie', async () => {
    const started = Date.now();
    const res = await signIn({ email: EMAIL, password: 'coral reef at dusk 42' }, siteHeaders('198.51.100.4'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: 'Wrong e-mail or password.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const wrongEmail = await signIn(
      { email: 'someone@redsea.example', password: PASSWORD },
      siteHeaders('198.51.100.4'),
    );
    expect(wrongEmail.statusCode).toBe(401);
  });

  it('after five wrong passwords from one client, answers 429 (even to the right one) with Retry-After', async () => {
    const client = siteHeaders('198.51.100.5');
    // Sent at once: they are checked one after another, so no guess slips past the count. Each on another
    // account, so that only the client's own count (not an account's, sign-in-locks.test.ts) is under test.
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        signIn({ email: i === 0 ? EMAIL : `guess${i}@redsea.example`, password: `guess number ${i}` }, client),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const right = await signIn({ email: EMAIL, password: PASSWORD }, client);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((right.json() as { message: string }).message).toBe('Too many wrong passwords. Try again in 15 minutes.');
    // Someone else signs in as usual.
    expect((await signIn({ email: EMAIL, password: PASSWORD }, siteHeaders('198.51.100.6'))).statusCode).toBe(204);
  });

  it('does not count successful sign-ins against the limit', async () => {
    const client = siteHeaders('198.51.100.7');
    for (let i = 0; i < 7; i++)
      expect((await signIn({ email: EMAIL, password: PASSWORD }, client)).statusCode).toBe(204);
  });

  it('keeps sessions in the database, shared by every API process', async () => {
    const res = await signIn({ email: EMAIL, password: PASSWORD }, siteHeaders('198.51.100.8'));
    const token = sessionOf(res)?.value ?? '';
    const { buildApp } = await import('../../app.js');
    const replica = await buildApp({
      database: t.database,
      admin: { email: EMAIL, passwordHash: await hashPassword('another password 1'), sessionHours: 12 },
    });
    try {
      const me = await replica.inject({
        method: 'GET',
        url: '/api/admin/session',
        headers: { cookie: sessionCookieFor(token) },
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await replica.close();
    }
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const [row] = await t.database.db.select().from(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11.9 * 3600_000);
  });
});

import { STAFF_ROLES, type StaffRole, staffUserCreatedSchema, staffUserListSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { siteHeaders } from '../../../test/factories.js';
import { TEST_ADMIN, type TestApp, backends, buildTestApp } from '../../../test/helpers.js';
import { DEFAULT_LIMITS } from '../../config.js';
import { sessionCookie } from '../../../test/session-cookie.js';
import { hashPassword } from './password.js';

const UNKNOWN_INQUIRY = '00000000-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(backends)('staff users and roles on %s', (backend) => {
  let t: TestApp;
  /** A signed-in session per role (editor and agent invited by the admin, their passwords changed). */
  const cookies = {} as Record<StaffRole, string>;
  const ids = {} as Record<StaffRole, number>;

  const call = (method: Method, url: string, cookie: string, payload?: object, headers = siteHeaders()) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/session', payload: { email, password }, headers: siteHeaders() });
  const invite = async (email: string, role: StaffRole, name = 'New colleague') => {
    const res = await call('POST', '/api/admin/users/', cookies.admin, { email, name, role });
    expect(res.statusCode, res.body).toBe(201);
    return staffUserCreatedSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp(backend, {
      seed: false,
      signedInAs: ['admin', 'editor', 'agent'],
      admin: { failureDelayMs: 0, signInFailures: 1000 },
      // Every role against every route is many writes from one client: the per-client limit is not under test.
      app: { limits: { ...DEFAULT_LIMITS, maxEventLoopDelayMs: 0, writesPerMinute: 1000 } },
    });
    Object.assign(cookies, t.cookies);
    for (const role of STAFF_ROLES) {
      const [user] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, role === 'admin' ? TEST_ADMIN.email : `${role}@redsea.example`));
      ids[role] = user!.id;
    }
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers who is signed in: e-mail, name, role and whether a new password is due', async () => {
    for (const role of STAFF_ROLES) {
      const res = await call('GET', '/api/admin/session', cookies[role]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        email: role === 'admin' ? TEST_ADMIN.email : `${role}@redsea.example`,
        name: role === 'admin' ? 'office' : `The ${role}`,
        role,
        mustChangePassword: false,
      });
    }
  });

  // Each role against each route: the API decides, whatever the back office shows.
  const matrix: [Method, string, object | undefined, Record<StaffRole, number>][] = [
    ['GET', '/api/admin/inquiries/', undefined, { admin: 200, editor: 200, agent: 200 }],
    ['GET', '/api/admin/inquiries/export.csv', undefined, { admin: 200, editor: 200, agent: 200 }],
    ['GET', `/api/admin/inquiries/${UNKNOWN_INQUIRY}/`, undefined, { admin: 404, editor: 404, agent: 404 }],
    [
      'PATCH',
      `/api/admin/inquiries/${UNKNOWN_INQUIRY}/`,
      { status: 'closed' },
      { admin: 404, editor: 404, agent: 404 },
    ],
    ['DELETE', `/api/admin/inquiries/${UNKNOWN_INQUIRY}/`, undefined, { admin: 404, editor: 403, agent: 403 }],
    ['GET', '/api/admin/users/', undefined, { admin: 200, editor: 403, agent: 403 }],
    [
      'POST',
      '/api/admin/users/',
      { email: 'matrix@redsea.example', name: 'Matrix', role: 'agent' },
      { admin: 201, editor: 403, agent: 403 },
    ],
    ['PATCH', '/api/admin/users/999999/', { name: 'Nobody' }, { admin: 404, editor: 403, agent: 403 }],
    // Uploads change the catalogue: editors and admins get as far as the body (not multipart here).
    ['POST', '/api/admin/media/', { file: 'not multipart' }, { admin: 415, editor: 415, agent: 403 }],
  ];
  for (const [method, url, payload, expected] of matrix) {
    it(`${method} ${url}: ${JSON.stringify(expected)}, 401 without a session`, async () => {
      for (const role of STAFF_ROLES) {
        const res = await call(method, url, cookies[role], payload);
        expect(res.statusCode, `${role}: ${res.body}`).toBe(expected[role]);
        if (res.statusCode === 403) {
          expect(res.json()).toEqual({ error: 'forbidden', message: `Your role (${role}) may not do this.` });
        }
      }
      const anonymous = await call(method, url, '', payload);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ error: 'unauthorized' });
    });
  }

  it('answers 401 without a session on the password change too', async () => {
    const res = await call('POST', '/api/admin/password', '', { currentPassword: 'x', newPassword: 'y'.repeat(12) });
    expect(res.statusCode).toBe(401);
  });

  it('lists the users by e-mail with role, flags and last sign-in', async () => {
    const res = await call('GET', '/api/admin/users/', cookies.admin);
    const list = staffUserListSchema.parse(res.json());
    const emails = list.results.map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    const editor = list.results.find((u) => u.id === ids.editor);
    expect(editor).toMatchObject({ role: 'editor', disabled: false, mustChangePassword: false, name: 'The editor' });
    expect(Date.parse(editor!.lastSignInAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(list)).not.toMatch(/scrypt|password_hash|passwordHash/);
  });

  it('invites a user with a one-time password that must be replaced before anything else', async () => {
    const created = await invite('  Nadia.Fawzy@RedSea.example ', 'agent', 'Nadia Fawzy');
    expect(created.user).toMatchObject({
      email: 'nadia.fawzy@redsea.example',
      role: 'agent',
      mustChangePassword: true,
      lastSignInAt: null,
    });
    expect(created.oneTimePassword).toMatch(/^[A-Za-z0-9]{16}$/);

    const cookie = sessionCookie(await signIn('NADIA.FAWZY@redsea.example', created.oneTimePassword));
    expect(cookie).not.toBe('');
    const me = await call('GET', '/api/admin/session', cookie);
    expect(me.json()).toMatchObject({ role: 'agent', mustChangePassword: true });
    const blocked = await call('GET', '/api/admin/inquiries/', cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ error: 'password_change_required' });

    const change = (body: object) => call('POST', '/api/admin/password', cookie, body);
    const same = await change({ currentPassword: created.oneTimePassword, newPassword: created.oneTimePassword });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ fields: { newPassword: 'sameAsCurrent' } });
    const short = await change({ currentPassword: created.oneTimePassword, newPassword: 'too short' });
    expect(short.json()).toMatchObject({ fields: { newPassword: 'tooShort' } });
    const wrong = await change({ currentPassword: 'not the one-time one', newPassword: 'a password of her own' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'unauthorized', message: 'The current password is wrong.' });
    expect((await call('GET', '/api/admin/inquiries/', cookie)).statusCode).toBe(403);

    const ok = await change({ currentPassword: created.oneTimePassword, newPassword: 'a password of her own' });
    expect(ok.statusCode, ok.body).toBe(204);
    expect((await call('GET', '/api/admin/inquiries/', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/session', cookie)).json()).toMatchObject({ mustChangePassword: false });
    expect((await signIn(created.user.email, created.oneTimePassword)).statusCode).toBe(401);
    expect((await signIn(created.user.email, 'a password of her own')).statusCode).toBe(204);
  });

  it('refuses a second user with the same e-mail in any case with 409', async () => {
    const res = await call('POST', '/api/admin/users/', cookies.admin, {
      email: 'EDITOR@redsea.example',
      name: 'Twin',
      role: 'agent',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'conflict',
      message: 'A user with the e-mail editor@redsea.example already exists.',
    });
  });

  it.each([
    [{ email: 'not an address', name: 'X', role: 'agent' }, { email: 'invalid' }],
    [{ email: 'a@redsea.example', name: '  ', role: 'agent' }, { name: 'required' }],
    [{ email: 'a@redsea.example', name: 'X', role: 'owner' }, { role: 'invalid' }],
    [{ email: 'a@redsea.example', name: 'X', role: 'agent', admin: true }, { _: expect.any(String) }],
  ])('answers a bad invitation %j with 400 and its fields', async (body, fields) => {
    const res = await call('POST', '/api/admin/users/', cookies.admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request', fields });
  });

  it.each([
    ['/api/admin/users/abc/', { role: 'agent' }],
    ['/api/admin/users/0/', { role: 'agent' }],
    ['/api/admin/users/1/', {}],
    ['/api/admin/users/1/', { disabled: 'yes' }],
    ['/api/admin/users/1/', { role: 'owner' }],
  ])('answers PATCH %s %j with 400', async (url, body) => {
    const res = await call('PATCH', url, cookies.admin, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request' });
  });

  it('does not let an admin disable or demote themselves (409)', async () => {
    const url = `/api/admin/users/${ids.admin}/`;
    const disable = await call('PATCH', url, cookies.admin, { disabled: true });
    expect(disable.statusCode).toBe(409);
    expect(disable.json()).toEqual({ error: 'conflict', message: 'You cannot disable your own account.' });
    const demote = await call('PATCH', url, cookies.admin, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ error: 'conflict' });
    const rename = await call('PATCH', url, cookies.admin, { name: 'Office manager', role: 'admin' });
    expect(rename.statusCode).toBe(200);
    expect(rename.json()).toMatchObject({ name: 'Office manager', role: 'admin', disabled: false });
  });

  it('a new role counts on the next call of a session already open', async () => {
    const { user, oneTimePassword } = await invite('promoted@redsea.example', 'agent');
    const cookie = sessionCookie(await signIn(user.email, oneTimePassword));
    await call('POST', '/api/admin/password', cookie, {
      currentPassword: oneTimePassword,
      newPassword: 'promoted password 1',
    });
    expect((await call('GET', '/api/admin/users/', cookie)).statusCode).toBe(403);
    const promote = await call('PATCH', `/api/admin/users/${user.id}/`, cookies.admin, { role: 'admin' });
    expect(promote.json()).toMatchObject({ role: 'admin' });
    expect((await call('GET', '/api/admin/users/', cookie)).statusCode).toBe(200);
  });

  it('disabling a user ends their sessions; they are refused like a wrong password until enabled', async () => {
    const { user, oneTimePassword } = await invite('leaving@redsea.example', 'editor');
    const cookie = sessionCookie(await signIn(user.email, oneTimePassword));
    expect((await call('GET', '/api/admin/session', cookie)).statusCode).toBe(200);
    const off = await call('PATCH', `/api/admin/users/${user.id}/`, cookies.admin, { disabled: true });
    expect(off.json()).toMatchObject({ disabled: true });
    expect((await call('GET', '/api/admin/session', cookie)).statusCode).toBe(401);
    const refused = await signIn(user.email, oneTimePassword);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'unauthorized', message: 'Wrong e-mail or password.' });
    await call('PATCH', `/api/admin/users/${user.id}/`, cookies.admin, { disabled: false });
    expect((await signIn(user.email, oneTimePassword)).statusCode).toBe(204);
  });

  it('refuses user changes posted from another site with 403', async () => {
    const cross = { ...siteHeaders(), origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const res = await call(
      'POST',
      '/api/admin/users/',
      cookies.admin,
      { email: 'x@y.example', name: 'X', role: 'admin' },
      cross,
    );
    expect(res.statusCode).toBe(403);
    const patch = await call('PATCH', `/api/admin/users/${ids.agent}/`, cookies.admin, { role: 'admin' }, cross);
    expect(patch.statusCode).toBe(403);
  });

  it('ADMIN_EMAIL at start makes that user an enabled admin with that hash, whatever its case', async () => {
    await call('PATCH', `/api/admin/users/${ids.editor}/`, cookies.admin, { disabled: true });
    const { buildApp } = await import('../../app.js');
    const replica = await buildApp({
      database: t.database,
      admin: {
        email: 'Editor@RedSea.example',
        passwordHash: await hashPassword('set by the variables'),
        sessionHours: 1,
      },
    });
    try {
      await replica.ready();
      const [row] = await t.database.db.select().from(users).where(eq(users.id, ids.editor));
      expect(row).toMatchObject({ role: 'admin', disabled: false, mustChangePassword: false, name: 'The editor' });
      expect((await signIn('editor@redsea.example', 'set by the variables')).statusCode).toBe(204);
    } finally {
      await replica.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { StaffRole } from '@app/shared';
import { DEFAULT_LIMITS } from '../src/config.js';
import { users } from '../src/db/schema/index.js';
import { siteHeaders } from './factories.js';
import { type TestApp, buildTestApp } from './helpers.js';
import { sessionCookie } from './session-cookie.js';
import { hashPassword } from '../src/modules/staff/password.js';

/** For the catalogue suites: who is calling (a role's session, or nobody). */
export type Caller = StaffRole | 'anonymous';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const ADMIN = { email: 'office@redsea.example', password: 'coral reef at dawn 42' };

/**
 * One seeded app for the enclosing describe block with a signed-in session per role: the admin from the
 * configuration, an editor ("Nadia Editor") and an agent ("Omar Agent") it invited, their passwords changed.
 * `call` sends a request through the site's proxy (same origin) as one of them.
 */
export function useStaffApp(
  backend: 'pglite' | 'postgres',
  names: Record<StaffRole, string> = { admin: 'office', editor: 'Nadia Editor', agent: 'Omar Agent' },
) {
  const ctx = {
    t: undefined as unknown as TestApp,
    cookies: {} as Record<StaffRole, string>,
    names,
    call: (method: Method, url: string, as: Caller = 'editor', payload?: object) =>
      ctx.t.app.inject({
        method,
        url,
        headers: { ...siteHeaders(), ...(as === 'anonymous' ? {} : { cookie: ctx.cookies[as] }) },
        ...(payload ? { payload } : {}),
      } as InjectOptions),
  };
  const signIn = async (email: string, password: string) =>
    sessionCookie(
      await ctx.t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email, password },
        headers: siteHeaders(),
      }),
    );

  beforeAll(async () => {
    ctx.t = await buildTestApp(backend, {
      app: {
        admin: {
          email: ADMIN.email,
          passwordHash: await hashPassword(ADMIN.password),
          sessionHours: 12,
          failureDelayMs: 0,
        },
        limits: { ...DEFAULT_LIMITS, maxEventLoopDelayMs: 0, writesPerMinute: 100_000, readsPerMinute: 100_000 },
      },
    });
    await ctx.t.database.db.update(users).set({ name: names.admin }).where(eq(users.email, ADMIN.email));
    ctx.cookies.admin = await signIn(ADMIN.email, ADMIN.password);
    for (const role of ['editor', 'agent'] as const) {
      const email = `${role}@redsea.example`;
      const invited = await ctx.call('POST', '/api/admin/users/', 'admin', { email, name: ctx.names[role], role });
      expect(invited.statusCode, invited.body).toBe(201);
      const { oneTimePassword } = invited.json() as { oneTimePassword: string };
      ctx.cookies[role] = await signIn(email, oneTimePassword);
      const changed = await ctx.call('POST', '/api/admin/password', role, {
        currentPassword: oneTimePassword,
        newPassword: `the ${role}'s own password`,
      });
      expect(changed.statusCode, changed.body).toBe(204);
    }
  }, 120_000);
  afterAll(async () => {
    await ctx.t?.close();
  });

  return ctx;
}

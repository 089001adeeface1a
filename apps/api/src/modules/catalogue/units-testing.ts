import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { STAFF_ROLES, type StaffRole, type UnitInput } from '@app/shared';
import { DEFAULT_LIMITS } from '../../config.js';
import { compounds, users } from '../../db/schema.js';
import { siteHeaders } from '../../../test/factories.js';
import { type TestApp, buildTestApp } from '../../../test/helpers.js';
import { sessionCookie } from '../../../test/session-cookie.js';
import { hashPassword } from '../admin/password.js';

const PASSWORD = 'coral reef at dawn 42';

/**
 * The units suites' app: seeded, the back office on, one signed-in session per role (`cookies`), the
 * per-client write limit out of the way. Hooks are registered in the caller's describe block.
 */
export function unitsTestApp(backend: 'pglite' | 'postgres') {
  const ctx = {
    t: undefined as unknown as TestApp,
    cookies: {} as Record<StaffRole, string>,
    names: {} as Record<StaffRole, string>,
    /** The seeded compound hurghada-avenue's id. */
    compoundId: 0,
    call: (role: StaffRole | '', options: InjectOptions & { url: string }) =>
      ctx.t.app.inject({
        ...options,
        headers: { ...siteHeaders(), ...(role ? { cookie: ctx.cookies[role] } : {}), ...options.headers },
      }),
  };
  beforeAll(async () => {
    const passwordHash = await hashPassword(PASSWORD);
    ctx.t = await buildTestApp(backend, {
      app: {
        admin: { email: 'admin@redsea.example', passwordHash, sessionHours: 12, failureDelayMs: 0 },
        limits: { ...DEFAULT_LIMITS, maxEventLoopDelayMs: 0, writesPerMinute: 100_000, readsPerMinute: 100_000 },
      },
    });
    const db = ctx.t.database.db;
    for (const role of STAFF_ROLES) {
      const email = `${role}@redsea.example`;
      ctx.names[role] = `The ${role}`;
      if (role === 'admin') await db.update(users).set({ name: ctx.names[role] }).where(eq(users.email, email));
      else await db.insert(users).values({ email, name: ctx.names[role], passwordHash, role });
      const signIn = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email, password: PASSWORD },
        headers: siteHeaders(),
      });
      ctx.cookies[role] = sessionCookie(signIn);
      if (!ctx.cookies[role]) throw new Error(`${role} could not sign in: ${signIn.body}`);
    }
    const [compound] = await db
      .select({ id: compounds.id })
      .from(compounds)
      .where(eq(compounds.slug, 'hurghada-avenue'));
    ctx.compoundId = compound!.id;
  }, 60_000);
  afterAll(async () => {
    await ctx.t?.close();
  });
  return ctx;
}

/** A valid new unit in hurghada-avenue (or `compoundId`), published with its photo; fields can be overridden. */
export function unitInput(compoundId: number | null, overrides: Partial<UnitInput> = {}): UnitInput {
  return {
    title: { en: 'Sea view flat', ar: 'شقة بإطلالة على البحر', de: 'Wohnung mit Meerblick' },
    compoundId,
    region: 'hurghada',
    location: { en: 'Hurghada, Intercontinental area', ar: 'الغردقة', de: 'Hurghada' },
    unitType: '2 Bedroom Apartment',
    kind: 'apartment',
    bedrooms: 2,
    bathrooms: 1,
    area: 95.5,
    floor: 3,
    price: 185_000,
    status: 'available',
    description: { en: 'Bright flat by the sea.', ar: 'شقة مشرقة', de: 'Helle Wohnung am Meer.' },
    photos: [{ url: '/media/units/flat-1.webp', alt: { en: 'Living room' } }],
    mainImage: '/media/units/flat-1.webp',
    publication: 'published',
    ...overrides,
  };
}

import { eq } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole, type UnitInput } from '@app/shared';
import { beforeAll } from 'vitest';
import { DEFAULT_LIMITS } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { compounds } from '../src/db/schema/index.js';
import { type Caller, type TestApp, type TestAppOptions, useTestApp } from './helpers.js';

/**
 * The catalogue suites' back office: every role signed in (named `names`), wrong passwords answered at
 * once, and per-client limits out of the way of many writes from one client.
 */
export function catalogueStaff(names: Partial<Record<StaffRole, string>> = {}): TestAppOptions {
  return {
    signedInAs: STAFF_ROLES,
    staffNames: names,
    admin: { failureDelayMs: 0 },
    app: { limits: { ...DEFAULT_LIMITS, maxEventLoopDelayMs: 0, writesPerMinute: 100_000, readsPerMinute: 100_000 } },
  };
}

/** `call(method, url, as, payload)`: a request from the site through `suite`'s app as `as` (an editor). */
export function callsOf(suite: { t: TestApp }) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, as: Caller = 'editor', payload?: object) =>
    suite.t.injectAs(as, { method, url, ...(payload ? { payload } : {}) });
}

/**
 * The units suites' app: the catalogue suites' back office (catalogueStaff) with the staff named after
 * their roles, and the seeded compound hurghada-avenue's id. Hooks are registered in the caller's describe
 * block.
 */
export function unitsTestApp(backend: 'pglite' | 'postgres') {
  const suite = useTestApp(backend, catalogueStaff({ admin: 'The admin' }));
  const ctx = {
    get t() {
      return suite.t;
    },
    /** The seeded compound hurghada-avenue's id. */
    compoundId: 0,
  };
  beforeAll(async () => {
    const [compound] = await suite.t.database.db
      .select({ id: compounds.id })
      .from(compounds)
      .where(eq(compounds.slug, 'hurghada-avenue'));
    ctx.compoundId = compound!.id;
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

/** A draft compound in Hurghada (slug `slug`), written straight to the database; `mainImage` lets it be published. */
export async function insertDraftCompound(db: Db, slug: string, mainImage = '') {
  const [compound] = await db
    .insert(compounds)
    .values({
      slug,
      name: { en: 'Draft compound' },
      region: 'hurghada',
      location: { en: 'Hurghada' },
      mainImage,
      status: 'off plan',
      developerId: 1,
      description: { en: 'd' },
      specifications: { en: [] },
      vision: { en: 'v' },
      publication: 'draft',
    })
    .returning();
  return compound!;
}

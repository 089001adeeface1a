import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import type { StaffRole, UnitInput } from '@app/shared';
import { compounds } from '../src/db/schema/index.js';
import { siteHeaders } from './factories.js';
import { useStaffApp } from './staff.js';

/**
 * The units suites' app: the catalogue suites' staff app (useStaffApp: seeded, one signed-in session per
 * role) with the staff named after their roles, and the seeded compound hurghada-avenue's id. `call`
 * takes the role first and inject's own options. Hooks are registered in the caller's describe block.
 */
export function unitsTestApp(backend: 'pglite' | 'postgres') {
  const staff = useStaffApp(backend, { admin: 'The admin', editor: 'The editor', agent: 'The agent' });
  const ctx = {
    get t() {
      return staff.t;
    },
    cookies: staff.cookies,
    names: staff.names,
    /** The seeded compound hurghada-avenue's id. */
    compoundId: 0,
    call: (role: StaffRole | '', options: InjectOptions & { url: string }) =>
      staff.t.app.inject({
        ...options,
        headers: { ...siteHeaders(), ...(role ? { cookie: staff.cookies[role] } : {}), ...options.headers },
      }),
  };
  beforeAll(async () => {
    const [compound] = await staff.t.database.db
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

import fc from 'fast-check';
import { COMPOUND_STATUSES, PUBLICATIONS, REGIONS } from '@app/shared';
import { hostileString } from './arbitraries.js';

/** A text in three languages: mostly well-formed, sometimes missing English or hostile in any language. */
const localized = fc.oneof(
  fc.record(
    { en: fc.oneof(fc.constant('Fuzz Bay'), hostileString), ar: hostileString, de: hostileString },
    { requiredKeys: ['en'] },
  ),
  fc.record({ ar: hostileString, de: hostileString }, { requiredKeys: [] }),
  hostileString,
);

const media = fc.oneof(
  fc.constantFrom('/media/uploads/aa/bb/one.webp', '/media/../secret', 'https://evil.example/x.jpg', ''),
  hostileString,
);
const coordinate = fc.oneof(
  fc.double({ min: 20, max: 40, noNaN: true }),
  fc.constantFrom(27.2, 33.8, null, -91, 1e308),
  hostileString,
);
const smallId = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer(), hostileString);
const version = fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constantFrom(0, -1, 1.5, 2 ** 31), hostileString);

const compoundFields = {
  slug: fc.oneof(fc.constantFrom('fuzz-bay', 'hurghada-avenue', 'Not A Slug', '-x-'), hostileString),
  name: localized,
  location: localized,
  region: fc.oneof(fc.constantFrom(...REGIONS, 'cairo'), hostileString),
  status: fc.oneof(fc.constantFrom(...COMPOUND_STATUSES), hostileString),
  deliveryDate: fc.oneof(fc.constantFrom('2028-06-30', '2028-02-30', null), hostileString),
  developerId: smallId,
  featured: fc.oneof(fc.boolean(), hostileString),
  description: localized,
  specifications: fc.oneof(
    fc.record({ en: fc.array(hostileString, { maxLength: 4 }), de: fc.array(hostileString, { maxLength: 2 }) }),
    hostileString,
  ),
  vision: localized,
  latitude: coordinate,
  longitude: coordinate,
  mainImage: media,
  photos: fc.oneof(
    fc.array(fc.record({ url: media, alt: fc.record({ en: hostileString }, { requiredKeys: [] }) }), { maxLength: 5 }),
    hostileString,
  ),
  mainVideo: fc.oneof(media, fc.constant(null)),
  videoPoster: fc.oneof(media, fc.constant(null)),
  publication: fc.oneof(fc.constantFrom(...PUBLICATIONS), hostileString),
};

/** Bodies of POST /api/admin/compounds/: close to the form's (some pass), any field hostile or missing. */
export const compoundBody = fc.oneof(
  { weight: 4, arbitrary: fc.record(compoundFields, { requiredKeys: ['name', 'region', 'status', 'developerId'] }) },
  { weight: 1, arbitrary: fc.anything() },
);

/** Bodies of PATCH /api/admin/compounds/{id}/: some fields and a version, sometimes stale or hostile. */
export const compoundPatch = fc.oneof(
  { weight: 4, arbitrary: fc.record({ ...compoundFields, version }, { requiredKeys: ['version'] }) },
  { weight: 1, arbitrary: fc.anything() },
);

export const developerBody = fc.oneof(
  fc.record({ name: fc.oneof(fc.constant('Fuzz Developments'), hostileString), logo: media }, { requiredKeys: [] }),
  fc.anything(),
);

export const developerPatch = fc.oneof(
  fc.record(
    { name: fc.oneof(fc.constant('Fuzz Developers'), hostileString), logo: media, version },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

/** Query strings of the developer, compound and audit lists: known keys with good and hostile values. */
export const catalogueQuery = fc
  .record(
    {
      q: hostileString,
      region: fc.oneof(fc.constantFrom(...REGIONS), hostileString),
      status: fc.oneof(fc.constantFrom(...COMPOUND_STATUSES), hostileString),
      publication: fc.oneof(fc.constantFrom(...PUBLICATIONS), hostileString),
      needsTranslation: fc.oneof(fc.constantFrom('true', 'false'), hostileString),
      page: fc.oneof(fc.integer().map(String), hostileString),
      pageSize: fc.oneof(fc.integer({ min: -1, max: 200 }).map(String), hostileString),
      entity: fc.oneof(fc.constantFrom('developer', 'compound', 'unit', 'user'), hostileString),
      id: fc.oneof(fc.integer().map(String), hostileString),
    },
    { requiredKeys: [] },
  )
  .map((q) => new URLSearchParams(q as Record<string, string>).toString());

/** A record's id in a path: the demo data's and new ones, and anything else. */
export const recordId = fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), hostileString);

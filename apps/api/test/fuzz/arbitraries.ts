import fc from 'fast-check';
import {
  CURRENCIES,
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  LANGS,
  PAGINATING_KEYS,
  PREFERENCE_COOKIES,
  STAFF_ROLES,
  addDays,
  officeToday,
} from '@app/shared';
import { sessionCookieFor } from '../session-cookie.js';

/** Inputs that break naive code: injection, encodings, numbers at the edges, prototype keys, huge and odd text. */
const HOSTILE = [
  '',
  ' ',
  "'",
  '"',
  "' OR '1'='1",
  '1; DROP TABLE units; --',
  '%',
  '%00',
  '%zz',
  '\u0000',
  '\u202e',
  '\ud83d',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '9'.repeat(400),
  '0x1f',
  'null',
  'true',
  '[]',
  '{}',
  '😀',
  'الغردقة',
  'a'.repeat(10_000),
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 3000 }) },
);

/** A path id: numbers of every size, strings, UUIDs, real slugs. */
export const pathId = fc.oneof(
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.constantFrom('1', '120', 'hurghada-avenue', 'el-gouna-lagoons', '00000000-0000-0000-0000-000000000000'),
  fc.uuid(),
  hostileString,
);

/** Every key the list call (and the read by ids) reads, then keys it must ignore or refuse. */
const QUERY_KEYS = [...PAGINATING_KEYS, 'lang', 'ids', 'q', 'page[]', '__proto__', 'constructor[prototype][x]'];
const QUERY_VALUES = [
  'studio',
  '2-bedroom',
  'hurghada',
  'el-gouna',
  'under-200k',
  'over-600k',
  'available',
  'sold',
  'newest',
  'price-asc',
  'price-per-sqm-desc',
  '1',
  '1,2,3',
  'true',
  'false',
  'de',
  'ar',
  'contact',
  'new',
  '100',
  '101',
  '99999999999999999999',
  // Map boxes (bbox): El Gouna, an empty one, one off the world, one in exponents. Drawn areas (area): El
  // Gouna, Google's example (in California: no unit), one cut short, two points.
  '33.6,27.35,33.75,27.48',
  '33.6,27.35,33.6,27.48',
  '-181,0,10,10',
  '1e3,1,2,3',
  'ox|eD_oalE?oh\\okX??nh\\',
  '_p~iF~ps|U_ulLnnqC_mqNvxq`@',
  '_p~iF~ps|U_ulL',
  '????',
];

/** encodeURIComponent, with lone surrogates (which it cannot encode) replaced by U+FFFD. */
export function encode(value: string): string {
  return encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}

/** A query string: known and unknown keys, repeated keys, encoded or raw (malformed percent codes) values. */
export const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 20 })),
      fc.oneof(fc.constantFrom(...QUERY_VALUES), hostileString),
      fc.boolean(),
    ),
    { maxLength: 8 },
  )
  .map((pairs) =>
    pairs
      .map(([k, v, raw]) =>
        raw && /^[\x21-\x7e]*$/.test(v) ? `${encode(k)}=${v.replace(/[#&]/g, '')}` : `${encode(k)}=${encode(v)}`,
      )
      .join('&'),
  );

/** Header values a client can send on the wire (HTTP allows visible ASCII, spaces, tabs and latin-1). */
const headerValue = hostileString.map((v) => v.replace(/[^\t\x20-\x7e\x80-\xff]/g, '').slice(0, 4000));

export const hostileHeaders = fc.record(
  {
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), headerValue, fc.constant('203.0.113.1, 10.0.0.1, 127.0.0.1')),
    'x-forwarded-proto': fc.oneof(fc.constantFrom('https', 'http', 'gopher'), headerValue),
    'x-forwarded-host': headerValue,
    'x-original-host': fc.oneof(fc.constant('localhost:3000'), headerValue),
    origin: fc.oneof(fc.constantFrom('http://localhost:3000', 'https://evil.example', 'null'), headerValue),
    'sec-fetch-site': fc.oneof(fc.constantFrom('same-origin', 'cross-site', 'none', 'same-site'), headerValue),
    'accept-language': fc.oneof(fc.constantFrom('de', 'ar-EG,ar;q=0.9', '*', 'xx;q=abc'), headerValue),
    accept: fc.oneof(fc.constantFrom('application/json', 'text/html', '*/*'), headerValue),
    cookie: fc.oneof(
      fc.constantFrom(sessionCookieFor(''), `${sessionCookieFor('abc')}; ${PREFERENCE_COOKIES.lang}=de`),
      headerValue,
    ),
    'x-request-id': headerValue,
    traceparent: headerValue,
    'content-type': fc.oneof(
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
      ),
      headerValue,
    ),
  },
  { requiredKeys: [] },
);

const contactData = fc.record(
  {
    name: fc.oneof(fc.constant('Nadia Hassan'), hostileString),
    email: fc.oneof(fc.constantFrom('nadia@example.com', 'a@b', 'no-at-sign'), hostileString),
    phone: fc.oneof(fc.constantFrom('+20 100 123 4567', ''), hostileString),
    message: fc.oneof(fc.constant('Is it still available?'), hostileString),
    propertyTitle: hostileString,
    location: hostileString,
    description: hostileString,
    preferredDate: fc.oneof(fc.constant(addDays(officeToday(), 7)), fc.constant('2020-02-30'), hostileString),
    preferredTime: fc.oneof(fc.constantFrom('morning', 'afternoon', 'evening'), hostileString),
    people: fc.oneof(fc.constantFrom('1', '20', '21', '0'), hostileString),
  },
  { requiredKeys: [] },
);

/** Pages that lead a browser elsewhere (isSameSitePath refuses each): never stored, never a link. */
export const otherHostPage = fc.oneof(
  fc.constantFrom(
    '//evil.example/admin/sign-in',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\u202eelpmaxe.live',
  ),
  fc.tuple(fc.constantFrom('//', '/\\', '/\t/', '///'), hostileString).map(([head, rest]) => `${head}${rest}`),
);

/** Bodies close to the site's forms (many pass validation) with hostile values in any field. */
const inquiryLikeBody = fc.record(
  {
    kind: fc.oneof(fc.constantFrom(...INQUIRY_KINDS), hostileString),
    data: fc.oneof({ weight: 5, arbitrary: contactData }, { weight: 1, arbitrary: fc.jsonValue() }),
    unitId: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double(), fc.constant(1), hostileString),
    compound: fc.oneof(fc.constantFrom('hurghada-avenue', 'atlantis'), hostileString),
    page: fc.oneof(fc.constantFrom('/', '/compounds/hurghada-avenue'), otherHostPage, hostileString),
    lang: fc.oneof(fc.constantFrom(...LANGS), hostileString),
    currency: fc.oneof(fc.constantFrom(...CURRENCIES), hostileString),
    website: fc.oneof(fc.constant(''), hostileString),
    elapsedMs: fc.oneof(fc.constantFrom(15_000, 100, 0, -1, 1e11), fc.double()),
  },
  { requiredKeys: ['kind', 'data'] },
);

/** A request body as text: a form-like inquiry, any JSON value, or something that is not JSON at all. */
export const bodyText = fc.oneof(
  { weight: 6, arbitrary: inquiryLikeBody.map((b) => JSON.stringify(b)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('{"broken', '[1,2', '{"__proto__":{"x":1}}', '{"a":'.repeat(2000), 'null', ''),
  },
  {
    weight: 1,
    arbitrary: fc
      .string({ minLength: 17_000, maxLength: 20_000 })
      .map((s) => JSON.stringify({ kind: 'contact', data: { message: s } })),
  },
  { weight: 1, arbitrary: hostileString },
);

export const adminQuery = fc
  .record(
    {
      kind: fc.oneof(fc.constantFrom(...INQUIRY_KINDS), hostileString),
      status: fc.oneof(fc.constantFrom(...INQUIRY_STATUSES), hostileString),
      search: hostileString,
      page: fc.oneof(fc.integer().map(String), hostileString),
      page_size: fc.oneof(fc.integer().map(String), hostileString),
    },
    { requiredKeys: [] },
  )
  .map((q) => new URLSearchParams(q as Record<string, string>).toString());

export const adminUpdate = fc.oneof(
  fc.record(
    {
      status: fc.oneof(fc.constantFrom(...INQUIRY_STATUSES), hostileString),
      note: fc.oneof(hostileString, fc.constant(null)),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Text a person might type, any script, never blank. */
const typed = (max: number) =>
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: max }).filter((s) => s.trim().length > 0);

/** Bodies the site's forms send (every field valid, the text anything a person could type): mostly stored. */
export const validInquiry = fc
  .record({
    kind: fc.constantFrom(...INQUIRY_KINDS),
    name: typed(100),
    email: fc
      .tuple(
        fc.stringMatching(/^[a-z0-9]{1,20}([._+-][a-z0-9]{1,10})?$/),
        fc.constantFrom('example.com', 'mail.example.de'),
      )
      .map(([local, domain]) => `${local}@${domain}`),
    phone: fc.constantFrom('+20 100 123 4567', '(030) 123-4567', '0501234567'),
    text: typed(4000),
    short: typed(200),
    unitId: fc.integer({ min: 1, max: 130 }),
    unitIds: fc.uniqueArray(fc.integer({ min: 1, max: 130 }), { minLength: 1, maxLength: 24 }),
    zone: fc.constantFrom('Europe/Berlin', 'Asia/Dubai', 'Africa/Cairo', 'America/Los_Angeles', 'UTC'),
    time: fc.constantFrom('morning', 'afternoon', 'evening'),
    compound: fc.constantFrom('hurghada-avenue', 'el-gouna-lagoons', 'no-such-compound'),
    lang: fc.constantFrom(...LANGS),
    currency: fc.constantFrom(...CURRENCIES),
    days: fc.integer({ min: 1, max: 30 }),
    people: fc.integer({ min: 1, max: 20 }),
    automated: fc.constantFrom(false, false, false, 'honeypot', 'fast'),
  })
  .map((f) => {
    const contact = { name: f.name, email: f.email, phone: f.phone, message: f.text };
    const data = {
      contact,
      'sell-with-us': {
        name: f.name,
        email: f.email,
        phone: f.phone,
        propertyTitle: f.short,
        location: f.short,
        description: f.text,
      },
      unit: contact,
      compound: contact,
      'site-visit': {
        ...contact,
        preferredDate: addDays(officeToday(), f.days),
        preferredTime: 'morning',
        people: String(f.people),
      },
      shortlist: { name: f.name, ...(f.days % 2 ? { email: f.email } : { phone: f.phone }), message: f.text },
      'video-call': {
        ...contact,
        preferredDate: addDays(officeToday(), f.days + 1),
        preferredTime: f.time,
        timeZone: f.zone,
      },
    }[f.kind];
    return JSON.stringify({
      kind: f.kind,
      data,
      ...(f.kind === 'unit' || (f.kind === 'video-call' && f.days % 2) ? { unitId: f.unitId } : {}),
      ...(f.kind === 'compound' || f.kind === 'site-visit' || (f.kind === 'video-call' && !(f.days % 2))
        ? { compound: f.compound }
        : {}),
      ...(f.kind === 'shortlist' ? { unitIds: f.unitIds } : {}),
      page: '/',
      lang: f.lang,
      currency: f.currency,
      website: f.automated === 'honeypot' ? 'http://spam.example' : '',
      elapsedMs: f.automated === 'fast' ? 200 : 15_000,
    });
  });

/** Bodies of POST /api/admin/users/: well-formed ones (some inviting twice) and hostile ones. */
export const staffUserBody = fc.oneof(
  fc.record({
    email: fc.oneof(fc.emailAddress(), fc.constantFrom('staff@redsea.example', 'STAFF@redsea.example')),
    name: fc.string({ minLength: 1, maxLength: 120 }),
    role: fc.constantFrom(...STAFF_ROLES),
  }),
  fc.record({ email: hostileString, name: hostileString, role: hostileString }, { requiredKeys: [] }),
  fc.anything(),
);

/** Bodies of PATCH /api/admin/users/{id}/: any mix of name, role and disabled, some of the wrong type. */
export const staffUserPatch = fc.oneof(
  fc.record(
    {
      name: fc.oneof(fc.string({ maxLength: 120 }), hostileString),
      role: fc.oneof(fc.constantFrom(...STAFF_ROLES), hostileString),
      disabled: fc.oneof(fc.boolean(), hostileString),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InquiryKind, INQUIRY_KINDS, addDays, officeToday } from '@app/shared';
import { inquiries, inquiryOutbox, compounds, units } from '../../db/schema.js';
import { inquiryBody, siteHeaders } from '../../../test/factories.js';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(backends)('POST /api/inquiries/ on %s', (backend) => {
  let t: TestApp;
  let clients = 0;
  /** A new visitor address per call, so that the rate limit only shows where a test wants it. */
  const nextClient = () => `203.0.113.${++clients}`;
  const post = (body: unknown, headers: Record<string, string> = siteHeaders(nextClient())) =>
    t.app.inject({ method: 'POST', url: '/api/inquiries/', payload: body as object, headers });
  const stored = async () => Number((await t.database.db.select({ n: count() }).from(inquiries))[0]?.n);

  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(INQUIRY_KINDS)(
    'stores a %s inquiry with everything the visitor sent and answers 201 with its id',
    async (kind) => {
      const body = inquiryBody(kind, { lang: 'de', currency: 'EUR' });
      const res = await post(body);
      expect(res.statusCode).toBe(201);
      const { id } = res.json() as { id: string };
      expect(id).toMatch(UUID);
      const [row] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, id));
      expect(row).toBeDefined();
      expect(row?.kind).toBe(kind);
      expect(row?.status).toBe('new');
      expect(row?.name).toBe(body.data.name);
      expect(row?.email).toBe(body.data.email);
      expect(row?.phone).toBe(body.data.phone);
      expect(row?.data).toEqual(body.data);
      expect(row?.page).toBe(body.page);
      expect(row?.lang).toBe('de');
      expect(row?.currency).toBe('EUR');
      expect(Date.now() - (row?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);
      const [hurghadaAvenue] = await t.database.db
        .select({ id: compounds.id })
        .from(compounds)
        .where(eq(compounds.slug, 'hurghada-avenue'));
      const [unit] = await t.database.db.select({ projectId: units.compoundId }).from(units).where(eq(units.id, 1));
      const expected: Record<InquiryKind, [number | null, number | null]> = {
        contact: [null, null],
        'sell-with-us': [null, null],
        unit: [1, unit?.projectId ?? null],
        compound: [null, hurghadaAvenue?.id ?? -1],
        'site-visit': [null, hurghadaAvenue?.id ?? -1],
      };
      expect([row?.unitId, row?.compoundId]).toEqual(expected[kind]);
    },
  );

  it('trims what the visitor typed and leaves an empty optional phone out', async () => {
    const res = await post(inquiryBody('contact', { data: { name: '  Lina  ', phone: '', message: ' Hello \n' } }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, (res.json() as { id: string }).id));
    expect(row?.name).toBe('Lina');
    expect(row?.phone).toBeNull();
    expect(row?.data).toEqual({ name: 'Lina', email: 'nadia@example.com', message: 'Hello' });
  });

  it('fills in the page, language and currency when a client leaves them out', async () => {
    const { page: _p, lang: _l, currency: _c, ...body } = inquiryBody('contact');
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, (res.json() as { id: string }).id));
    expect([row?.page, row?.lang, row?.currency]).toEqual(['/', 'en', 'USD']);
  });

  const long = (n: number) => 'a'.repeat(n);
  const invalid: [string, InquiryKind, Record<string, unknown>, Record<string, string>][] = [
    ['a missing name', 'contact', { data: { name: '' } }, { 'data.name': 'required' }],
    ['a name of 101 characters', 'contact', { data: { name: long(101) } }, { 'data.name': 'tooLong' }],
    ['a missing e-mail', 'contact', { data: { email: '   ' } }, { 'data.email': 'required' }],
    ['a malformed e-mail', 'contact', { data: { email: 'nadia@' } }, { 'data.email': 'email' }],
    [
      'an e-mail of 201 characters',
      'contact',
      { data: { email: `${long(190)}@example.com` } },
      { 'data.email': 'tooLong' },
    ],
    ['a phone with letters', 'contact', { data: { phone: 'call me' } }, { 'data.phone': 'phone' }],
    ['a phone of five digits', 'contact', { data: { phone: '12345' } }, { 'data.phone': 'phone' }],
    ['a missing message', 'contact', { data: { message: '' } }, { 'data.message': 'required' }],
    ['a message of 4,001 characters', 'contact', { data: { message: long(4001) } }, { 'data.message': 'tooLong' }],
    ['a missing phone on Sell With Us', 'sell-with-us', { data: { phone: '' } }, { 'data.phone': 'required' }],
    ['a missing property title', 'sell-with-us', { data: { propertyTitle: '' } }, { 'data.propertyTitle': 'required' }],
    [
      'a property title of 201 characters',
      'sell-with-us',
      { data: { propertyTitle: long(201) } },
      { 'data.propertyTitle': 'tooLong' },
    ],
    ['a missing location', 'sell-with-us', { data: { location: '' } }, { 'data.location': 'required' }],
    ['a missing description', 'sell-with-us', { data: { description: '' } }, { 'data.description': 'required' }],
    [
      'a description of 4,001 characters',
      'sell-with-us',
      { data: { description: long(4001) } },
      { 'data.description': 'tooLong' },
    ],
    ['no unit id', 'unit', { unitId: undefined }, { unitId: 'required' }],
    ['a negative unit id', 'unit', { unitId: -4 }, { unitId: 'invalid' }],
    ['a fractional unit id', 'unit', { unitId: 1.5 }, { unitId: 'invalid' }],
    ['no compound', 'compound', { project: undefined }, { project: 'required' }],
    ['a compound that is not a slug', 'compound', { project: 'Hurghada Avenue!' }, { project: 'invalid' }],
    ['a compound of 101 characters', 'compound', { project: long(101) }, { project: 'tooLong' }],
    [
      'a visit date that is not a date',
      'site-visit',
      { data: { preferredDate: '2027-02-30' } },
      { 'data.preferredDate': 'date' },
    ],
    [
      'a visit date today',
      'site-visit',
      { data: { preferredDate: officeToday() } },
      { 'data.preferredDate': 'futureDate' },
    ],
    [
      'a visit date over a year ahead',
      'site-visit',
      { data: { preferredDate: addDays(officeToday(), 400) } },
      { 'data.preferredDate': 'tooFar' },
    ],
    [
      'an unknown time of day',
      'site-visit',
      { data: { preferredTime: 'night' } },
      { 'data.preferredTime': 'required' },
    ],
    ['no people', 'site-visit', { data: { people: '0' } }, { 'data.people': 'people' }],
    ['21 people', 'site-visit', { data: { people: '21' } }, { 'data.people': 'people' }],
    ['people in words', 'site-visit', { data: { people: 'three' } }, { 'data.people': 'people' }],
    [
      'a visit note of 4,001 characters',
      'site-visit',
      { data: { message: long(4001) } },
      { 'data.message': 'tooLong' },
    ],
    ['a page that is a full address', 'contact', { page: 'https://evil.example/' }, { page: 'invalid' }],
    ['a page of 501 characters', 'contact', { page: `/${long(500)}` }, { page: 'tooLong' }],
    ['an unknown language', 'contact', { lang: 'fr' }, { lang: 'invalid' }],
    ['an unknown currency', 'contact', { currency: 'GBP' }, { currency: 'invalid' }],
    ['an unknown kind', 'contact', { kind: 'newsletter' }, { kind: 'kind' }],
    ['a honeypot of 501 characters', 'contact', { website: long(501) }, { website: 'tooLong' }],
    ['a negative fill time', 'contact', { elapsedMs: -1 }, { elapsedMs: 'invalid' }],
  ];

  it.each(invalid)(
    'answers %s with 400 and the field’s message key, storing nothing',
    async (_, kind, change, fields) => {
      const before = await stored();
      const res = await post(inquiryBody(kind, change));
      expect(res.statusCode).toBe(400);
      const body = res.json() as { error: string; message: string; fields: Record<string, string> };
      expect(body.error).toBe('bad_request');
      expect(body.fields).toEqual(fields);
      expect(body.message.length).toBeGreaterThan(5);
      expect(await stored()).toBe(before);
    },
  );

  it('reports every bad field at once, in English in the message', async () => {
    const res = await post(inquiryBody('sell-with-us', { data: { name: '', email: 'x', location: '' } }));
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; fields: Record<string, string> };
    expect(body.fields).toEqual({ 'data.name': 'required', 'data.email': 'email', 'data.location': 'required' });
    expect(body.message).toContain('data.email must be a valid e-mail address');
    expect(body.message).toContain('data.name is required');
  });

  it.each([
    ['malformed JSON', '{"kind": "contact",', 'application/json', 400],
    ['an empty body', '', 'application/json', 400],
    ['a JSON array', '[]', 'application/json', 400],
    ['a JSON string', '"hello"', 'application/json', 400],
    ['a form post', 'kind=contact&name=x', 'application/x-www-form-urlencoded', 415],
    ['plain text', 'kind=contact', 'text/plain', 415],
    ['a multipart form', '--x\r\n\r\n--x--', 'multipart/form-data; boundary=x', 415],
  ])('answers %s with a 4xx JSON error and stores nothing', async (_, payload, type, status) => {
    const before = await stored();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries/',
      payload,
      headers: { ...siteHeaders(nextClient()), 'content-type': type },
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toHaveProperty('message');
    expect(await stored()).toBe(before);
  });

  it('answers an unknown unit with 404 and stores nothing', async () => {
    const before = await stored();
    const res = await post(inquiryBody('unit', { unitId: 987_654 }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Unit not found.' });
    expect(await stored()).toBe(before);
  });

  it.each(['compound', 'site-visit'] as const)(
    'answers a %s inquiry about an unknown compound with 404',
    async (kind) => {
      const before = await stored();
      const res = await post(inquiryBody(kind, { project: 'atlantis' }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Project not found.' });
      expect(await stored()).toBe(before);
    },
  );

  it('answers 413 JSON to a body over 16 KB and stores nothing', async () => {
    const before = await stored();
    const res = await post(inquiryBody('contact', { data: { message: 'x'.repeat(17_000) } }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large' });
    expect(await stored()).toBe(before);
  });

  it('takes the longest form filled to every limit in three-byte characters (under 16 KB)', async () => {
    const cjk = (n: number) => '海'.repeat(n);
    const res = await post(
      inquiryBody('sell-with-us', {
        data: { name: cjk(100), propertyTitle: cjk(200), location: cjk(200), description: cjk(4000) },
      }),
    );
    expect(res.statusCode).toBe(201);
  });

  describe('inquiries that look automated', () => {
    it.each([
      ['fills in the hidden website field', { website: 'http://spam.example' }, 'honeypot'],
      ['sends the form within 3 seconds of showing it', { elapsedMs: 1200 }, 'too-fast'],
      ['sends the form at once', { elapsedMs: 0 }, 'too-fast'],
    ])('one that %s gets 201 with its id and is stored as suspected spam', async (_, change, reason) => {
      const body = inquiryBody('contact', change);
      const res = await post(body);
      expect(res.statusCode).toBe(201);
      const { id } = res.json() as { id: string };
      const [row] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, id));
      expect(row).toMatchObject({ status: 'spam', spamReason: reason, name: 'Nadia Hassan', data: body.data });
    });

    it('a person who took 3 seconds or more, or sent no timing, lands in the inbox', async () => {
      const ids = [];
      for (const change of [{ elapsedMs: 3000 }, { elapsedMs: undefined, website: '  ' }]) {
        const res = await post(inquiryBody('contact', change));
        expect(res.statusCode).toBe(201);
        ids.push((res.json() as { id: string }).id);
      }
      for (const id of ids) {
        const [row] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, id));
        expect([row?.status, row?.spamReason]).toEqual(['new', null]);
      }
    });
  });

  describe('same-origin check', () => {
    const headers = (extra: Record<string, string | undefined>) => {
      const h: Record<string, string> = { 'x-forwarded-for': nextClient() };
      for (const [k, v] of Object.entries(extra)) if (v !== undefined) h[k] = v;
      return h;
    };

    it.each([
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
      ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost:3000' }],
      ['an Origin of another site (no Sec-Fetch-Site, older browsers)', { origin: 'https://evil.example' }],
      ['the same host on another port', { origin: 'http://localhost:3001' }],
      ['an opaque origin (sandboxed frame)', { origin: 'null' }],
      ['an unreadable Origin', { origin: 'not a url' }],
    ])('refuses %s with 403 and stores nothing', async (_, extra) => {
      const before = await stored();
      const res = await post(inquiryBody('contact'), headers({ 'x-original-host': 'localhost:3000', ...extra }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden', message: 'This request must come from the site itself.' });
      expect(await stored()).toBe(before);
    });

    it.each([
      ['the site’s own page through its proxy', siteHeaders()],
      ['a browser that only sends Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
      ['Sec-Fetch-Site none (typed by the user)', { 'sec-fetch-site': 'none' }],
      ['a program without Origin (curl, a server)', {}],
      [
        'an Origin matching X-Forwarded-Host',
        { origin: 'https://redsea.example', 'x-forwarded-host': 'redsea.example' },
      ],
      ['an Origin matching Host (no proxy)', { origin: 'http://localhost:80', host: 'localhost' }],
      [
        'an Origin with the default port spelled out',
        { origin: 'https://redsea.example', 'x-original-host': 'redsea.example:443' },
      ],
    ])('accepts %s', async (_, extra) => {
      const res = await post(inquiryBody('contact'), headers(extra));
      expect(res.statusCode).toBe(201);
    });

    it('believes X-Original-Host only from a trusted proxy', async () => {
      const spoofed = {
        origin: 'https://evil.example',
        'x-original-host': 'evil.example',
        'x-forwarded-host': 'evil.example',
        host: 'api.redsea.example',
      };
      const fromProxy = await post(inquiryBody('contact'), headers(spoofed));
      expect(fromProxy.statusCode).toBe(201);
      const direct = await t.app.inject({
        method: 'POST',
        url: '/api/inquiries/',
        payload: inquiryBody('contact'),
        headers: spoofed,
        remoteAddress: '192.0.2.50',
      });
      expect(direct.statusCode).toBe(403);
    });
  });

  describe('rate limit', () => {
    it('answers the sixth inquiry in a minute from one visitor with 429, Retry-After and an English message', async () => {
      const visitor = siteHeaders('198.51.100.10');
      for (let i = 0; i < 5; i++) expect((await post(inquiryBody('contact'), visitor)).statusCode).toBe(201);
      const before = await stored();
      const res = await post(inquiryBody('contact'), visitor);
      expect(res.statusCode).toBe(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(res.json()).toEqual({
        error: 'too_many_requests',
        message: 'You have sent several messages in a short time. Please try again in a minute.',
      });
      expect(await stored()).toBe(before);
      // Another visitor is not affected.
      expect((await post(inquiryBody('contact'), siteHeaders('198.51.100.11'))).statusCode).toBe(201);
    });

    it('counts bad and bot posts too, and answers in the language of the form or the browser', async () => {
      const visitor = siteHeaders('198.51.100.20');
      for (let i = 0; i < 3; i++)
        expect((await post(inquiryBody('contact', { data: { email: 'x' } }), visitor)).statusCode).toBe(400);
      for (let i = 0; i < 2; i++)
        expect((await post(inquiryBody('contact', { elapsedMs: 5 }), visitor)).statusCode).toBe(201);
      const de = await post(inquiryBody('contact', { lang: 'de' }), visitor);
      expect(de.statusCode).toBe(429);
      expect((de.json() as { message: string }).message).toBe(
        'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in einer Minute erneut.',
      );
      const ar = await post(inquiryBody('contact', { lang: 'ar' }), visitor);
      expect((ar.json() as { message: string }).message).toBe(
        'لقد أرسلت عدة رسائل في وقت قصير. يرجى المحاولة مرة أخرى بعد دقيقة.',
      );
      const browser = await post(inquiryBody('contact', { lang: undefined }), {
        ...visitor,
        'accept-language': 'fr-FR, de;q=0.8, en;q=0.5',
      });
      expect(browser.statusCode).toBe(429);
      expect((browser.json() as { message: string }).message).toMatch(/^Sie haben/);
    });

    it('counts a visitor by the address the proxy saw, not by the proxy', async () => {
      // Five visitors behind one site server: each has a limit of their own.
      for (let i = 0; i < 6; i++) {
        expect((await post(inquiryBody('contact'), siteHeaders(`198.51.100.${30 + i}`))).statusCode).toBe(201);
      }
    });
  });

  it('stores no outbox row while e-mail is off', async () => {
    expect((await post(inquiryBody('contact'))).statusCode).toBe(201);
    expect(Number((await t.database.db.select({ n: count() }).from(inquiryOutbox))[0]?.n)).toBe(0);
  });

  it('describes the call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys((res.json() as { paths: object }).paths)).toContain('/api/inquiries/');
  });
});

describe.each(backends)('inquiry limits and allowed origins from the configuration on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, {
      seed: false,
      app: {
        inquiries: { ratePerMinute: 100, ratePerDay: 3 },
        site: {
          url: 'https://redsea.example',
          origins: ['https://www.redsea.example'],
          trustedProxies: ['127.0.0.1'],
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  const post = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/inquiries/', payload: inquiryBody('contact'), headers });

  it('answers over the daily limit with a wait in hours', async () => {
    const visitor = siteHeaders('198.51.100.40');
    for (let i = 0; i < 3; i++) expect((await post(visitor)).statusCode).toBe(201);
    const res = await post(visitor);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(86_000);
    expect((res.json() as { message: string }).message).toBe(
      'You have sent many messages today. Please try again in 24 hours.',
    );
  });

  it('accepts an origin listed in SITE_ORIGINS whatever the host', async () => {
    const res = await post({
      origin: 'https://www.redsea.example',
      'sec-fetch-site': 'same-origin',
      host: '10.0.0.8:4000',
      'x-forwarded-for': '198.51.100.41',
    });
    expect(res.statusCode).toBe(201);
    const other = await post({
      origin: 'https://redsea.example',
      host: '10.0.0.8:4000',
      'x-forwarded-for': '198.51.100.41',
    });
    expect(other.statusCode).toBe(403);
  });
});

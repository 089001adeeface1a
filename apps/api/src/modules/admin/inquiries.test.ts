import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InquiryDetail, type InquiryKind, inquiryDetailSchema, inquiryPageSchema } from '@app/shared';
import { inquiries as inquiriesTable, units } from '../../db/schema.js';
import { inquiryBody, parseCsv, siteHeaders } from '../../../test/factories.js';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';
import { hashPassword } from './password.js';

const EMAIL = 'office@redsea.example';
const PASSWORD = 'coral reef at dawn 42';

describe.each(backends)('back office inquiries on %s', (backend) => {
  let t: TestApp;
  let cookie = '';
  /** Ids by a label, in the order they were sent (oldest first). */
  const ids: Record<string, string> = {};
  const sent: Record<string, ReturnType<typeof inquiryBody>> = {};

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const patch = (id: string, payload: object, headers: Record<string, string> = siteHeaders()) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/inquiries/${id}/`, payload, headers: { ...headers, cookie } });
  const list = async (query = '') => {
    const res = await get(`/api/admin/inquiries/${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return inquiryPageSchema.parse(res.json());
  };
  const detail = async (id: string): Promise<InquiryDetail> => {
    const res = await get(`/api/admin/inquiries/${id}/`);
    expect(res.statusCode, res.body).toBe(200);
    return inquiryDetailSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp(backend, {
      app: {
        admin: { email: EMAIL, passwordHash: await hashPassword(PASSWORD), sessionHours: 12 },
        inquiries: { ratePerMinute: 1000, ratePerDay: 1000 },
      },
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: EMAIL, password: PASSWORD },
      headers: siteHeaders(),
    });
    cookie = /admin_session=[^;]+/.exec(String(signIn.headers['set-cookie']))?.[0] ?? '';

    const inquiries: [string, InquiryKind, Parameters<typeof inquiryBody>[1]][] = [
      [
        'contact',
        'contact',
        {
          data: {
            name: 'Amira Saleh',
            email: 'amira@example.com',
            phone: '',
            message: 'Do you have studios under 100K?',
          },
        },
      ],
      [
        'sell',
        'sell-with-us',
        { lang: 'ar', currency: 'SAR', data: { name: 'خالد منصور', location: 'Sahl Hasheesh' } },
      ],
      [
        'unit',
        'unit',
        {
          unitId: 3,
          page: '/property/3',
          data: { name: 'Jonas Weber', message: 'Is 100% of the price due at signing?' },
        },
      ],
      ['compound', 'compound', { data: { name: 'Sara Lopez', email: 'sara@example.org', message: 'Payment plans?' } }],
      ['visit', 'site-visit', { lang: 'de', currency: 'EUR', data: { name: 'Omar Khaled' } }],
      [
        'formula',
        'contact',
        { data: { name: '=HYPERLINK("http://evil.example","Click")', message: 'Line one,\n"quoted" line two' } },
      ],
    ];
    for (const [label, kind, change] of inquiries) {
      const body = inquiryBody(kind, change);
      const res = await t.app.inject({ method: 'POST', url: '/api/inquiries/', payload: body, headers: siteHeaders() });
      expect(res.statusCode, res.body).toBe(201);
      ids[label] = (res.json() as { id: string }).id;
      sent[label] = body;
    }
    // Received a second apart, oldest first, whatever the clock's resolution.
    const labels = Object.keys(ids);
    for (const [i, label] of labels.entries()) {
      await t.database.db
        .update(inquiriesTable)
        .set({ createdAt: sql`now() - ${labels.length - i} * interval '1 second'` })
        .where(eq(inquiriesTable.id, ids[label]!));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every inquiry newest first with its summary', async () => {
    const page = await list();
    expect(page.count).toBe(6);
    expect(page.results.map((r) => r.id)).toEqual(
      ['formula', 'visit', 'compound', 'unit', 'sell', 'contact'].map((l) => ids[l]),
    );
    const unit = page.results.find((r) => r.id === ids.unit);
    const [unitRow] = await t.database.db.select({ projectId: units.compoundId }).from(units).where(eq(units.id, 3));
    expect(unit).toMatchObject({
      kind: 'unit',
      status: 'new',
      name: 'Jonas Weber',
      email: 'nadia@example.com',
      phone: '+20 100 123 4567',
      page: '/property/3',
      unitId: 3,
      lang: 'en',
      currency: 'USD',
      summary: 'Is 100% of the price due at signing?',
    });
    expect(unit?.project === null).toBe(unitRow?.projectId === null);
    expect(Date.parse(unit?.createdAt ?? '')).toBeGreaterThan(Date.now() - 600_000);
    const visit = page.results.find((r) => r.id === ids.visit);
    expect(visit).toMatchObject({ project: 'hurghada-avenue', unitId: null, lang: 'de', currency: 'EUR' });
    expect(page.results.find((r) => r.id === ids.contact)?.phone).toBeNull();
    expect(page.results.map((r) => [r.propertyType, r.spamReason])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [null, null],
      ['apartment', null],
      [null, null],
    ]);
    expect(page.spamCount).toBe(0);
  });

  it('keeps suspected spam out of the inbox, lists it under status=spam with its reason, and counts it', async () => {
    const posted = [];
    for (const [name, change] of [
      ['Quick Send', { elapsedMs: 900 }],
      ['Hidden Field', { website: 'https://cheap.example' }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/inquiries/',
        payload: inquiryBody('sell-with-us', { ...change, data: { name, propertyType: 'villa' } }),
        headers: siteHeaders(),
      });
      expect(res.statusCode, res.body).toBe(201);
      posted.push((res.json() as { id: string }).id);
    }
    const [quick, hidden] = posted;
    const inbox = await list('?page_size=100');
    expect(inbox.results.map((r) => r.id)).not.toContain(quick);
    expect(inbox.results.map((r) => r.id)).not.toContain(hidden);
    expect(inbox.spamCount).toBe(2);
    expect((await list('?search=quick send')).count, 'a search without a status leaves spam out too').toBe(0);
    const spam = await list('?status=spam');
    expect(spam.results.map((r) => [r.id, r.status, r.spamReason, r.propertyType])).toEqual([
      [hidden, 'spam', 'honeypot', 'villa'],
      [quick, 'spam', 'too-fast', 'villa'],
    ]);
    expect(spam.count).toBe(2);

    // "Not spam": back in the inbox as a new inquiry, no longer counted as spam.
    const moved = inquiryDetailSchema.parse((await patch(quick ?? '', { status: 'new' })).json());
    expect([moved.status, moved.spamReason]).toEqual(['new', 'too-fast']);
    expect((await list('?search=quick send')).results.map((r) => r.id)).toEqual([quick]);
    expect((await list('?status=spam')).results.map((r) => r.id)).toEqual([hidden]);
    expect((await list()).spamCount).toBe(1);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/inquiries/${quick}/`,
      headers: { ...siteHeaders(), cookie },
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/inquiries/${hidden}/`,
      headers: { ...siteHeaders(), cookie },
    });
    expect((await list()).spamCount).toBe(0);
  });

  it('cuts the summary at 140 characters', async () => {
    const long = `${'Sea view and quiet. '.repeat(10)}end`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries/',
      payload: inquiryBody('contact', { data: { name: 'Long Text', message: long } }),
      headers: siteHeaders(),
    });
    const id = (res.json() as { id: string }).id;
    const summary = (await list('?search=long text')).results.find((r) => r.id === id)?.summary ?? '';
    expect(summary).toHaveLength(140);
    expect(summary.endsWith('…')).toBe(true);
    expect(long.startsWith(summary.slice(0, 139))).toBe(true);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/inquiries/${id}/`,
      payload: { status: 'closed' },
      headers: { cookie },
    });
  });

  it.each([
    ['?kind=site-visit', ['visit']],
    ['?kind=sell-with-us', ['sell']],
    ['?search=AMIRA', ['contact']],
    ['?search=sara@example', ['compound']],
    ['?search=+49 30', ['sell']],
    ['?search=' + encodeURIComponent('منصور'), ['sell']],
    ['?search=payment plans', ['compound']],
    ['?search=' + encodeURIComponent('100%'), ['unit']],
    ['?search=' + encodeURIComponent('_'), []],
    ['?search=nobody-by-that-name', []],
    ['?kind=contact&search=amira', ['contact']],
    ['?kind=unit&search=amira', []],
  ])('filters %s', async (query, labels) => {
    const page = await list(query);
    expect(page.results.map((r) => r.id)).toEqual(labels.map((l) => ids[l]));
    expect(page.count).toBe(labels.length);
  });

  it('treats empty filter parameters as no filter', async () => {
    const page = await list('?kind=&status=&search=&page=&page_size=');
    expect(page.count).toBeGreaterThanOrEqual(6);
  });

  it('pages through the list', async () => {
    const all = await list('?page_size=100');
    const second = await list('?page=2&page_size=2');
    expect(second.count).toBe(all.count);
    expect(second.results.map((r) => r.id)).toEqual(all.results.slice(2, 4).map((r) => r.id));
    const past = await list('?page=50&page_size=2');
    expect(past.results).toEqual([]);
  });

  it.each(['?kind=newsletter', '?status=done', '?page=0', '?page_size=101', '?page=two', `?search=${'a'.repeat(101)}`])(
    'answers the bad query %s with 400',
    async (query) => {
      const res = await get(`/api/admin/inquiries/${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('fields');
    },
  );

  it('shows one inquiry with everything the visitor sent', async () => {
    const visit = await detail(ids.visit ?? '');
    expect(visit.data).toEqual(sent.visit?.data);
    expect(visit).toMatchObject({
      kind: 'site-visit',
      project: 'hurghada-avenue',
      projectName: 'Hurghada Avenue',
      unitTitle: null,
      note: null,
      statusChangedAt: null,
      email: sent.visit?.data.email,
      delivery: { status: 'off', attempts: 0, lastError: null, sentAt: null },
    });
    const unit = await detail(ids.unit ?? '');
    const [row] = await t.database.db.select({ title: units.title }).from(units).where(eq(units.id, 3));
    expect(unit.unitTitle).toBe(row?.title.en);
    expect(unit.data.message).toBe('Is 100% of the price due at signing?');
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"])(
    'answers 404 for the unknown or invalid id %s',
    async (id) => {
      const res = await get(`/api/admin/inquiries/${encodeURIComponent(id)}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Inquiry not found.' });
      expect((await patch(encodeURIComponent(id), { status: 'closed' })).statusCode).toBe(404);
    },
  );

  it('sets the status and stamps when it changed; the same status again keeps the stamp', async () => {
    const id = ids.compound ?? '';
    const res = await patch(id, { status: 'contacted' });
    expect(res.statusCode).toBe(200);
    const updated = inquiryDetailSchema.parse(res.json());
    expect(updated.status).toBe('contacted');
    expect(Date.parse(updated.statusChangedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const again = inquiryDetailSchema.parse((await patch(id, { status: 'contacted' })).json());
    expect(again.statusChangedAt).toBe(updated.statusChangedAt);
    expect((await list('?status=contacted')).results.map((r) => r.id)).toEqual([id]);
    expect((await list('?status=new&kind=compound')).results).toEqual([]);
  });

  it('keeps a note, and clears it with an empty one', async () => {
    const id = ids.sell ?? '';
    const noted = await patch(id, { note: '  Called back; valuation on Monday.  ' });
    expect(noted.statusCode).toBe(200);
    expect((noted.json() as InquiryDetail).note).toBe('Called back; valuation on Monday.');
    expect((await detail(id)).status).toBe('new');
    const both = inquiryDetailSchema.parse((await patch(id, { status: 'closed', note: 'Sold elsewhere.' })).json());
    expect([both.status, both.note]).toEqual(['closed', 'Sold elsewhere.']);
    expect((await patch(id, { note: '' })).json()).toMatchObject({ note: null, status: 'closed' });
  });

  it.each([
    ['a note of 4,001 characters', { note: 'n'.repeat(4001) }, { note: 'tooLong' }],
    ['an unknown status', { status: 'won' }, { status: 'invalid' }],
    ['nothing to change', {}, { status: 'required' }],
    ['a note that is not text', { note: 42 }, { note: 'invalid' }],
  ])('answers %s with 400 and changes nothing', async (_, payload, fields) => {
    const id = ids.visit ?? '';
    const before = await detail(id);
    const res = await patch(id, payload);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fields: object }).fields).toEqual(fields);
    expect(await detail(id)).toEqual(before);
  });

  it('refuses a change posted from another site with 403', async () => {
    const res = await patch(
      ids.visit ?? '',
      { status: 'closed' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.statusCode).toBe(403);
    expect((await detail(ids.visit ?? '')).status).toBe('new');
  });

  it('exports every field as CSV, newest first, with cells that cannot run as formulas', async () => {
    const res = await get('/api/admin/inquiries/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header = [], ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      'ID',
      'Received (UTC)',
      'Kind',
      'Status',
      'Status changed (UTC)',
      'Name',
      'E-mail',
      'Phone',
      'Property type',
      'Property title',
      'Location',
      'Preferred date',
      'Preferred time',
      'People',
      'Message',
      'Description',
      'Unit ID',
      'Unit',
      'Compound',
      'Compound name',
      'Page',
      'Language',
      'Currency',
      'Note',
      'Flagged as spam',
    ]);
    const all = await list('?page_size=100');
    expect(rows.map((r) => r[0])).toEqual(all.results.map((r) => r.id));
    const cell = (label: string, column: string) => rows.find((r) => r[0] === ids[label])?.[header.indexOf(column)];
    expect(cell('formula', 'Name')).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(cell('formula', 'Message')).toBe('Line one,\n"quoted" line two');
    expect(cell('formula', 'Phone')).toBe("'+20 100 123 4567");
    expect(cell('sell', 'Name')).toBe('خالد منصور');
    expect(cell('sell', 'Property type')).toBe('Apartment');
    expect(cell('contact', 'Property type')).toBe('');
    expect(cell('sell', 'Flagged as spam')).toBe('');
    expect(cell('sell', 'Property title')).toBe(sent.sell?.data.propertyTitle);
    expect(cell('sell', 'Description')).toBe(sent.sell?.data.description);
    expect(cell('visit', 'Preferred date')).toBe(sent.visit?.data.preferredDate);
    expect(cell('visit', 'People')).toBe('3');
    expect(cell('visit', 'Compound')).toBe('hurghada-avenue');
    expect(cell('unit', 'Unit ID')).toBe('3');
    expect(cell('contact', 'Phone')).toBe('');
  });

  it('exports only what the filters select', async () => {
    const res = await get('/api/admin/inquiries/export.csv?kind=site-visit&search=omar');
    const rows = parseCsv(res.body.slice(1));
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids.visit]);
    expect((await get('/api/admin/inquiries/export.csv?status=bogus')).statusCode).toBe(400);
  });

  it('deletes an inquiry on request, with its e-mail row; a cross-site request cannot', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries/',
      payload: inquiryBody('contact', { data: { name: 'Forget Me' } }),
      headers: siteHeaders(),
    });
    const id = (res.json() as { id: string }).id;
    const remove = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/inquiries/${id}/`, headers: { ...headers, cookie } });
    expect((await remove({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await get(`/api/admin/inquiries/${id}/`)).statusCode).toBe(200);
    expect((await remove(siteHeaders())).statusCode).toBe(204);
    expect((await get(`/api/admin/inquiries/${id}/`)).statusCode).toBe(404);
    expect((await list('?search=forget me')).count).toBe(0);
    expect((await remove(siteHeaders())).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/inquiries/${ids.visit}/`,
      headers: siteHeaders(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

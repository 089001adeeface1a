import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inquiryDetailSchema } from '@app/shared';
import { units } from '../../db/schema/index.js';
import { inquiryBody, siteHeaders } from '../../../test/factories.js';
import { backOfficeWithInquiries } from '../../../test/back-office.js';
import { backends } from '../../../test/helpers.js';

/** The back office inbox: the list, the Spam view, filters, search and pages. */
describe.each(backends)('back office inquiry list on %s', (backend) => {
  const bo = backOfficeWithInquiries(backend);
  const { ids, get, patch, list } = bo;

  it('lists every inquiry newest first with its summary', async () => {
    const page = await list();
    expect(page.count).toBe(6);
    expect(page.results.map((r) => r.id)).toEqual(
      ['formula', 'visit', 'compound', 'unit', 'sell', 'contact'].map((l) => ids[l]),
    );
    const unit = page.results.find((r) => r.id === ids.unit);
    const [unitRow] = await bo.t.database.db
      .select({ compoundId: units.compoundId })
      .from(units)
      .where(eq(units.id, 3));
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
    expect(unit?.compoundSlug === null).toBe(unitRow?.compoundId === null);
    expect(Date.parse(unit?.createdAt ?? '')).toBeGreaterThan(Date.now() - 600_000);
    const visit = page.results.find((r) => r.id === ids.visit);
    expect(visit).toMatchObject({ compoundSlug: 'hurghada-avenue', unitId: null, lang: 'de', currency: 'EUR' });
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
      const res = await bo.t.app.inject({
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
    await bo.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/inquiries/${quick}/`,
      headers: { ...siteHeaders(), cookie: bo.cookie },
    });
    await bo.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/inquiries/${hidden}/`,
      headers: { ...siteHeaders(), cookie: bo.cookie },
    });
    expect((await list()).spamCount).toBe(0);
  });

  it('cuts the summary at 140 characters', async () => {
    const long = `${'Sea view and quiet. '.repeat(10)}end`;
    const res = await bo.t.app.inject({
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
    await bo.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/inquiries/${id}/`,
      payload: { status: 'closed' },
      headers: { cookie: bo.cookie },
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
});

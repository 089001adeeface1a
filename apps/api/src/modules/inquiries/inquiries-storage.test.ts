import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type InquiryKind, INQUIRY_KINDS } from '@app/shared';
import { compounds, inquiries, inquiryOutbox, units } from '../../db/schema/index.js';
import { inquiryBody } from '../../../test/factories.js';
import { inquiryApp } from '../../../test/inquiry-app.js';
import { backends } from '../../../test/helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What an accepted inquiry stores (suspected spam included), and the 404 of an unknown unit or compound. */
describe.each(backends)('POST /api/inquiries/ (storage) on %s', (backend) => {
  const ia = inquiryApp(backend);
  const { post, stored } = ia;

  it.each(INQUIRY_KINDS)(
    'stores a %s inquiry with everything the visitor sent and answers 201 with its id',
    async (kind) => {
      const body = inquiryBody(kind, { lang: 'de', currency: 'EUR' });
      const res = await post(body);
      expect(res.statusCode).toBe(201);
      const { id } = res.json() as { id: string };
      expect(id).toMatch(UUID);
      const [row] = await ia.t.database.db.select().from(inquiries).where(eq(inquiries.id, id));
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
      const [hurghadaAvenue] = await ia.t.database.db
        .select({ id: compounds.id })
        .from(compounds)
        .where(eq(compounds.slug, 'hurghada-avenue'));
      const [unit] = await ia.t.database.db.select({ compoundId: units.compoundId }).from(units).where(eq(units.id, 1));
      const expected: Record<InquiryKind, [number | null, number | null]> = {
        contact: [null, null],
        'sell-with-us': [null, null],
        unit: [1, unit?.compoundId ?? null],
        compound: [null, hurghadaAvenue?.id ?? -1],
        'site-visit': [null, hurghadaAvenue?.id ?? -1],
        shortlist: [null, null],
        'video-call': [1, unit?.compoundId ?? null],
      };
      expect([row?.unitId, row?.compoundId]).toEqual(expected[kind]);
    },
  );

  it('trims what the visitor typed and leaves an empty optional phone out', async () => {
    const res = await post(inquiryBody('contact', { data: { name: '  Lina  ', phone: '', message: ' Hello \n' } }));
    expect(res.statusCode).toBe(201);
    const [row] = await ia.t.database.db
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
    const [row] = await ia.t.database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, (res.json() as { id: string }).id));
    expect([row?.page, row?.lang, row?.currency]).toEqual(['/', 'en', 'USD']);
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
      const res = await post(inquiryBody(kind, { compound: 'atlantis' }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Project not found.' });
      expect(await stored()).toBe(before);
    },
  );

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
      const [row] = await ia.t.database.db.select().from(inquiries).where(eq(inquiries.id, id));
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
        const [row] = await ia.t.database.db.select().from(inquiries).where(eq(inquiries.id, id));
        expect([row?.status, row?.spamReason]).toEqual(['new', null]);
      }
    });
  });

  it('stores no outbox row while e-mail is off', async () => {
    expect((await post(inquiryBody('contact'))).statusCode).toBe(201);
    expect(Number((await ia.t.database.db.select({ n: count() }).from(inquiryOutbox))[0]?.n)).toBe(0);
  });

  it('describes the call in the OpenAPI document', async () => {
    const res = await ia.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys((res.json() as { paths: object }).paths)).toContain('/api/inquiries/');
  });
});

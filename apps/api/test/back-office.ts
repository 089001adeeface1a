import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { type InquiryDetail, type InquiryKind, inquiryDetailSchema, inquiryPageSchema } from '@app/shared';
import { inquiries as inquiriesTable } from '../src/db/schema/index.js';
import { inquiryBody, siteHeaders } from './factories.js';
import { type TestApp, buildTestApp } from './helpers.js';

/** The inquiries every back office suite starts with, by label, oldest first. */
const INQUIRIES: [string, InquiryKind, Parameters<typeof inquiryBody>[1]][] = [
  [
    'contact',
    'contact',
    {
      data: { name: 'Amira Saleh', email: 'amira@example.com', phone: '', message: 'Do you have studios under 100K?' },
    },
  ],
  ['sell', 'sell-with-us', { lang: 'ar', currency: 'SAR', data: { name: 'خالد منصور', location: 'Sahl Hasheesh' } }],
  [
    'unit',
    'unit',
    { unitId: 3, page: '/property/3', data: { name: 'Jonas Weber', message: 'Is 100% of the price due at signing?' } },
  ],
  ['compound', 'compound', { data: { name: 'Sara Lopez', email: 'sara@example.org', message: 'Payment plans?' } }],
  ['visit', 'site-visit', { lang: 'de', currency: 'EUR', data: { name: 'Omar Khaled' } }],
  [
    'formula',
    'contact',
    { data: { name: '=HYPERLINK("http://evil.example","Click")', message: 'Line one,\n"quoted" line two' } },
  ],
];

/**
 * One app of the suite's own signed in as the admin (`cookie`), holding the six inquiries
 * above received a second apart (`ids` and `sent` by label); the hooks are registered in the caller's
 * describe block. `t` and `cookie` are read after beforeAll has run.
 */
export function backOfficeWithInquiries(backend: 'pglite' | 'postgres') {
  const ctx = {
    t: undefined as unknown as TestApp,
    cookie: '',
    /** Ids by a label, in the order they were sent (oldest first). */
    ids: {} as Record<string, string>,
    sent: {} as Record<string, ReturnType<typeof inquiryBody>>,
    get: (url: string) => ctx.t.app.inject({ method: 'GET', url, headers: { cookie: ctx.cookie } }),
    patch: (id: string, payload: object, headers: Record<string, string> = siteHeaders()) =>
      ctx.t.app.inject({
        method: 'PATCH',
        url: `/api/admin/inquiries/${id}/`,
        payload,
        headers: { ...headers, cookie: ctx.cookie },
      }),
    list: async (query = '') => {
      const res = await ctx.get(`/api/admin/inquiries/${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return inquiryPageSchema.parse(res.json());
    },
    detail: async (id: string): Promise<InquiryDetail> => {
      const res = await ctx.get(`/api/admin/inquiries/${id}/`);
      expect(res.statusCode, res.body).toBe(200);
      return inquiryDetailSchema.parse(res.json());
    },
  };

  beforeAll(async () => {
    ctx.t = await buildTestApp(backend, {
      signedInAs: 'admin',
      app: { inquiries: { ratePerMinute: 1000, ratePerDay: 1000 } },
    });
    ctx.cookie = ctx.t.cookie;

    for (const [label, kind, change] of INQUIRIES) {
      const body = inquiryBody(kind, change);
      const res = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/inquiries/',
        payload: body,
        headers: siteHeaders(),
      });
      expect(res.statusCode, res.body).toBe(201);
      ctx.ids[label] = (res.json() as { id: string }).id;
      ctx.sent[label] = body;
    }
    // Received a second apart, oldest first, whatever the clock's resolution.
    const labels = Object.keys(ctx.ids);
    for (const [i, label] of labels.entries()) {
      await ctx.t.database.db
        .update(inquiriesTable)
        .set({ createdAt: sql`now() - ${labels.length - i} * interval '1 second'` })
        .where(eq(inquiriesTable.id, ctx.ids[label]!));
    }
  });
  afterAll(async () => {
    await ctx.t?.close();
  });

  return ctx;
}

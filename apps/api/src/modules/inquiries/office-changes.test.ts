import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type InquiryDetail, inquiryDetailSchema } from '@app/shared';
import { units } from '../../db/schema/index.js';
import { inquiryBody, siteHeaders } from '../../../test/factories.js';
import { backOfficeWithInquiries } from '../../../test/back-office.js';
import { backends } from '../../../test/helpers.js';

/** One inquiry in the back office: what it shows, status and note changes, deletion. */
describe.each(backends)('back office inquiry changes on %s', (backend) => {
  const bo = backOfficeWithInquiries(backend);
  const { ids, sent, get, patch, list, detail } = bo;

  it('shows one inquiry with everything the visitor sent', async () => {
    const visit = await detail(ids.visit ?? '');
    expect(visit.data).toEqual(sent.visit?.data);
    expect(visit).toMatchObject({
      kind: 'site-visit',
      compoundSlug: 'hurghada-avenue',
      compoundName: 'Hurghada Avenue',
      unitTitle: null,
      note: null,
      statusChangedAt: null,
      email: sent.visit?.data.email,
      delivery: { status: 'off', attempts: 0, lastError: null, sentAt: null },
    });
    const unit = await detail(ids.unit ?? '');
    const [row] = await bo.t.database.db.select({ title: units.title }).from(units).where(eq(units.id, 3));
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

  it('deletes an inquiry on request, with its e-mail row; a cross-site request cannot', async () => {
    const res = await bo.t.app.inject({
      method: 'POST',
      url: '/api/inquiries/',
      payload: inquiryBody('contact', { data: { name: 'Forget Me' } }),
      headers: siteHeaders(),
    });
    const id = (res.json() as { id: string }).id;
    const remove = (headers: Record<string, string>) =>
      bo.t.app.inject({
        method: 'DELETE',
        url: `/api/admin/inquiries/${id}/`,
        headers: { ...headers, cookie: bo.cookie },
      });
    expect((await remove({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await get(`/api/admin/inquiries/${id}/`)).statusCode).toBe(200);
    expect((await remove(siteHeaders())).statusCode).toBe(204);
    expect((await get(`/api/admin/inquiries/${id}/`)).statusCode).toBe(404);
    expect((await list('?search=forget me')).count).toBe(0);
    expect((await remove(siteHeaders())).statusCode).toBe(404);
    const anonymous = await bo.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/inquiries/${ids.visit}/`,
      headers: siteHeaders(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

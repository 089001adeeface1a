import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@app/shared';
import { inquiries, inquiryUnits, units } from '../../db/schema/index.js';
import { inquiryBody, siteHeaders } from '../../../test/factories.js';
import { backOfficeWithInquiries } from '../../../test/back-office.js';
import { backends } from '../../../test/helpers.js';

/** A shortlist sent as one inquiry, and a video-call viewing: what the API stores and answers. */
describe.each(backends)('shortlist and video-call inquiries on %s', (backend) => {
  const bo = backOfficeWithInquiries(backend);
  let clients = 0;
  const post = (body: unknown) =>
    bo.t.app.inject({
      method: 'POST',
      url: '/api/inquiries/',
      payload: body as object,
      headers: siteHeaders(`203.0.113.${++clients}`),
    });
  const stored = async () => Number((await bo.t.database.db.select({ n: count() }).from(inquiries))[0]?.n);
  const links = async () => Number((await bo.t.database.db.select({ n: count() }).from(inquiryUnits))[0]?.n);

  it('stores a shortlist with each unit linked in order, and the back office shows them', async () => {
    const res = await post(inquiryBody('shortlist', { unitIds: [5, 2, 9] }));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    const detail = await bo.detail(id);
    expect(detail.kind).toBe('shortlist');
    expect(detail.units.map((unit) => unit.id)).toEqual([5, 2, 9]);
    const [unit5] = await bo.t.database.db
      .select({ title: units.title, reference: units.reference, price: units.priceUsd })
      .from(units)
      .where(eq(units.id, 5));
    expect(detail.units[0]).toEqual({
      id: 5,
      title: (unit5?.title as { en: string }).en,
      reference: unit5?.reference,
      price: unit5?.price,
    });
    expect(detail.videoCall).toBeNull();
    const page = await bo.list('?kind=shortlist');
    expect(page.results.map((r) => r.id)).toEqual([id]);
    // The list says how many units each shortlist links; other kinds link none.
    expect(page.results[0]?.shortlistUnits).toBe(3);
    expect((await bo.list('?kind=contact')).results.every((r) => r.shortlistUnits === 0)).toBe(true);
  });

  it('takes a phone number without an e-mail address', async () => {
    const res = await post(inquiryBody('shortlist', { data: { email: '', phone: '+20 100 765 4321' } }));
    expect(res.statusCode, res.body).toBe(201);
    const detail = await bo.detail((res.json() as { id: string }).id);
    expect(detail.email).toBeNull();
    expect(detail.phone).toBe('+20 100 765 4321');
  });

  it('answers 400 naming both fields when neither an e-mail address nor a phone number is given', async () => {
    const before = await stored();
    const res = await post(inquiryBody('shortlist', { data: { email: '', phone: '  ' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { 'data.email': 'emailOrPhone', 'data.phone': 'emailOrPhone' } });
    expect(await stored()).toBe(before);
  });

  it('answers 404 naming the unknown units and stores nothing', async () => {
    const [before, linked] = [await stored(), await links()];
    const res = await post(inquiryBody('shortlist', { unitIds: [1, 999_999, 2, 888_888] }));
    expect(res.statusCode).toBe(404);
    expect((res.json() as { message: string }).message).toBe('Units not found: 999999, 888888. Nothing was stored.');
    expect([await stored(), await links()]).toEqual([before, linked]);
  });

  it('answers 400 for more than 24 units, none, or the same unit twice', async () => {
    const before = await stored();
    for (const [unitIds, key] of [
      [Array.from({ length: 25 }, (_, i) => i + 1), 'tooMany'],
      [[], 'required'],
      [[3, 3], 'duplicate'],
      [[1.5], 'invalid'],
    ] as const) {
      const res = await post(inquiryBody('shortlist', { unitIds }));
      expect(res.statusCode, JSON.stringify(unitIds)).toBe(400);
      const { fields } = res.json() as { fields: Record<string, string> };
      expect(fields.unitIds ?? fields['unitIds.0'], res.body).toBe(key);
    }
    expect(await stored()).toBe(before);
  });

  it('stores a video call as its window in instants with the visitor’s zone', async () => {
    const date = addDays(todayIn('Europe/Berlin'), 10);
    const res = await post(
      inquiryBody('video-call', { data: { preferredDate: date, preferredTime: 'morning', timeZone: 'Europe/Berlin' } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const detail = await bo.detail((res.json() as { id: string }).id);
    expect(detail.kind).toBe('video-call');
    expect(detail.unitId).toBe(1);
    expect(detail.data).toMatchObject({ preferredDate: date, preferredTime: 'morning', timeZone: 'Europe/Berlin' });
    const berlin = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(detail.videoCall?.timeZone).toBe('Europe/Berlin');
    expect(berlin.format(new Date(detail.videoCall?.startsAt ?? 0))).toBe(`${date}, 09:00`);
    expect(berlin.format(new Date(detail.videoCall?.endsAt ?? 0))).toBe(`${date}, 12:00`);
  });

  it('stores a video call about a compound', async () => {
    const res = await post(inquiryBody('video-call', { unitId: undefined, compound: 'hurghada-avenue' }));
    expect(res.statusCode, res.body).toBe(201);
    const detail = await bo.detail((res.json() as { id: string }).id);
    expect([detail.unitId, detail.compoundSlug]).toEqual([null, 'hurghada-avenue']);
  });

  it('answers 400 for an unknown time zone, a day already past in the visitor’s zone, or no unit nor compound', async () => {
    const before = await stored();
    const cases: [Parameters<typeof inquiryBody>[1], string, string][] = [
      [{ data: { timeZone: 'Mars/Olympus_Mons' } }, 'data.timeZone', 'timeZone'],
      [{ data: { timeZone: 'Europe/Berlin; drop table' } }, 'data.timeZone', 'timeZone'],
      [{ data: { preferredDate: '2020-02-02' } }, 'data.preferredDate', 'futureDate'],
      [
        { data: { preferredDate: todayIn('Pacific/Kiritimati'), timeZone: 'Pacific/Kiritimati' } },
        'data.preferredDate',
        'futureDate',
      ],
      [{ data: { preferredDate: '2031-02-30' } }, 'data.preferredDate', 'date'],
      [{ data: { preferredTime: 'midnight' } }, 'data.preferredTime', 'required'],
      [{ unitId: undefined }, 'unitId', 'required'],
    ];
    for (const [change, field, key] of cases) {
      const res = await post(inquiryBody('video-call', change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect((res.json() as { fields: Record<string, string> }).fields[field], res.body).toBe(key);
    }
    expect(await stored()).toBe(before);
  });
});

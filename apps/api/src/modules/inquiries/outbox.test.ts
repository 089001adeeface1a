import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INQUIRY_KINDS, type InquiryDetail, inquiryDetailSchema } from '@app/shared';
import { inquiryOutbox, compounds, units } from '../../db/schema/index.js';
import { inquiryBody, siteHeaders } from '../../../test/factories.js';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';
import { localMailServer } from '../../../test/smtp.js';
import { Outbox } from './outbox.js';

const SITE = 'https://redsea.example';
const LEADS = 'leads@redsea.example';

describe.each(backends)('inquiry e-mails on %s', (backend) => {
  const smtp = localMailServer();
  const mail = {
    smtpUrl: smtp.url,
    to: LEADS,
    from: 'Red Sea Resale <site@redsea.example>',
    intervalMs: 100,
    start: false,
    retryBaseMs: 200,
  };
  let t: TestApp;
  let cookie = '';
  let client = 0;

  const send = async (body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries/',
      payload: body,
      headers: siteHeaders(`192.0.2.${++client}`),
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const emailState = async (id: string): Promise<InquiryDetail['delivery']> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/inquiries/${id}/`, headers: { cookie } });
    return inquiryDetailSchema.parse(res.json()).delivery;
  };
  const mailsFor = (id: string) => smtp.received.filter((m) => m.header('X-Inquiry-Id') === id);
  const outbox = () => {
    if (!t.app.outbox) throw new Error('the outbox is off');
    return t.app.outbox;
  };

  beforeAll(async () => {
    t = await buildTestApp(backend, {
      signedInAs: 'admin',
      app: { site: { url: SITE, origins: [], trustedProxies: ['127.0.0.1'] }, mail },
    });
    cookie = t.cookie;
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('keeps the e-mail while the mail server is down and sends it exactly once when it is back', async () => {
    const id = await send(inquiryBody('unit', { unitId: 3, page: '/property/3', data: { name: 'Jonas Weber' } }));
    expect(await emailState(id)).toEqual({ status: 'pending', attempts: 0, lastError: null, sentAt: null });

    expect(await outbox().runOnce()).toEqual({ sent: 0, failed: 1 });
    const failed = await emailState(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    // Backing off: not tried again straight away.
    expect(await outbox().runOnce()).toEqual({ sent: 0, failed: 0 });

    await smtp.start();
    // Sent on the first run after the back-off (retryBaseMs) is over.
    await expect.poll(() => outbox().runOnce(), { interval: 50, timeout: 10_000 }).toEqual({ sent: 1, failed: 0 });
    // Never again, however late it is: a sent row is not due even when its next attempt is long past.
    await t.database.db
      .update(inquiryOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 day'` })
      .where(eq(inquiryOutbox.inquiryId, id));
    expect(await outbox().runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(mailsFor(id)).toHaveLength(1);
    const sent = await emailState(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(Date.parse(sent.sentAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const [message] = mailsFor(id);
    expect(message?.to).toEqual([LEADS]);
    expect(message?.from).toBe('site@redsea.example');
    const [unit] = await t.database.db
      .select({ title: units.title, slug: compounds.slug })
      .from(units)
      .leftJoin(compounds, eq(compounds.id, units.compoundId))
      .where(eq(units.id, 3));
    expect(message?.subject).toBe(`New inquiry (Unit inquiry) from Jonas Weber: ${unit?.title.en}`);
    expect(message?.replyTo).toEqual([{ name: 'Jonas Weber', address: 'nadia@example.com' }]);
    const text = message?.text ?? '';
    expect(text).toContain('New inquiry on the website: Unit inquiry');
    expect(text).toContain('Name: Jonas Weber');
    expect(text).toContain('E-mail: nadia@example.com');
    expect(text).toContain('Phone: +20 100 123 4567');
    expect(text).toContain('Message:\nIs the flat still available? We would like to see it next month.');
    expect(text).toContain(`Unit: ${unit?.title.en}\n  ${SITE}/property/3`);
    if (unit?.slug) expect(text).toContain(`${SITE}/compounds/${unit.slug}`);
    expect(text).toContain(`Sent from: ${SITE}/property/3`);
    expect(text).toContain('Language: English · Currency: USD');
    expect(text).toContain(`Back office: ${SITE}/admin/inquiries/${id}`);
  });

  it('mails every field of every kind of form', async () => {
    const bodies = INQUIRY_KINDS.map((kind) => inquiryBody(kind, { lang: 'ar', currency: 'KWD' }));
    const ids = [];
    for (const body of bodies) ids.push(await send(body));
    expect(await outbox().runOnce()).toEqual({ sent: INQUIRY_KINDS.length, failed: 0 });
    ids.forEach((id, i) => {
      const text = mailsFor(id)[0]?.text ?? '';
      for (const value of Object.values(bodies[i]?.data ?? {})) expect(text).toContain(value);
      expect(text).toContain('Language: Arabic · Currency: KWD');
    });
    const visit = mailsFor(ids[4] ?? '')[0]?.text ?? '';
    expect(visit).toMatch(/Preferred date: \d{4}-\d{2}-\d{2}\nPreferred time: morning\nPeople: 3/);
    expect(visit).toContain(`Compound: Hurghada Avenue\n  ${SITE}/compounds/hurghada-avenue`);
    const sell = mailsFor(ids[1] ?? '')[0]?.text ?? '';
    expect(sell).toContain(
      'Property type: Apartment\nProperty title: Two-bedroom apartment with sea view\nLocation: El Gouna, Abu Tig Marina',
    );
    expect(sell).toContain('Description:\nBought in 2019');
  });

  it('holds back the e-mail of suspected spam, and sends it once when the agency says it is not spam', async () => {
    const id = await send(inquiryBody('sell-with-us', { elapsedMs: 700, data: { name: 'Autofill Visitor' } }));
    expect(await emailState(id)).toEqual({ status: 'held', attempts: 0, lastError: null, sentAt: null });
    expect(await outbox().runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(mailsFor(id)).toHaveLength(0);

    const patch = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/inquiries/${id}/`,
        payload: { status },
        headers: { ...siteHeaders(), cookie },
      });
    expect((await patch('new')).statusCode).toBe(200);
    expect((await emailState(id)).status).toBe('pending');
    expect(await outbox().runOnce()).toEqual({ sent: 1, failed: 0 });
    const text = mailsFor(id)[0]?.text ?? '';
    expect(text).toContain('Name: Autofill Visitor');
    expect(text).toContain('Property type: Apartment');

    // Marked as spam and moved back again: the agency already has the e-mail, it is not sent twice.
    expect((await patch('spam')).statusCode).toBe(200);
    expect((await patch('contacted')).statusCode).toBe(200);
    expect(await outbox().runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(mailsFor(id)).toHaveLength(1);
    expect((await emailState(id)).status).toBe('sent');
  });

  it('sends each e-mail once when two API processes share the database', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await send(inquiryBody('contact', { data: { name: `Parallel ${i}` } })));
    const second = new Outbox({ db: t.database.db, mail, siteUrl: SITE, logger: t.app.log, batchSize: 3 });
    const drain = async (o: Outbox) => {
      let sent = 0;
      for (;;) {
        const run = await o.runOnce();
        sent += run.sent;
        if (run.sent + run.failed === 0) return sent;
      }
    };
    const [a, b] = await Promise.all([drain(outbox()), drain(second)]);
    expect(a + b).toBe(8);
    for (const id of ids) expect(mailsFor(id)).toHaveLength(1);
    await second.stop();
  });

  it('once started, sends a new inquiry within moments and never again', async () => {
    const runs = vi.spyOn(outbox(), 'runOnce');
    outbox().start();
    const id = await send(inquiryBody('compound', { data: { name: 'Loop Test' } }));
    await expect.poll(() => mailsFor(id), { timeout: 10_000 }).toHaveLength(1);
    // Three more runs of the loop after the one that sent it.
    const seen = runs.mock.results.length;
    await expect.poll(() => runs.mock.results.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(seen + 3);
    await Promise.all(runs.mock.results.map((r) => r.value));
    expect(mailsFor(id)).toHaveLength(1);
    runs.mockRestore();
    const [row] = await t.database.db.select().from(inquiryOutbox).where(eq(inquiryOutbox.inquiryId, id));
    expect(row?.sentAt).not.toBeNull();
    expect(row?.attempts).toBe(1);
  });
});

import { and, count, eq, max, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALERT_CONSENT_VERSION,
  MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  MAX_SAVED_SEARCHES_PER_ADDRESS,
  alertConfirmAnswerSchema,
} from '@app/shared';
import { alertAddresses, alertConsents, alertMails, savedSearches, unitEvents, units } from '../../db/schema/index.js';
import { siteHeaders } from '../../../test/factories.js';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';
import { localMailServer } from '../../../test/smtp.js';
import { newAlertToken } from './subscribe-service.js';

const SITE = 'https://redsea.example';
const TOKEN_IN_LINK = /\/alerts\/confirm\?token=([A-Za-z0-9_-]{43})/;

describe.each(backends)('saving a search and confirming it on %s', (backend) => {
  const smtp = localMailServer(0);
  let t: TestApp;
  let client = 0;
  let addressCount = 0;

  const newEmail = (name = 'buyer') => `${name}.${++addressCount}@example.com`;
  const body = (overrides: Record<string, unknown> = {}) => ({
    email: newEmail(),
    kind: 'search',
    query: '?location=hurghada&type=2-bedroom&page=3&view=map',
    frequency: 'daily',
    lang: 'de',
    currency: 'EUR',
    consent_version: ALERT_CONSENT_VERSION,
    website: '',
    elapsedMs: 9000,
    ...overrides,
  });
  const post = (payload: object, headers: Record<string, string> = siteHeaders(`192.0.2.${++client % 250}`)) =>
    t.app.inject({ method: 'POST', url: '/api/saved-searches/', payload, headers });
  const confirm = (token: string, headers: Record<string, string> = siteHeaders('203.0.113.9')) =>
    t.app.inject({ method: 'POST', url: '/api/saved-searches/confirm', payload: { token }, headers });
  const searchesOf = (email: string) =>
    t.database.db
      .select({ id: savedSearches.id, status: savedSearches.status, query: savedSearches.query })
      .from(savedSearches)
      .innerJoin(alertAddresses, eq(alertAddresses.id, savedSearches.addressId))
      .where(eq(alertAddresses.email, email));
  const mailRowsTo = (email: string) => t.database.db.select().from(alertMails).where(eq(alertMails.toAddress, email));
  const received = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  const outbox = () => {
    if (!t.app.alertMails) throw new Error('the alerts outbox is off');
    return t.app.alertMails;
  };
  const drain = async () => {
    for (;;) {
      const run = await outbox().runOnce();
      expect(run.failed).toBe(0);
      if (run.sent === 0) return;
    }
  };
  /** The confirmation token of the address's newest search. */
  const tokenOf = async (email: string) => {
    const [row] = await t.database.db
      .select({ token: savedSearches.confirmToken })
      .from(savedSearches)
      .innerJoin(alertAddresses, eq(alertAddresses.id, savedSearches.addressId))
      .where(eq(alertAddresses.email, email))
      .orderBy(sql`${savedSearches.id} desc`)
      .limit(1);
    return row?.token ?? '';
  };
  /** An address holding `n` searches in `status`, inserted directly. */
  const addressWith = async (email: string, n: number, status: 'active' | 'pending') => {
    const [address] = await t.database.db
      .insert(alertAddresses)
      .values({ email, manageToken: newAlertToken() })
      .returning({ id: alertAddresses.id });
    if (!address) throw new Error('no address');
    await t.database.db.insert(savedSearches).values(
      Array.from({ length: n }, (_, i) => ({
        addressId: address.id,
        kind: 'search' as const,
        query: `bedrooms=${i}`,
        frequency: 'weekly' as const,
        lang: 'en' as const,
        currency: 'USD' as const,
        status,
        unsubscribeToken: newAlertToken(),
        ...(status === 'pending' ? { confirmToken: newAlertToken() } : { confirmedAt: new Date() }),
      })),
    );
    return address.id;
  };

  beforeAll(async () => {
    await smtp.start();
    t = await buildTestApp(backend, {
      app: {
        site: { url: SITE, origins: [], trustedProxies: ['127.0.0.1'] },
        inquiries: { ratePerMinute: 10_000, ratePerDay: 10_000 },
        mail: {
          smtpUrl: smtp.url,
          to: 'leads@redsea.example',
          from: 'Red Sea Resale <alerts@redsea.example>',
          intervalMs: 100,
          start: false,
          retryBaseMs: 200,
        },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('stores the search, its consent and its confirmation e-mail, which arrives in German with both parts', async () => {
    const request = body();
    const res = await post(request, siteHeaders('192.0.2.201'));
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ accepted: true });

    const [search] = await t.database.db
      .select()
      .from(savedSearches)
      .innerJoin(alertAddresses, eq(alertAddresses.id, savedSearches.addressId))
      .where(eq(alertAddresses.email, request.email));
    expect(search?.saved_searches).toMatchObject({
      kind: 'search',
      query: 'type=2-bedroom&location=hurghada',
      status: 'pending',
      frequency: 'daily',
      lang: 'de',
      currency: 'EUR',
      confirmedAt: null,
    });
    expect(search?.saved_searches.confirmToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(search?.alert_addresses.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [consent] = await t.database.db.select().from(alertConsents).where(eq(alertConsents.email, request.email));
    expect(consent).toMatchObject({
      savedSearchId: search?.saved_searches.id,
      consentVersion: ALERT_CONSENT_VERSION,
      consentLang: 'de',
      requestedIp: '192.0.2.201',
      confirmedAt: null,
    });
    const rows = await mailRowsTo(request.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'confirmation', savedSearchId: search?.saved_searches.id, sentAt: null });

    await drain();
    const [mail, ...more] = received(request.email);
    expect(more).toHaveLength(0);
    expect(mail?.from).toBe('alerts@redsea.example');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihren Suchauftrag');
    expect(mail?.header('X-Alert-Mail-Id')).toBe(String(rows[0]?.id));
    expect(mail?.header('Auto-Submitted')).toBe('auto-generated');
    const link = `${SITE}/de/alerts/confirm?token=${search?.saved_searches.confirmToken}`;
    for (const part of [mail?.text ?? '', mail?.html ?? '']) {
      expect(part).toContain(link);
      expect(part).toContain('Bis zu Ihrer Bestätigung senden wir Ihnen nichts.');
      expect(part).toContain('Der Link ist 7 Tage gültig.');
      expect(part).toContain('Einmal täglich um 08:00 Uhr');
      expect(part).toContain('Hurghada · 2 Schlafzimmer');
      expect(part).toContain(`Fassung ${ALERT_CONSENT_VERSION}`);
      expect(part).toContain('Red Sea Resale');
    }
    expect(mail?.html).toMatch(/<html[^>]*lang="de"/);
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.text).toContain('Suchauftrag bestätigen');
    const [sent] = await mailRowsTo(request.email);
    expect(sent?.sentAt).not.toBeNull();
  });

  it('answers a shortlist with "Tell me if these change" for its units, and Arabic right to left', async () => {
    const shown = await t.database.db
      .select({ id: units.id })
      .from(units)
      .where(eq(units.listed, true))
      .orderBy(units.id)
      .limit(3);
    const ids = shown.map((u) => u.id);
    const english = body({ kind: 'shortlist', unit_ids: ids, query: 'ignored=1', lang: 'en', frequency: 'instant' });
    expect((await post(english)).statusCode).toBe(202);
    const arabic = body({ kind: 'shortlist', unit_ids: ids.slice(0, 2), lang: 'ar' });
    expect((await post(arabic)).statusCode).toBe(202);
    await drain();

    const [mail] = received(english.email);
    expect(mail?.subject).toBe('Please confirm: tell me if these change');
    expect(mail?.text).toContain('Tell me if these change');
    expect(mail?.text).toContain(`these ${ids.length} units on your shortlist`);
    expect(mail?.text).toContain('Straight away, as it happens');
    expect(mail?.text).toMatch(TOKEN_IN_LINK);
    expect(mail?.text).toContain(`${SITE}/alerts/confirm?token=`);
    const [stored] = await searchesOf(english.email);
    expect(stored).toMatchObject({ status: 'pending', query: '' });

    const [ar] = received(arabic.email);
    expect(ar?.subject).toBe('يرجى التأكيد: أخبرني إذا تغيرت هذه الوحدات');
    expect(ar?.html).toMatch(/<html[^>]*dir="rtl"/);
    expect(ar?.text).toContain('هاتان الوحدتان');
    expect(ar?.text).toContain(`${SITE}/ar/alerts/confirm?token=`);
  });

  it('answers 202 alike when the address is known, over its confirmations of the day or over its searches', async () => {
    const email = newEmail('busy');
    const answers: string[] = [];
    for (let i = 0; i < MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY + 1; i++) {
      const res = await post(body({ email, query: `bedrooms=${i}` }));
      answers.push(`${res.statusCode} ${res.body}`);
    }
    expect(new Set(answers)).toEqual(new Set(['202 {"accepted":true}']));
    // The fourth of the day is neither stored nor sent.
    expect(await searchesOf(email)).toHaveLength(MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    expect(await mailRowsTo(email)).toHaveLength(MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    await drain();
    expect(received(email)).toHaveLength(MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    // The next office day counts afresh.
    await t.database.db
      .update(alertAddresses)
      .set({ confirmationsDay: '2020-01-01' })
      .where(eq(alertAddresses.email, email));
    expect((await post(body({ email, query: 'bedrooms=9' }))).statusCode).toBe(202);
    expect(await searchesOf(email)).toHaveLength(MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY + 1);

    // An address holding 20 searches: the 21st is answered alike, not stored, not mailed.
    const full = newEmail('full');
    const addressId = await addressWith(full, MAX_SAVED_SEARCHES_PER_ADDRESS, 'active');
    const res = await post(body({ email: full.toUpperCase() }));
    expect(`${res.statusCode} ${res.body}`).toBe('202 {"accepted":true}');
    expect(await searchesOf(full)).toHaveLength(MAX_SAVED_SEARCHES_PER_ADDRESS);
    expect(await mailRowsTo(full)).toHaveLength(0);
    // Once one of them is unsubscribed, there is room for one more.
    const [one] = await searchesOf(full);
    await t.database.db
      .update(savedSearches)
      .set({ status: 'unsubscribed' })
      .where(eq(savedSearches.id, one?.id ?? 0));
    expect((await post(body({ email: full }))).statusCode).toBe(202);
    const [held] = await t.database.db
      .select({ n: count() })
      .from(savedSearches)
      .where(and(eq(savedSearches.addressId, addressId), ne(savedSearches.status, 'unsubscribed')));
    expect(held?.n).toBe(MAX_SAVED_SEARCHES_PER_ADDRESS);
    await drain();
    expect(received(full)).toHaveLength(1);
  });

  it('answers 202 and stores nothing when the form looks automated', async () => {
    for (const automated of [body({ website: 'http://spam.example' }), body({ elapsedMs: 300 })]) {
      const res = await post(automated);
      expect(`${res.statusCode} ${res.body}`).toBe('202 {"accepted":true}');
      expect(await searchesOf(automated.email as string)).toHaveLength(0);
      expect(await mailRowsTo(automated.email as string)).toHaveLength(0);
    }
  });

  it('refuses a query the list would refuse, naming `query`, and other bad fields by their keys', async () => {
    for (const query of ['type=castle', 'bbox=1,2', 'bedrooms=99', 'kind=villa&kind=studio', 'page=2&sort=cheapest']) {
      const request = body({ query });
      const res = await post(request);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ error: 'bad_request', fields: { query: 'invalid' } });
      expect(res.json<{ message: string }>().message, query).toMatch(/^query is not one the list takes/);
      expect(await searchesOf(request.email as string)).toHaveLength(0);
    }
    const cases: [object, Record<string, string>][] = [
      [body({ email: 'not an address' }), { email: 'email' }],
      [body({ email: undefined }), { email: 'required' }],
      [body({ frequency: 'hourly' }), { frequency: 'invalid' }],
      [body({ consent_version: '1999-01-01' }), { consent_version: 'invalid' }],
      [body({ query: 'x'.repeat(4001) }), { query: 'tooLong' }],
      [body({ kind: 'shortlist' }), { unit_ids: 'required' }],
      [body({ kind: 'shortlist', unit_ids: [2_000_000_000] }), { unit_ids: 'invalid' }],
    ];
    for (const [request, fields] of cases) {
      const res = await post(request);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json<{ fields: object }>().fields).toMatchObject(fields);
    }
  });

  it('refuses a cross-site post or confirmation with 403 and stores nothing', async () => {
    const request = body();
    const crossSite = {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
      'x-forwarded-for': '192.0.2.77',
    };
    const res = await post(request, crossSite);
    expect(res.statusCode).toBe(403);
    expect(await searchesOf(request.email)).toHaveLength(0);

    expect((await post(request)).statusCode).toBe(202);
    const token = await tokenOf(request.email);
    expect((await confirm(token, crossSite)).statusCode).toBe(403);
    expect(await searchesOf(request.email)).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it('confirms: active, its cursor at the newest listing event, the consent confirmed; again the same answer', async () => {
    const request = body({ lang: 'en' });
    expect((await post(request, siteHeaders('192.0.2.150'))).statusCode).toBe(202);
    await drain();
    const token = TOKEN_IN_LINK.exec(received(request.email)[0]?.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);

    const res = await confirm(token, siteHeaders('203.0.113.44'));
    expect(res.statusCode, res.body).toBe(200);
    const answer = alertConfirmAnswerSchema.parse(res.json());
    expect(answer.search).toMatchObject({
      kind: 'search',
      query: 'type=2-bedroom&location=hurghada',
      status: 'active',
      frequency: 'daily',
      lang: 'en',
      last_sent_at: null,
    });
    expect(Date.parse(answer.search.confirmed_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await t.database.db
      .select({ cursor: savedSearches.lastEventId, manage: alertAddresses.manageToken })
      .from(savedSearches)
      .innerJoin(alertAddresses, eq(alertAddresses.id, savedSearches.addressId))
      .where(eq(savedSearches.id, answer.search.id));
    const [newest] = await t.database.db.select({ id: max(unitEvents.id) }).from(unitEvents);
    expect(newest?.id).toBeGreaterThan(0);
    expect(row?.cursor).toBe(newest?.id);
    expect(answer.manage_token).toBe(row?.manage);
    const [consent] = await t.database.db
      .select()
      .from(alertConsents)
      .where(eq(alertConsents.savedSearchId, answer.search.id));
    expect(consent).toMatchObject({ requestedIp: '192.0.2.150', confirmedIp: '203.0.113.44' });
    expect(consent?.confirmedAt).not.toBeNull();

    // A double click: the same answer, nothing moved.
    const again = await confirm(token, siteHeaders('203.0.113.45'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    const [still] = await t.database.db
      .select({ ip: alertConsents.confirmedIp })
      .from(alertConsents)
      .where(eq(alertConsents.savedSearchId, answer.search.id));
    expect(still?.ip).toBe('203.0.113.44');
  });

  it('answers 404 for an unknown or expired link and 400 for a malformed one', async () => {
    const unknown = await confirm(newAlertToken());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'alert_not_found' });

    const request = body();
    expect((await post(request)).statusCode).toBe(202);
    const token = await tokenOf(request.email);
    const [search] = await searchesOf(request.email);
    await t.database.db
      .update(savedSearches)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(savedSearches.id, search?.id ?? 0));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ error: 'alert_not_found' });
    expect(await searchesOf(request.email)).toEqual([expect.objectContaining({ status: 'pending' })]);

    const malformed = await confirm('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ fields: { token: 'token is not a valid link token' } });
  });

  it('lists both calls in the OpenAPI document under the tag alerts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    type Operation = { tags?: string[]; summary?: string; description?: string; responses?: object };
    const doc = res.json<{ paths: Record<string, { post?: Operation }> }>();
    for (const [path, statuses] of [
      ['/api/saved-searches/', ['202', '400', '403', '413', '415', '429']],
      ['/api/saved-searches/confirm', ['200', '400', '403', '404', '409']],
    ] as const) {
      const post = doc.paths[path]?.post;
      expect(post?.tags, path).toEqual(['alerts']);
      expect(post?.summary?.length, path).toBeGreaterThan(10);
      expect(post?.description?.length, path).toBeGreaterThan(50);
      expect(Object.keys(post?.responses ?? {}), path).toEqual(expect.arrayContaining([...statuses]));
    }
  });

  it('answers 409 when the address already has 20 searches on', async () => {
    const email = newEmail('crowded');
    const addressId = await addressWith(email, MAX_SAVED_SEARCHES_PER_ADDRESS, 'active');
    const token = newAlertToken();
    await t.database.db.insert(savedSearches).values({
      addressId,
      kind: 'search',
      query: 'kind=villa',
      frequency: 'weekly',
      lang: 'en',
      currency: 'USD',
      confirmToken: token,
      unsubscribeToken: newAlertToken(),
    });
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'saved_search_limit' });
    const [pending] = await t.database.db
      .select({ status: savedSearches.status })
      .from(savedSearches)
      .where(eq(savedSearches.confirmToken, token));
    expect(pending?.status).toBe('pending');
  });

  it('writes the search, its consent and its e-mail in one transaction: a failed e-mail insert leaves nothing', async () => {
    const email = newEmail('rollback');
    // The e-mail's insert fails (as a crash between the statements would stop it): nothing of the request stays.
    await t.database.db.execute(
      sql.raw(`alter table alert_mails add constraint test_refuse check (to_address <> '${email}')`),
    );
    try {
      const res = await post(body({ email }));
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table alert_mails drop constraint test_refuse`);
    }
    expect(await searchesOf(email)).toHaveLength(0);
    expect(await t.database.db.select().from(alertConsents).where(eq(alertConsents.email, email))).toHaveLength(0);
    expect(await t.database.db.select().from(alertAddresses).where(eq(alertAddresses.email, email))).toHaveLength(0);
    // The same request afterwards goes through whole.
    expect((await post(body({ email }))).statusCode).toBe(202);
    expect(await searchesOf(email)).toHaveLength(1);
    expect(await mailRowsTo(email)).toHaveLength(1);
  });

  it('sends each alert e-mail once when two API processes share the database', async () => {
    await drain(); // what earlier tests queued
    const emails = Array.from({ length: 6 }, () => newEmail('parallel'));
    for (const email of emails) expect((await post(body({ email }))).statusCode).toBe(202);
    const { AlertMailOutbox } = await import('./mail-outbox.js');
    const second = new AlertMailOutbox({
      db: t.database.db,
      smtpUrl: smtp.url,
      from: 'alerts@redsea.example',
      intervalMs: 100,
      logger: t.app.log,
      batchSize: 2,
    });
    const run = async (o: { runOnce(): Promise<{ sent: number; failed: number }> }) => {
      let sent = 0;
      for (;;) {
        const r = await o.runOnce();
        sent += r.sent;
        if (r.sent + r.failed === 0) return sent;
      }
    };
    const [a, b] = await Promise.all([run(outbox()), run(second)]);
    expect(a + b).toBe(emails.length);
    for (const email of emails) expect(received(email)).toHaveLength(1);
    await second.stop();
  });
});

describe.each(backends)('the alerts outbox as the app wires it on %s', (backend) => {
  const smtp = localMailServer(0);
  let t: TestApp;
  beforeAll(async () => {
    await smtp.start();
    t = await buildTestApp(backend, {
      seed: false,
      app: {
        site: { url: SITE, origins: [], trustedProxies: ['127.0.0.1'] },
        mail: {
          smtpUrl: smtp.url,
          to: 'leads@redsea.example',
          from: 'alerts@redsea.example',
          intervalMs: 100,
          start: true,
        },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('is started with the app and sends a confirmation within moments of the request, once', async () => {
    const email = 'wired@example.com';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches/',
      payload: {
        email,
        query: 'kind=villa',
        frequency: 'weekly',
        lang: 'en',
        currency: 'USD',
        consent_version: ALERT_CONSENT_VERSION,
      },
      headers: siteHeaders(),
    });
    expect(res.statusCode).toBe(202);
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)), { timeout: 10_000 }).toHaveLength(1);
    const [row] = await t.database.db.select().from(alertMails).where(eq(alertMails.toAddress, email));
    expect(row?.sentAt).not.toBeNull();
    expect(row?.attempts).toBe(1);
    expect(smtp.received[0]?.text).toContain('Villa');
  });

  it('is off when e-mail is off: the confirmation waits in alert_mails', async () => {
    const off = await buildTestApp(backend, { seed: false });
    try {
      expect(off.app.alertMails).toBeNull();
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/saved-searches/',
        payload: {
          email: 'later@example.com',
          frequency: 'instant',
          lang: 'de',
          currency: 'EUR',
          consent_version: ALERT_CONSENT_VERSION,
        },
        headers: siteHeaders(),
      });
      expect(res.statusCode).toBe(202);
      const rows = await off.database.db.select().from(alertMails);
      expect(rows).toEqual([expect.objectContaining({ toAddress: 'later@example.com', sentAt: null, attempts: 0 })]);
    } finally {
      await off.close();
    }
  });
});

import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_CONSENT_VERSION } from '@app/shared';
import { alertAddresses, alertConsents, alertMails, savedSearches } from '../../db/schema/index.js';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';
import { AlertCleanupJob, cleanUpAlerts } from './cleanup.js';
import { newAlertToken } from './subscribe-service.js';

const ago = (days: number) => sql`now() - ${days} * interval '1 day'`;

describe.each(backends)('the alerts clean-up on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { seed: false });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  const address = async (email: string, createdDaysAgo: number) => {
    const [row] = await db()
      .insert(alertAddresses)
      .values({ email, manageToken: newAlertToken(), createdAt: sql`${ago(createdDaysAgo)}` })
      .returning({ id: alertAddresses.id });
    return row?.id ?? 0;
  };
  /** A search asked for `daysAgo` days ago, with its consent and its confirmation e-mail (sent or not). */
  const search = async (
    addressId: number,
    email: string,
    daysAgo: number,
    status: 'pending' | 'active',
    mailSent: boolean,
  ) => {
    const [row] = await db()
      .insert(savedSearches)
      .values({
        addressId,
        kind: 'search',
        query: 'kind=villa',
        frequency: 'daily',
        lang: 'en',
        currency: 'USD',
        status,
        confirmToken: newAlertToken(),
        unsubscribeToken: newAlertToken(),
        createdAt: sql`${ago(daysAgo)}`,
        ...(status === 'active' && { confirmedAt: sql`${ago(daysAgo)}` }),
      })
      .returning({ id: savedSearches.id });
    const id = row?.id ?? 0;
    await db()
      .insert(alertConsents)
      .values({
        savedSearchId: id,
        email,
        consentVersion: ALERT_CONSENT_VERSION,
        consentLang: 'en',
        requestedIp: '192.0.2.1',
        requestedAt: sql`${ago(daysAgo)}`,
        ...(status === 'active' && { confirmedAt: sql`${ago(daysAgo)}`, confirmedIp: '192.0.2.1' }),
      });
    await db()
      .insert(alertMails)
      .values({
        kind: 'confirmation',
        savedSearchId: id,
        toAddress: email,
        subject: 'Please confirm',
        text: 'text',
        html: '<p>html</p>',
        createdAt: sql`${ago(daysAgo)}`,
        ...(mailSent && { sentAt: sql`${ago(daysAgo)}` }),
      });
    return id;
  };
  const searchIds = async (ids: number[]) =>
    (await db().select({ id: savedSearches.id }).from(savedSearches).where(inArray(savedSearches.id, ids))).map(
      (r) => r.id,
    );

  it('deletes unconfirmed searches after 7 days with their consent requests and e-mails, and old sent e-mails', async () => {
    const keptAddress = await address('kept@example.com', 10);
    const expired = await search(keptAddress, 'kept@example.com', 8, 'pending', false);
    const fresh = await search(keptAddress, 'kept@example.com', 6, 'pending', false);
    const confirmed = await search(keptAddress, 'kept@example.com', 8, 'active', true);
    const longConfirmed = await search(keptAddress, 'kept@example.com', 40, 'active', true);
    // An alert of the confirmed search sent 31 days ago (goes) and one sent 5 days ago (stays).
    const [oldAlert, newAlert] = await db()
      .insert(alertMails)
      .values(
        [31, 5].map((days) => ({
          kind: 'alert' as const,
          savedSearchId: confirmed,
          toAddress: 'kept@example.com',
          subject: 'New matches',
          text: 't',
          html: 'h',
          createdAt: sql`${ago(days)}`,
          sentAt: sql`${ago(days)}`,
        })),
      )
      .returning({ id: alertMails.id });
    // An address whose only search expires: it goes too. A new one with none yet, and one with only a
    // withdrawn consent record (its searches gone), stay.
    const goneAddress = await address('gone@example.com', 9);
    const goneSearch = await search(goneAddress, 'gone@example.com', 8, 'pending', true);
    await address('new@example.com', 0);
    await address('withdrawn@example.com', 30);
    await db().insert(alertConsents).values({
      email: 'withdrawn@example.com',
      consentVersion: ALERT_CONSENT_VERSION,
      consentLang: 'de',
      requestedIp: '192.0.2.2',
      withdrawnAt: new Date(),
    });

    expect(await cleanUpAlerts(db())).toEqual({ pending: 2, links: 2, mails: 2, addresses: 1 });

    expect(await searchIds([expired, fresh, confirmed, longConfirmed, goneSearch])).toEqual(
      [fresh, confirmed, longConfirmed].sort((a, b) => a - b),
    );
    const consents = await db()
      .select({ search: alertConsents.savedSearchId, email: alertConsents.email })
      .from(alertConsents);
    expect(consents.map((c) => c.search)).not.toContain(expired);
    expect(consents.map((c) => c.search)).not.toContain(goneSearch);
    expect(consents.filter((c) => c.email === 'gone@example.com')).toEqual([]);
    expect(consents.map((c) => c.search)).toEqual(expect.arrayContaining([fresh, confirmed, longConfirmed]));
    const mails = await db().select({ id: alertMails.id, search: alertMails.savedSearchId }).from(alertMails);
    expect(mails.map((m) => m.search)).not.toContain(expired);
    expect(mails.map((m) => m.id)).not.toContain(oldAlert?.id);
    expect(mails.map((m) => m.id)).toContain(newAlert?.id);
    // The confirmed searches' links are closed after their 7 days; the fresh one's still opens.
    const tokens = await db()
      .select({ id: savedSearches.id, token: savedSearches.confirmToken })
      .from(savedSearches)
      .where(inArray(savedSearches.id, [fresh, confirmed]));
    expect(Object.fromEntries(tokens.map((r) => [r.id, r.token !== null]))).toEqual({
      [fresh]: true,
      [confirmed]: false,
    });
    const emails = (await db().select({ email: alertAddresses.email }).from(alertAddresses)).map((a) => a.email);
    expect(emails.sort()).toEqual(['kept@example.com', 'new@example.com', 'withdrawn@example.com']);

    // Again: nothing more to do.
    expect(await cleanUpAlerts(db())).toEqual({ pending: 0, links: 0, mails: 0, addresses: 0 });
  });

  it('runs as a job once started, and stops', async () => {
    const addressId = await address('job@example.com', 10);
    const expired = await search(addressId, 'job@example.com', 8, 'pending', false);
    const job = new AlertCleanupJob(db(), t.app.log);
    job.start(0);
    await expect.poll(() => searchIds([expired]), { timeout: 10_000 }).toEqual([]);
    await job.stop();
    const [gone] = await db().select().from(alertAddresses).where(eq(alertAddresses.email, 'job@example.com'));
    expect(gone).toBeUndefined();
  });
});

import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions, inquiries, inquiryOutbox, users } from '../../db/schema/index.js';
import { inquiryBody, siteHeaders } from '../../../test/factories.js';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';
import { RetentionJob, deleteExpired } from './retention.js';

describe.each(backends)('inquiry retention on %s', (backend) => {
  let t: TestApp;
  let client = 0;
  beforeAll(async () => {
    t = await buildTestApp(backend, {
      seed: false,
      app: {
        mail: {
          smtpUrl: 'smtp://127.0.0.1:9',
          to: 'leads@redsea.example',
          from: 'site@redsea.example',
          intervalMs: 1000,
          start: false,
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An inquiry (with its outbox row) received `daysAgo` days ago; sent too fast, it is suspected spam. */
  const receivedDaysAgo = async (daysAgo: number, { spam = false } = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries/',
      payload: inquiryBody('contact', spam ? { elapsedMs: 500 } : {}),
      headers: siteHeaders(`192.0.2.${++client}`),
    });
    const { id } = res.json() as { id: string };
    await t.database.db
      .update(inquiries)
      .set({ createdAt: sql`now() - ${daysAgo} * interval '1 day'` })
      .where(eq(inquiries.id, id));
    return id;
  };
  const existing = async (ids: string[]) =>
    (await t.database.db.select({ id: inquiries.id }).from(inquiries).where(inArray(inquiries.id, ids))).map(
      (r) => r.id,
    );
  const queued = async (ids: string[]) =>
    (
      await t.database.db
        .select({ id: inquiryOutbox.inquiryId })
        .from(inquiryOutbox)
        .where(inArray(inquiryOutbox.inquiryId, ids))
    ).map((r) => r.id);

  it('deletes inquiries received more than the retention period ago, with their e-mails, and keeps the rest', async () => {
    const old = await receivedDaysAgo(731);
    const older = await receivedDaysAgo(2000);
    const recent = await receivedDaysAgo(729);
    const today = await receivedDaysAgo(0);
    expect((await queued([old, older])).sort()).toEqual([old, older].sort());

    const run = await deleteExpired(t.database.db, { days: 730, spamDays: 30 });
    expect(run.inquiries).toBe(2);
    expect((await existing([old, older, recent, today])).sort()).toEqual([recent, today].sort());
    expect(await queued([old, older])).toEqual([]);
    expect((await queued([recent, today])).sort()).toEqual([recent, today].sort());
  });

  it('deletes suspected spam after its own, shorter period, and keeps inquiries of the same age', async () => {
    const oldSpam = await receivedDaysAgo(31, { spam: true });
    const recentSpam = await receivedDaysAgo(29, { spam: true });
    const sameAgeLead = await receivedDaysAgo(31);
    const rows = await t.database.db
      .select({ id: inquiries.id, status: inquiries.status, spamReason: inquiries.spamReason })
      .from(inquiries)
      .where(inArray(inquiries.id, [oldSpam, recentSpam]));
    expect(rows.map((r) => [r.status, r.spamReason])).toEqual([
      ['spam', 'too-fast'],
      ['spam', 'too-fast'],
    ]);
    expect(await queued([oldSpam, recentSpam]), 'suspected spam is not e-mailed').toEqual([]);

    const run = await deleteExpired(t.database.db, { days: 730, spamDays: 30 });
    expect(run).toMatchObject({ inquiries: 0, spam: 1 });
    expect((await existing([oldSpam, recentSpam, sameAgeLead])).sort()).toEqual([recentSpam, sameAgeLead].sort());
  });

  it('deletes expired back office sessions', async () => {
    const [user] = await t.database.db
      .insert(users)
      .values({ email: 'office@redsea.example', name: 'Office', passwordHash: 'x', role: 'agent' })
      .returning({ id: users.id });
    await t.database.db.insert(adminSessions).values([
      { tokenHash: 'expired', userId: user!.id, expiresAt: sql`now() - interval '1 minute'` },
      { tokenHash: 'valid', userId: user!.id, expiresAt: sql`now() + interval '1 hour'` },
    ]);
    expect((await deleteExpired(t.database.db, { days: 730, spamDays: 30 })).sessions).toBe(1);
    const left = await t.database.db.select({ tokenHash: adminSessions.tokenHash }).from(adminSessions);
    expect(left.map((r) => r.tokenHash)).toEqual(['valid']);
  });

  it('runs by itself once started (then daily), with the configured number of days', async () => {
    const old = await receivedDaysAgo(31);
    const recent = await receivedDaysAgo(29);
    const job = new RetentionJob(t.database.db, { days: 30, spamDays: 7 }, t.app.log);
    job.start(10);
    try {
      for (let i = 0; i < 100 && (await existing([old])).length > 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(await existing([old, recent])).toEqual([recent]);
    } finally {
      await job.stop();
    }
  });
});

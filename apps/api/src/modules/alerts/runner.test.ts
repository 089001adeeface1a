import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_UNITS_PER_ALERT, unitPageWireSchema } from '@app/shared';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { backends } from '../../../test/helpers.js';
import {
  RUNNER_SITE,
  alertMails,
  fallbackRates,
  listedUnits,
  listingEvent,
  matchesOf,
  sharedDatabase,
  subscribe,
} from '../../../test/alert-runner.js';
import { AlertRunner } from './runner.js';

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

/*
 * The alert runner (decision 0060) on a seeded catalogue: searches and events written straight into the
 * tables, the runner run by hand, the queued alert_mails rows read back.
 */
describe.each(backends)('alert runner on %s', (backend) => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let database: Database;
  let now = new Date();
  const woken: number[] = [];
  const runner = (extra: Partial<ConstructorParameters<typeof AlertRunner>[0]> = {}) =>
    new AlertRunner({
      db: database.db,
      siteUrl: RUNNER_SITE,
      rates: fallbackRates,
      logger,
      outbox: { wake: () => woken.push(1) },
      clock: () => now,
      ...extra,
    });

  beforeAll(async () => {
    shared = await sharedDatabase(backend);
    database = await shared.open();
  });
  afterAll(async () => {
    await shared?.drop();
  });
  beforeEach(async () => {
    now = new Date();
    woken.length = 0;
    await database.db.execute(sql`delete from alert_addresses`);
    await database.db.execute(sql`delete from alert_mails`);
    await database.db.execute(sql`delete from alert_consents`);
  });

  it('alerts what the list would show: new, reduced and back on the market, only after confirmation', async () => {
    const studios = (await listedUnits(database.db)).filter((u) => u.category === 'studio');
    const others = (await listedUnits(database.db)).filter((u) => u.category !== 'studio');
    const [a, b, c] = studios;
    const before = await listingEvent(database.db, a!.id, 'back_on_market');
    const search = await subscribe(database.db, { email: 'buyer@example.com', query: 'type=studio' });
    const published = await listingEvent(database.db, a!.id, 'published');
    await listingEvent(database.db, others[0]!.id, 'published');
    await listingEvent(database.db, b!.id, 'price_changed', { old: b!.price_usd, new: b!.price_usd + 1000 });
    const drop = await listingEvent(database.db, b!.id, 'price_changed', {
      old: b!.price_usd + 1000,
      new: b!.price_usd - 5000,
    });
    const back = await listingEvent(database.db, c!.id, 'back_on_market');

    const run = await runner().runOnce();
    expect(run.compose.mails).toBe(1);
    expect(woken).toHaveLength(1);
    const matches = await matchesOf(database.db, search.id);
    expect(matches.map((m) => [m.unit_event_id, m.unit_id, m.reason])).toEqual([
      [published, a!.id, 'new'],
      [drop, b!.id, 'price_drop'],
      [back, c!.id, 'back_on_market'],
    ]);
    expect(matches.map((m) => m.unit_event_id)).not.toContain(before);
    expect(matches.every((m) => m.sent && m.mail_id !== null)).toBe(true);

    // Exactly what the list call answers for the saved query.
    const app = await buildApp({ database, responses: 'strict' });
    const list = unitPageWireSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/home-products/?type=studio&page_size=100' })).json(),
    );
    await app.close();
    for (const m of matches) expect(list.results.map((u) => u.id)).toContain(m.unit_id);
    expect(list.results.map((u) => u.id)).not.toContain(others[0]!.id);

    // Nothing new: nothing sent.
    const again = await runner().runOnce();
    expect(again.compose.mails).toBe(0);
    expect(await alertMails(database.db)).toHaveLength(1);
  });

  it('matches an event whose transaction commits after a run moved the cursors past its id', async () => {
    const [early, late] = (await listedUnits(database.db)).filter((u) => u.category === 'studio');
    const search = await subscribe(database.db, { email: 'late@example.com', query: 'type=studio' });
    const one = runner();
    // A writer takes an id and has not committed yet; another commits the next id; a run passes both.
    const [taken] = rawRows<{ id: number }>(
      await database.db.execute(sql`select nextval('unit_events_id_seq')::int as id`),
    );
    const next = await listingEvent(database.db, late!.id, 'published');
    await one.runOnce();
    expect((await matchesOf(database.db, search.id)).map((m) => m.unit_event_id)).toEqual([next]);
    // The first writer commits.
    await database.db.execute(sql`
      insert into unit_events (id, unit_id, kind, new_price, currency, source)
      values (${taken!.id}, ${early!.id}, 'published', ${early!.price_usd}, 'USD', 'form')`);
    await one.runOnce();
    expect((await matchesOf(database.db, search.id)).map((m) => [m.unit_event_id, m.reason])).toEqual([
      [taken!.id, 'new'],
      [next, 'new'],
    ]);
    expect(await alertMails(database.db)).toHaveLength(2);
  });

  it('writes the e-mail in the saved language and currency, with the unit, search, manage and unsubscribe links', async () => {
    const [unit] = (await listedUnits(database.db)).filter((u) => u.category === '1-bedroom');
    const search = await subscribe(database.db, {
      email: 'kaeufer@example.de',
      query: 'type=1-bedroom',
      lang: 'de',
      currency: 'EUR',
    });
    await listingEvent(database.db, unit!.id, 'price_changed', { old: 200_000, new: 150_000 });
    await runner().runOnce();
    const [mail] = await alertMails(database.db);
    const [title] = rawRows<{ title: string }>(
      await database.db.execute(sql`select title->>'de' as title from units where id = ${unit!.id}`),
    );
    expect(mail!.to_address).toBe('kaeufer@example.de');
    expect(mail!.subject).toBe('Ein neuer Treffer für Ihre gespeicherte Suche');
    expect(mail!.html).toMatch(/<html[^>]*lang="de"/);
    expect(mail!.text).toContain('Preis gesenkt');
    expect(mail!.text).toContain(title!.title);
    expect(mail!.text).toContain('Gesenkt von $200,000 auf $150,000 (−25 %)');
    expect(mail!.text).toContain('Preis: €139,500');
    expect(mail!.html).toContain(`${RUNNER_SITE}/de/property/${unit!.id}`);
    expect(mail!.html).toContain(`${RUNNER_SITE}/de/properties?type=1-bedroom`);
    expect(mail!.html).toContain(`${RUNNER_SITE}/de/alerts?token=${search.manageToken}`);
    expect(mail!.html).toContain(`${RUNNER_SITE}/api/alerts/unsubscribe?token=${search.unsubscribeToken}`);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${RUNNER_SITE}/api/alerts/unsubscribe?token=${search.unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('marks the unsubscribe address as one-click (RFC 8058) only when the site is on https', async () => {
    const [unit] = (await listedUnits(database.db)).filter((u) => u.category === '1-bedroom');
    const search = await subscribe(database.db, { email: 'local@example.com', query: 'type=1-bedroom' });
    await listingEvent(database.db, unit!.id, 'published');
    const localSite = 'http://localhost:3000';
    await runner({ siteUrl: localSite }).runOnce();
    const [mail] = await alertMails(database.db);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${localSite}/api/alerts/unsubscribe?token=${search.unsubscribeToken}>`,
    });
    expect(mail!.headers).not.toHaveProperty('List-Unsubscribe-Post');
  });

  it('writes Arabic right to left, and lists at most 10 units newest first with "and N more"', async () => {
    const all = await listedUnits(database.db);
    await subscribe(database.db, { email: 'moshtari@example.com', query: '', lang: 'ar', currency: 'SAR' });
    const events: number[] = [];
    for (const unit of all.slice(0, MAX_UNITS_PER_ALERT + 2))
      events.push(await listingEvent(database.db, unit.id, 'published'));
    // A unit taken off the site before the run is left out.
    const gone = all[MAX_UNITS_PER_ALERT + 2]!;
    await listingEvent(database.db, gone.id, 'published');
    await database.db.execute(sql`update units set listed = false where id = ${gone.id}`);
    try {
      await runner().runOnce();
      const [mail] = await alertMails(database.db);
      expect(mail!.html).toMatch(/<html[^>]*dir="rtl"/);
      expect(mail!.subject).toBe(`${MAX_UNITS_PER_ALERT + 2} نتائج جديدة لبحثك المحفوظ`);
      expect(mail!.text).toContain('و2 عروض أخرى');
      expect(mail!.text).toContain('SAR ');
      const linked = [...mail!.html.matchAll(/\/ar\/property\/(\d+)/g)].map((m) => Number(m[1]));
      const newestFirst = all
        .slice(0, MAX_UNITS_PER_ALERT + 2)
        .map((u) => u.id)
        .reverse()
        .slice(0, MAX_UNITS_PER_ALERT);
      expect([...new Set(linked)]).toEqual(newestFirst);
      expect(linked).not.toContain(gone.id);
    } finally {
      await database.db.execute(sql`update units set listed = true where id = ${gone.id}`);
    }
  });

  it('tells a shortlist of price drops and sales only', async () => {
    const [a, b, c] = await listedUnits(database.db);
    const search = await subscribe(database.db, {
      email: 'list@example.com',
      kind: 'shortlist',
      unitIds: [a!.id, b!.id],
    });
    await listingEvent(database.db, a!.id, 'published');
    const drop = await listingEvent(database.db, a!.id, 'price_changed', { old: a!.price_usd, new: a!.price_usd - 1 });
    const sold = await listingEvent(database.db, b!.id, 'sold');
    await listingEvent(database.db, c!.id, 'sold');
    try {
      await runner().runOnce();
      expect((await matchesOf(database.db, search.id)).map((m) => [m.unit_event_id, m.reason])).toEqual([
        [drop, 'price_drop'],
        [sold, 'sold'],
      ]);
      const [mail] = await alertMails(database.db);
      expect(mail!.text).toContain('Sold');
      expect(mail!.html).toContain(`${RUNNER_SITE}/shortlist?ids=${a!.id},${b!.id}`);
    } finally {
      await database.db.execute(sql`update units set status = 'available' where id in (${b!.id}, ${c!.id})`);
    }
  });

  it('sends daily alerts at 08:00 office time and weekly ones on Monday 08:00, nothing when nothing is new', async () => {
    const [unit, other] = await listedUnits(database.db);
    // Sunday 2026-12-06, 10:00 in Cairo.
    now = new Date('2026-12-06T08:00:00Z');
    const daily = await subscribe(database.db, { email: 'd@example.com', frequency: 'daily', confirmedAt: now });
    const weekly = await subscribe(database.db, { email: 'w@example.com', frequency: 'weekly', confirmedAt: now });
    const quiet = await subscribe(database.db, {
      email: 'q@example.com',
      frequency: 'daily',
      query: 'bedrooms=19',
      confirmedAt: now,
    });
    // One runner throughout: between its passes over the daily and weekly searches (every 5 minutes) it
    // matches the instant ones only, and it always matches the digests before their slot is composed.
    const one = runner();
    await listingEvent(database.db, unit!.id, 'published');
    expect((await one.runOnce()).compose.mails).toBe(0);
    // Monday 07:59: not yet.
    now = new Date('2026-12-07T05:59:00Z');
    expect((await one.runOnce()).compose.mails).toBe(0);
    // Monday 08:00: the daily and the weekly search, not the one with nothing new.
    now = new Date('2026-12-07T06:00:00Z');
    expect((await one.runOnce()).compose.mails).toBe(2);
    expect((await alertMails(database.db)).map((m) => m.saved_search_id).sort()).toEqual([daily.id, weekly.id].sort());
    const [row] = rawRows<{ last_digest_at: Date | string }>(
      await database.db.execute(sql`select last_digest_at from saved_searches where id = ${quiet.id}`),
    );
    expect(new Date(row!.last_digest_at).toISOString()).toBe('2026-12-07T06:00:00.000Z');
    // Later that day, something new: it waits for Tuesday 08:00 (daily) and the next Monday (weekly).
    await listingEvent(database.db, other!.id, 'published');
    now = new Date('2026-12-07T12:00:00Z');
    expect((await one.runOnce()).compose.mails).toBe(0);
    // A minute later, another event: this run matches it for the instant searches only.
    const [, , third] = await listedUnits(database.db);
    const next = await listingEvent(database.db, third!.id, 'published');
    now = new Date('2026-12-07T12:01:00Z');
    await one.runOnce();
    expect((await matchesOf(database.db, daily.id)).map((m) => m.unit_event_id)).not.toContain(next);
    now = new Date('2026-12-08T06:00:00Z');
    expect((await one.runOnce()).compose.mails).toBe(1);
    expect((await matchesOf(database.db, daily.id)).map((m) => m.unit_event_id)).toContain(next);
    expect((await alertMails(database.db)).at(-1)!.saved_search_id).toBe(daily.id);
    now = new Date('2026-12-14T06:00:00Z');
    expect((await one.runOnce()).compose.mails).toBe(1);
    expect((await alertMails(database.db)).at(-1)!.saved_search_id).toBe(weekly.id);
  });

  it('never queues a match twice with two runners at once, and loses none', async () => {
    const second = await shared.open();
    const units = await listedUnits(database.db);
    const searches = [];
    const queries = ['', 'type=studio', 'type=1-bedroom', 'type=2-bedroom', 'price_band=under-200k', 'sort=price-asc'];
    for (let i = 0; i < 30; i += 1) {
      searches.push(await subscribe(database.db, { email: `two${i}@example.com`, query: queries[i % queries.length] }));
    }
    for (const unit of units.slice(0, 20)) await listingEvent(database.db, unit.id, 'published');
    const one = runner({ batchSize: 4 });
    const two = new AlertRunner({
      db: second.db,
      siteUrl: RUNNER_SITE,
      rates: fallbackRates,
      logger,
      batchSize: 3,
      clock: () => now,
    });
    await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
    await one.runOnce();
    const mails = await alertMails(database.db);
    const [expected] = rawRows<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from alert_matches`),
    );
    const [reported] = rawRows<{ n: number; searches: number }>(
      await database.db.execute(
        sql`select count(*)::int as n, count(distinct saved_search_id)::int as searches from alert_matches where mail_id is not null`,
      ),
    );
    expect(expected!.n).toBeGreaterThan(0);
    expect(reported!.n).toBe(expected!.n);
    // One mail per search that matched, and each unit once in it.
    expect(mails).toHaveLength(reported!.searches);
    expect(new Set(mails.map((m) => m.saved_search_id)).size).toBe(mails.length);
  });
});

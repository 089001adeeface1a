import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { rawRows } from '../src/db/raw-rows.js';
import { compounds } from '../src/db/schema/index.js';
import { listedUnits, sharedDatabase, subscribe } from './alert-runner.js';
import { type Inject, httpInject, signIn } from './backups.js';
import { unitInput } from './catalogue.js';
import { siteHeaders } from './factories.js';
import { TEST_ADMIN, backends, testPasswordHash } from './helpers.js';
import { type ApiProcess, startApi } from './processes.js';
import { type ReceivedMail, localMailServer } from './smtp.js';

/*
 * Issue 34, points 3 and 7: two API processes on one PostgreSQL database, each with its alert runner and
 * its alerts' mail outbox on, sending to one mail server. Confirmed searches (instant; one a shortlist),
 * then price drops, new listings and a sale made through the back office of either process: every
 * (search, unit) arrives in exactly one alert e-mail. Then one process is killed with SIGKILL while the
 * mail server has taken an alert from it and not yet told it so (the send in flight), and the other goes
 * on alone: the outbox's guarantee (decision 0060, "claims") is at least once per e-mail row, so that one
 * e-mail arrives a second time, with the same X-Alert-Mail-Id, once its lease has run out; every other
 * e-mail arrives once, and no unit is in two e-mails of one search. PostgreSQL only: two processes cannot
 * share a PGlite database.
 */

/** Short, so that the e-mails the killed process had claimed are sent by the other within the test. */
const LEASE_SECONDS = 6;
const WAIT_MS = 60_000;

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited ${WAIT_MS / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A process is gone (its exit seen). */
const exited = (api: ApiProcess) =>
  new Promise<NodeJS.Signals | null>((resolve) => {
    if (api.child.exitCode !== null || api.child.signalCode !== null) return resolve(api.child.signalCode);
    api.child.once('exit', (_, signal) => resolve(signal));
  });

describe.each(backends.filter((b) => b === 'postgres'))('alerts with two API processes on %s', () => {
  const work = mkdtempSync(join(tmpdir(), 'alerts-replicas-'));
  const apis: ApiProcess[] = [];
  let drop: (() => Promise<void>) | undefined;

  /** Set: the next alert e-mail is held before the server answers, until `release` is called. */
  let hold: { seen: (mail: ReceivedMail) => void; released: Promise<void>; release: () => void } | undefined;
  const sink = localMailServer(0, {
    beforeAccept: async (mail) => {
      const armed = hold;
      if (!armed || !mail.header('x-alert-mail-id')) return;
      hold = undefined;
      armed.seen(mail);
      await armed.released;
    },
  });

  afterAll(async () => {
    hold?.release();
    for (const api of apis) await api.stop();
    await sink.stop();
    await drop?.();
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'sends each match once, and after a SIGKILL mid-send at most the e-mail in flight again',
    { timeout: 120_000 },
    async () => {
      const shared = await sharedDatabase('postgres');
      drop = shared.drop;
      const database: Database = await shared.open();
      const db = database.db;
      await sink.start();

      const passwordHash = await testPasswordHash();
      const env = (name: string) => ({
        DATABASE_URL: shared.url!,
        MIGRATE_ON_START: 'false',
        SEED_ON_START: 'false',
        MEDIA_DIR: join(work, 'media'),
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD_HASH: passwordHash,
        SMTP_URL: sink.url,
        LEADS_EMAIL: 'leads@redsea.example',
        // Tells the mail server which process sent a message.
        MAIL_FROM: `${name}@redsea.example`,
        OUTBOX_INTERVAL_SECONDS: '1',
        OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
        ALERTS_INTERVAL_SECONDS: '1',
      });
      const start = (name: string) => startApi(env(name)).then((api) => (apis.push(api), api));
      const [a, b] = await Promise.all([start('replica-a'), start('replica-b')]);
      const senderOf = new Map([
        ['replica-a@redsea.example', a],
        ['replica-b@redsea.example', b],
      ]);

      const cookie = await signIn(httpInject(a.url));
      const office = (api: ApiProcess) => {
        const inject: Inject = httpInject(api.url);
        const headers = { ...siteHeaders(), cookie };
        return {
          /** A price cut (one click in the office's list). */
          async lower(unitId: number, price: number) {
            const res = await inject({
              method: 'PATCH',
              url: '/api/admin/units/',
              payload: { ids: [unitId], changes: { price } },
              headers,
            });
            expect(res.statusCode, res.body).toBe(200);
          },
          async sell(unitId: number) {
            const res = await inject({
              method: 'PATCH',
              url: '/api/admin/units/',
              payload: { ids: [unitId], changes: { status: 'sold' } },
              headers,
            });
            expect(res.statusCode, res.body).toBe(200);
          },
          /** A new listing, published at once; answers its id. */
          async publish(compoundId: number, bedrooms: number) {
            const res = await inject({
              method: 'POST',
              url: '/api/admin/units/',
              payload: unitInput(compoundId, { bedrooms }),
              headers,
            });
            expect(res.statusCode, res.body).toBe(201);
            return res.json<{ id: number }>().id;
          },
        };
      };

      // The catalogue's units, the searches (confirmed, cursors at the newest event) and a shortlist.
      const units = await listedUnits(db);
      const pick = (category: string, n: number) => units.filter((u) => u.category === category).slice(0, n);
      const studios = pick('studio', 2);
      const others = units.filter((u) => u.category !== 'studio');
      const [shortlisted, toSell, untouched] = others.slice(-3);
      const [compound] = await db
        .select({ id: compounds.id })
        .from(compounds)
        .where(eq(compounds.slug, 'hurghada-avenue'));
      const queries = ['', 'type=studio', 'location=hurghada', 'bedrooms=2', 'location=hurghada&bedrooms=3'];
      const searches = [];
      for (const [i, query] of queries.entries()) {
        const search = await subscribe(db, {
          email: `buyer${i}@example.com`,
          query,
          lang: i === 1 ? 'de' : 'en',
        });
        searches.push({ ...search, email: `buyer${i}@example.com`, query });
      }
      const shortlist = await subscribe(db, {
        email: 'shortlist@example.com',
        kind: 'shortlist',
        unitIds: [shortlisted!.id, toSell!.id, untouched!.id],
      });
      const searchByAddress = new Map<string, { email: string; unsubscribeToken: string }>([
        ...searches.map((s) => [s.email, s] as const),
        ['shortlist@example.com', { ...shortlist, email: 'shortlist@example.com' }],
      ]);
      const cut = (unit: { price_usd: number }) => Math.round(unit.price_usd * 0.9);

      /** Every event matched and every e-mail sent: the runners and the outboxes have nothing left to do. */
      const settled = () =>
        until('the runners and outboxes to finish', async () => {
          const [state] = rawRows<{ behind: number; unsent_matches: number; unsent_mails: number }>(
            await db.execute(sql`
              select
                (select count(*)::int from saved_searches
                  where last_event_id < (select max(id) from unit_events)) as behind,
                (select count(*)::int from alert_matches where sent_at is null) as unsent_matches,
                (select count(*)::int from alert_mails where sent_at is null) as unsent_mails`),
          );
          return state!.behind + state!.unsent_matches + state!.unsent_mails === 0 ? true : undefined;
        });
      const alertRows = async () =>
        rawRows<{ id: number; sent: boolean }>(
          await db.execute(
            sql`select id, sent_at is not null as sent from alert_mails where kind = 'alert' order by id`,
          ),
        );
      const received = () => sink.received.filter((m) => m.header('x-alert-mail-id'));

      // 1. Both processes running: changes through either one's back office.
      await office(a).lower(studios[0]!.id, cut(studios[0]!));
      const firstNew = await office(b).publish(compound!.id, 2);
      await office(b).lower(shortlisted!.id, cut(shortlisted!));
      await office(a).lower(others[0]!.id, cut(others[0]!));
      await settled();
      const phaseOne = await alertRows();
      expect(phaseOne.length).toBeGreaterThan(0);
      await until('every queued alert to arrive', () => (received().length >= phaseOne.length ? true : undefined));
      expect(
        received()
          .map((m) => Number(m.header('x-alert-mail-id')))
          .sort((x, y) => x - y),
      ).toEqual(phaseOne.map((r) => r.id));

      // 2. The mail server holds the next alert; its sender is stopped, told "accepted", and killed before
      // it can record the send. Changes through both processes make that alert.
      let seen!: (mail: ReceivedMail) => void;
      const held = new Promise<ReceivedMail>((resolve) => (seen = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { seen, released, release };
      await office(a).lower(studios[1]!.id, cut(studios[1]!));
      const secondNew = await office(b).publish(compound!.id, 3);
      const inFlight = await held;
      const victim = senderOf.get(inFlight.from ?? '');
      expect(victim, `sent by ${inFlight.from}`).toBeDefined();
      const survivor = victim === a ? b : a;
      const inFlightId = inFlight.header('x-alert-mail-id')!;
      victim!.child.kill('SIGSTOP');
      release();
      await until('the held alert to be accepted', () =>
        received().some((m) => m.header('x-alert-mail-id') === inFlightId) ? true : undefined,
      );
      const gone = exited(victim!);
      victim!.child.kill('SIGKILL');
      expect(await gone).toBe('SIGKILL');

      // 3. The survivor alone: more changes through its back office, then everything settles.
      await office(survivor).lower(others[1]!.id, cut(others[1]!));
      const thirdNew = await office(survivor).publish(compound!.id, 2);
      await office(survivor).sell(toSell!.id);
      await settled();
      const rows = await alertRows();
      expect(rows.every((r) => r.sent)).toBe(true);

      // What the outbox guarantees: every row arrives; only the one in flight at the kill arrives twice,
      // the second time from the survivor (after the lease ran out).
      const copies = new Map<string, ReceivedMail[]>();
      for (const mail of received()) {
        const id = mail.header('x-alert-mail-id')!;
        copies.set(id, [...(copies.get(id) ?? []), mail]);
      }
      expect([...copies.keys()].map(Number).sort((x, y) => x - y)).toEqual(rows.map((r) => r.id));
      const twice = [...copies].filter(([, mails]) => mails.length > 1).map(([id, mails]) => [id, mails.length]);
      expect(twice).toEqual([[inFlightId, 2]]);
      const [first, again] = copies.get(inFlightId)!;
      expect(first!.from).toBe(inFlight.from);
      expect(again!.from).not.toBe(inFlight.from);
      expect(again!.text).toBe(first!.text);
      // The same Message-ID both times: a receiving server that drops repeats drops the copy.
      expect(first!.header('message-id')).toMatch(/^<alert-\d+\.\d+@[^>]+>$/);
      expect(again!.header('message-id')).toBe(first!.header('message-id'));

      // What the runners guarantee: each (search, unit) in exactly one e-mail row, and those are the units
      // each search's list shows now among the ones changed (new or cheaper), and the shortlist's cut and sale.
      const alerted = new Map<string, number>();
      for (const [, [mail]] of copies) {
        const search = searchByAddress.get(mail!.to[0] ?? '');
        expect(search, `e-mail to ${mail!.to.join()}`).toBeDefined();
        const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        expect(/^List-Unsubscribe: *<([^>]+)>/im.exec(headers)?.[1]).toContain(search!.unsubscribeToken);
        for (const unit of new Set([...mail!.html.matchAll(/\/property\/(\d+)/g)].map((m) => m[1]))) {
          const key = `${search!.email} ${unit}`;
          alerted.set(key, (alerted.get(key) ?? 0) + 1);
        }
      }
      expect([...alerted].filter(([, n]) => n > 1)).toEqual([]);

      const changed = [studios[0]!, studios[1]!, shortlisted!, others[0]!, others[1]!]
        .map((u) => u.id)
        .concat([firstNew, secondNew, thirdNew]);
      const expected: string[] = [];
      const inspect = httpInject(survivor.url);
      for (const search of searches) {
        const shown = new Set<number>();
        for (let page = 1; ; page += 1) {
          const sep = search.query ? '&' : '';
          const res = await inspect({ url: `/api/home-products/?${search.query}${sep}page_size=100&page=${page}` });
          expect(res.statusCode, res.body).toBe(200);
          const body = res.json<{ results: { id: number }[]; next: string | null }>();
          for (const unit of body.results) shown.add(unit.id);
          if (!body.next) break;
        }
        for (const id of changed) if (shown.has(id)) expected.push(`${search.email} ${id}`);
      }
      expected.push(`shortlist@example.com ${shortlisted!.id}`, `shortlist@example.com ${toSell!.id}`);
      expect([...alerted.keys()].sort()).toEqual(expected.sort());
      // Several searches and both kinds took part.
      expect(new Set([...alerted.keys()].map((k) => k.split(' ')[0])).size).toBeGreaterThan(3);
    },
  );
});

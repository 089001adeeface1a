// npm run bench:alerts: the alert runner (decision 0060) on 10,000 confirmed saved searches over the normal
// 120-unit catalogue. Seeds the searches (a realistic mix: a few hundred distinct list queries, shortlists,
// instant, daily and weekly, three languages, four currencies), then times, in one process:
//   - the baseline: a run with nothing new (the statements every tick pays);
//   - 900 events, then an instant run (matching them for the instant searches, queuing their alerts);
//   - 100 new events and the instant run for them (target < 5 s);
//   - the run five minutes later that also matches the daily and weekly searches;
//   - the 08:00 run: every daily and weekly search composed (target < 60 s);
// with the process's memory (RSS, heap) before and after each. On PGlite (in memory) and, when
// TEST_DATABASE_URL is set, on PostgreSQL (a database of its own, dropped at the end). Run it with
// `flock /tmp/heavy-tests.lock npm run bench:alerts`. BENCH_SEARCHES and BENCH_EVENTS change the counts.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { FALLBACK_RATES, PRICE_BAND_KEYS, REGIONS, UNIT_CATEGORIES } from '@app/shared';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { reseed } from '../apps/api/src/db/seed/seed.ts';
import { AlertRunner, DIGEST_MATCH_INTERVAL_MS } from '../apps/api/src/modules/alerts/runner.ts';
import { latestDailySlot } from '../apps/api/src/modules/alerts/schedule.ts';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000);
const NEW_EVENTS = 100;
const TARGETS = { instant: 5_000, daily: 60_000 };
const logger = pino({ level: 'warn' });

/** A repeatable pseudo-random sequence (mulberry32): the same searches and events every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** Restarted for each database, so that both get the same searches and events. */
let random = prng(34);
const pick = (list) => list[Math.floor(random() * list.length)];
const token = () => randomBytes(32).toString('base64url');

/** A list query as buyers save them: a type, a place, a budget, sometimes bedrooms, a plan or the search box. */
function savedQuery() {
  const params = new URLSearchParams();
  if (random() < 0.8) params.set('type', pick(UNIT_CATEGORIES));
  if (random() < 0.7) params.set('location', pick(REGIONS));
  if (random() < 0.6) params.set('price_band', pick(PRICE_BAND_KEYS));
  if (random() < 0.15) params.set('bedrooms', String(1 + Math.floor(random() * 3)));
  if (random() < 0.1) params.set('payment_plan', '1');
  if (random() < 0.05) params.set('private', 'true');
  if (random() < 0.05) params.set('search', pick(['sea view', 'pool', 'gouna', 'marina']));
  if (random() < 0.03) params.set('bbox', '33.6,27.1,33.9,27.5');
  return [...params.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
}

const mb = (bytes) => (bytes / 1048576).toFixed(0);
function memory() {
  global.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

async function seedSearches(db) {
  const [{ max }] = rawRows(await db.execute(sql`select coalesce(max(id), 0)::int as max from unit_events`));
  const unitIds = rawRows(await db.execute(sql`select id from units where listed order by id`)).map((r) => r.id);
  const addresses = Math.ceil(SEARCHES * 0.6);
  for (let from = 0; from < addresses; from += 1000) {
    const rows = [];
    for (let i = from; i < Math.min(addresses, from + 1000); i += 1)
      rows.push(sql`(${`buyer${i}@example.com`}, ${token()})`);
    await db.execute(sql`insert into alert_addresses (email, manage_token) values ${sql.join(rows, sql`, `)}`);
  }
  const [{ first }] = rawRows(await db.execute(sql`select min(id)::int as first from alert_addresses`));
  const confirmed = new Date(Date.now() - 60_000).toISOString();
  const queries = new Set();
  for (let from = 0; from < SEARCHES; from += 500) {
    const rows = [];
    for (let i = from; i < Math.min(SEARCHES, from + 500); i += 1) {
      const shortlist = random() < 0.1;
      const query = shortlist ? '' : savedQuery();
      if (!shortlist) queries.add(query);
      const ids = shortlist
        ? [...new Set(Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(unitIds)))]
        : [];
      // Most buyers abroad choose a digest; one in five wants every match at once.
      const r = random();
      const frequency = r < 0.2 ? 'instant' : r < 0.7 ? 'daily' : 'weekly';
      rows.push(
        sql`(${first + Math.floor(random() * addresses)}, ${shortlist ? 'shortlist' : 'search'}, ${query}, ${sql.param(ids)}::int[],
          ${frequency}, ${pick(['en', 'en', 'de', 'ar'])}, ${pick(['USD', 'EUR', 'SAR', 'KWD'])}, 'active', ${token()},
          ${max}, ${confirmed}::timestamptz)`,
      );
    }
    await db.execute(sql`
      insert into saved_searches (address_id, kind, query, unit_ids, frequency, lang, currency, status,
        unsubscribe_token, last_event_id, confirmed_at)
      values ${sql.join(rows, sql`, `)}`);
  }
  return { distinct: queries.size, addresses };
}

/** Events as the office makes them: mostly price changes (two in three down), new listings, sales and returns. */
async function emit(db, count) {
  const units = rawRows(await db.execute(sql`select id, price_usd from units where listed order by id`));
  for (let from = 0; from < count; from += 250) {
    const rows = [];
    for (let i = from; i < Math.min(count, from + 250); i += 1) {
      const unit = pick(units);
      const r = random();
      if (r < 0.6) {
        const next = Math.round(unit.price_usd * (random() < 0.66 ? 0.9 + random() * 0.08 : 1.02 + random() * 0.05));
        rows.push(sql`(${unit.id}, 'price_changed', ${unit.price_usd}, ${next}, 'USD', 'form')`);
      } else if (r < 0.8) rows.push(sql`(${unit.id}, 'published', null, ${unit.price_usd}, 'USD', 'form')`);
      else if (r < 0.9) rows.push(sql`(${unit.id}, 'back_on_market', null, ${unit.price_usd}, 'USD', 'form')`);
      else rows.push(sql`(${unit.id}, 'sold', null, null, null, 'form')`);
    }
    await db.execute(sql`
      insert into unit_events (unit_id, kind, old_price, new_price, currency, source) values ${sql.join(rows, sql`, `)}`);
  }
}

async function timed(label, fn) {
  const before = memory();
  const started = process.hrtime.bigint();
  const result = await fn();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const after = memory();
  return { label, ms, result, before, after };
}

async function bench(name, database) {
  random = prng(34);
  const db = database.db;
  await database.migrate();
  await reseed(db, { now: new Date('2026-11-01T12:00:00Z') });
  const seeded = await timed('seed', () => seedSearches(db));
  let now = new Date();
  const runner = new AlertRunner({
    db,
    siteUrl: 'https://www.redsea.example',
    rates: () => ({ ...FALLBACK_RATES }),
    logger,
    clock: () => now,
  });
  const rows = [];
  const step = async (label, fn, target) => {
    const t = await timed(label, fn);
    rows.push({
      backend: name,
      step: label,
      ms: t.ms.toFixed(0),
      'match ms': t.result?.matchMs ?? '',
      'compose ms': t.result?.composeMs ?? '',
      matches: t.result?.match?.matches ?? '',
      'searches composed': t.result?.compose?.searches ?? '',
      'mails queued': t.result?.compose?.mails ?? '',
      'RSS MB before→after': `${mb(t.before.rss)}→${mb(t.after.rss)}`,
      'heap MB before→after': `${mb(t.before.heapUsed)}→${mb(t.after.heapUsed)}`,
      target: target ? `${t.ms < target ? 'PASS' : 'FAIL'} (< ${target / 1000} s)` : '',
    });
  };
  await step('baseline: a run with nothing new', () => runner.runOnce());
  await emit(db, EVENTS - NEW_EVENTS);
  await step(`instant run: ${EVENTS - NEW_EVENTS} events`, () => runner.runOnce());
  await emit(db, NEW_EVENTS);
  await step(`instant run: ${NEW_EVENTS} new events`, () => runner.runOnce(), TARGETS.instant);
  await step('baseline again: a run with nothing new', () => runner.runOnce());
  // Every DIGEST_MATCH_INTERVAL_MS a run also matches the daily and weekly searches (overnight's events are
  // so matched long before 08:00).
  now = new Date(Date.now() + DIGEST_MATCH_INTERVAL_MS);
  await step('a run matching the daily and weekly searches too', () => runner.runOnce());
  // The next 08:00 office time: every daily search (and, on a Monday, every weekly one) is due.
  now = new Date(latestDailySlot(new Date(Date.now() + 86_400_000)).getTime() + 1000);
  await step(`08:00 run (${now.toISOString()})`, () => runner.runOnce(), TARGETS.daily);
  const [counts] = rawRows(
    await db.execute(sql`
      select (select count(*)::int from alert_matches) as matches,
             (select count(*)::int from alert_matches where sent_at is null) as unsent,
             (select count(*)::int from alert_mails) as mails,
             (select count(*)::int from saved_searches where frequency <> 'instant') as digests`),
  );
  console.log(
    `${name}: ${SEARCHES} searches (${seeded.result.distinct} distinct queries, ${seeded.result.addresses} addresses) seeded in ${(seeded.ms / 1000).toFixed(1)} s; ${EVENTS} events; ${counts.matches} matches, ${counts.unsent} unsent after the 08:00 run, ${counts.mails} alert mails`,
  );
  return rows;
}

console.log(
  `load average at the start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ${new Date().toISOString()}`,
);
const all = [];
const pglite = await openDatabase({ dataDir: 'memory://', log: logger });
try {
  all.push(...(await bench('PGlite', pglite)));
} finally {
  await pglite.close();
}
if (process.env.TEST_DATABASE_URL) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const name = `bench_alerts_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const postgres = await openDatabase({ databaseUrl: url.toString(), log: logger });
  try {
    all.push(...(await bench('PostgreSQL', postgres)));
  } finally {
    await postgres.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else console.log('PostgreSQL: not timed (TEST_DATABASE_URL unset)');
console.table(all);
console.log(
  `load average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

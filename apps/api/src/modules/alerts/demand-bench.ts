/**
 * npm run bench:demand: times the back office's demand counts (docs/decisions/0062-demand-in-the-back-office.md)
 * at 100,000 units and 10,000 active searches: a units list page (25 units), one unit's page and the
 * Demand page's sums. On PGlite in BENCH_DATA_DIR (seeded with BENCH_UNITS units when empty; a fresh
 * temporary directory without it), or on PostgreSQL with BENCH_DATABASE_URL (seeded every run). The
 * searches are seeded afresh each run: BENCH_SEARCHES of them, a realistic mix (decision 0062) of filter
 * combinations, map boxes, drawn areas and shortlists. Prints p50 and p95 of BENCH_REPEAT calls.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, sql } from 'drizzle-orm';
import { PRICE_BAND_KEYS, REGIONS, UNIT_CATEGORIES, bboxText, encodeArea, mulberry32 } from '@app/shared';
import { openDatabase } from '../../db/client.js';
import { alertAddresses, savedSearches, units } from '../../db/schema/index.js';
import { reseed } from '../../db/seed/seed.js';
import { demandSummary, unitDemand } from './demand.js';

const UNITS = Number(process.env.BENCH_UNITS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 20);
const PAGE = 25;

const random = mulberry32(34);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const maybe = <T>(p: number, value: () => T): T | undefined => (random() < p ? value() : undefined);

/** A saved list query as buyers save them: mostly a few filters, a quarter a box on the map, some drawn areas. */
function savedQuery(): string {
  const params = new URLSearchParams();
  const shape = random();
  if (shape < 0.25) {
    const west = 33.6 + random() * 0.3;
    const south = 27.0 + random() * 0.45;
    const size = 0.01 + random() * 0.05;
    params.set('bbox', bboxText({ west, south, east: west + size, north: south + size }));
  } else if (shape < 0.3) {
    const lng = 33.6 + random() * 0.3;
    const lat = 27.0 + random() * 0.45;
    params.set(
      'area',
      encodeArea([
        [lng, lat],
        [lng + 0.04, lat],
        [lng + 0.02, lat + 0.04],
      ]),
    );
  } else {
    const location = maybe(0.8, () => pick(REGIONS));
    if (location) params.set('location', location);
  }
  const type = maybe(0.5, () => pick(UNIT_CATEGORIES));
  if (type) params.set('type', type);
  const band = maybe(0.5, () => pick(PRICE_BAND_KEYS));
  if (band) params.set('price_band', band);
  if (random() < 0.1) params.set('private', 'true');
  if (random() < 0.1) params.set('payment_plan', 'true');
  return params.toString();
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return `p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms`;
}

async function time(label: string, call: () => Promise<unknown>) {
  await call();
  const times: number[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  console.log(`${label}: ${stats(times)}`);
}

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : process.env.BENCH_DATA_DIR || mkdtempSync(join(tmpdir(), 'bench-demand-'));
const database = await openDatabase({ databaseUrl, dataDir });
const { db } = database;
try {
  await database.migrate();
  const [present] = await db.select({ n: sql<number>`count(*)::int` }).from(units);
  if (
    Number(present?.n ?? 0) < UNITS ||
    (dataDir && !existsSync(dataDir)) ||
    (dataDir && readdirSync(dataDir).length === 0)
  ) {
    const started = performance.now();
    await reseed(db, { units: UNITS });
    console.log(`seeded ${UNITS} units in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const ids = (await db.select({ id: units.id }).from(units)).map((row) => row.id);

  const started = performance.now();
  await db.execute(sql`truncate ${alertAddresses} restart identity cascade`);
  const perAddress = 10;
  for (let a = 0; a < SEARCHES / perAddress; a++) {
    const [address] = await db
      .insert(alertAddresses)
      .values({ email: `bench${a}@example.com`, manageToken: `bench-manage-${a}` })
      .returning({ id: alertAddresses.id });
    await db.insert(savedSearches).values(
      Array.from({ length: perAddress }, (_, i) => {
        const shortlist = random() < 0.1;
        return {
          addressId: address!.id,
          kind: shortlist ? ('shortlist' as const) : ('search' as const),
          query: shortlist ? '' : savedQuery(),
          unitIds: shortlist ? Array.from({ length: 1 + Math.floor(random() * 10) }, () => pick(ids)) : [],
          frequency: 'daily' as const,
          lang: 'en' as const,
          currency: pick(['USD', 'EUR', 'SAR', 'KWD'] as const),
          status: 'active' as const,
          unsubscribeToken: `bench-unsub-${a}-${i}`,
          confirmedAt: new Date(),
        };
      }),
    );
  }
  await db.execute(sql`analyze ${savedSearches}`);
  const [distinct] = await db
    .select({ n: sql<number>`count(distinct ${savedSearches.query})::int` })
    .from(savedSearches)
    .where(sql`${savedSearches.kind} = 'search'`);
  console.log(
    `${database.kind}: ${ids.length} units, ${SEARCHES} active searches (${distinct?.n} distinct queries) seeded in ${(
      (performance.now() - started) /
      1000
    ).toFixed(1)} s`,
  );

  // The back office's first page: the last updated units.
  const page = (await db.select({ id: units.id }).from(units).orderBy(desc(units.updatedAt)).limit(PAGE)).map(
    (row) => row.id,
  );
  const result = await unitDemand(db, page);
  console.log(`a page's counts: ${result.results.map((r) => r.searches).join(' ')}`);
  await time(`units list page (${PAGE} units), one statement per distinct query`, () =>
    unitDemand(db, page, undefined, 1),
  );
  await time(`units list page (${PAGE} units)`, () => unitDemand(db, page));
  await time('one unit’s page', () => unitDemand(db, [page[0]!]));
  await time('Demand page (with the top searches)', () => demandSummary(db, true));
} finally {
  await database.close();
}

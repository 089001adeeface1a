// npm run bench:search: seeds 100,000 units into a separate data directory and times the API's list call
// (answer cache off, so every call queries PGlite) for representative filter combinations (the 20 of the
// search target, then the buyer tools' filters and sorts, decision 0030), next to the same combinations on
// the normal 120-unit catalogue. Prints p50 and p95 per combination. Builds the API only, never the site.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile } from './lib/load.mjs';
import { API_ENTRY, ROOT, buildIfStale, run, startNode, stopChild, waitForHttp } from './lib/processes.mjs';
import { warmUp } from './lib/stack.mjs';
import { GEO_LIST, GEO_MAP } from './bench-search-geo.mjs';

const UNITS = Number(process.env.BENCH_UNITS ?? 100_000);
// 100 calls a query: a p95 of 30 calls is the second-slowest call, one pause of the machine away.
const REPEAT = Number(process.env.BENCH_REPEAT ?? 100);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 30);
const COMBOS = [
  'page=1&page_size=12',
  'page=2&page_size=12&sort=newest',
  'page=50&page_size=12',
  'page=1&page_size=12&sort=price-asc',
  'page=1&page_size=12&sort=price-desc',
  'page=1&page_size=12&type=studio',
  'page=1&page_size=12&type=2-bedroom',
  'page=1&page_size=12&location=el-gouna',
  'page=1&page_size=12&price_band=under-200k',
  'page=1&page_size=12&price_band=over-600k&sort=price-asc',
  'page=1&page_size=12&location=hurghada&price_band=200k-400k',
  'page=1&page_size=12&type=3-bedroom&location=sahl-hasheesh&sort=price-desc',
  'page=1&page_size=12&bedrooms=2&status=available',
  'page=1&page_size=12&project=hurghada-avenue',
  'page=1&page_size=12&private=true',
  'page=1&page_size=12&search=villa',
  'page=1&page_size=12&search=gouna',
  'page=1&page_size=12&search=sea%20view&price_band=400k-600k',
  'page=1&page_size=12&search=%D8%A7%D9%84%D8%BA%D8%B1%D8%AF%D9%82%D8%A9',
  'page=1&page_size=12&search=nothing-matches-this',
  // Buyer tools (decision 0030): payment plans, ready to move in, price per m².
  'page=1&page_size=12&payment_plan=1',
  'page=1&page_size=12&ready=1',
  'page=1&page_size=12&sort=price-per-sqm-asc',
  'page=1&page_size=12&sort=price-per-sqm-desc',
  'page=1&page_size=12&payment_plan=1&ready=1&sort=price-per-sqm-asc',
  'page=1&page_size=12&location=el-gouna&payment_plan=1',
];
// Searches combined with another filter: timed and printed as well, but not among the 20 the target is
// set for (decision 0009: their cost follows the number of matched units, not of distinct texts).
const WITH_FILTERS = [
  'page=1&page_size=12&search=gouna&type=2-bedroom',
  'page=1&page_size=12&search=villa&type=studio',
  'page=1&page_size=12&search=sea&location=hurghada',
  'page=1&page_size=12&search=sea&bedrooms=2',
  'page=1&page_size=12&search=villa&payment_plan=1',
];
// A filter with a sort whose units lie at the far end of the sort's index: the page walks that index and
// skips the units the filter leaves out (tens of thousands here), as price sorts always have (decision 0030).
const FAR_END = [
  'page=1&page_size=12&type=studio&sort=price-desc',
  'page=1&page_size=12&type=studio&sort=price-per-sqm-desc',
];

// The map's queries (bench-search-geo.mjs): a path of its own (the map call), else the list's query string.
const GEO = [...GEO_LIST, ...GEO_MAP];
const GEO_TARGET_MS = 15;
const pathOf = (combo) => (combo.startsWith('/') ? combo : `/api/home-products/?${combo}`);

async function timeCombos(port) {
  const out = new Map();
  for (const combo of [...COMBOS, ...WITH_FILTERS, ...FAR_END, ...GEO]) {
    const url = `http://127.0.0.1:${port}${pathOf(combo)}`;
    // Steady state, as a server that has been up for a while: the first few hundred calls of a query
    // shape also pay for V8 compiling the code it runs (p95 of 18 ms instead of 10 ms on the small
    // catalogue), which is not the query's cost.
    await warmUp(`http://127.0.0.1:${port}`, [pathOf(combo)], WARM_UP);
    const times = [];
    let count = 0;
    for (let i = 0; i < REPEAT; i++) {
      const started = process.hrtime.bigint();
      const response = await fetch(url);
      const body = await response.json();
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (!response.ok) throw new Error(`${combo}: ${response.status}`);
      count = body.count ?? body.features.length;
    }
    times.sort((a, b) => a - b);
    out.set(combo, { p50: percentile(times, 50), p95: percentile(times, 95), count });
  }
  return out;
}

async function catalogue(name, units, port) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-search-${name}-`));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  if (units) {
    const started = Date.now();
    await run(
      process.execPath,
      [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'apps/api/src/db/seed/cli.ts', '--units', String(units)],
      { env },
    );
    console.log(`seeded ${units} units in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const api = startNode(`api-${name}`, [API_ENTRY], {
    env: {
      ...env,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      CACHE_TTL_SECONDS: '0',
      LOG_LEVEL: 'warn',
      // Query times, not load shedding: the start-up (migrations, a 100k-unit catalogue) lags the event
      // loop for a while, and under-pressure would answer the first calls 503.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    quiet: true,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health/`, { child: api, timeoutMs: 300_000 });
    return await timeCombos(port);
  } finally {
    await stopChild(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await buildIfStale({ site: false });
const small = await catalogue('normal', 0, 4311);
const large = await catalogue('large', UNITS, 4312);
const rows = [...COMBOS, ...WITH_FILTERS, ...FAR_END, ...GEO].map((combo) => ({
  query: decodeURIComponent(combo.replace('page_size=12&', '')).slice(0, 90),
  'normal p50': small.get(combo).p50.toFixed(1),
  'normal p95': small.get(combo).p95.toFixed(1),
  [`${UNITS / 1000}k p50`]: large.get(combo).p50.toFixed(1),
  [`${UNITS / 1000}k p95`]: large.get(combo).p95.toFixed(1),
  [`${UNITS / 1000}k count`]: large.get(combo).count,
}));
console.table(rows);
const worst = Math.max(...COMBOS.map((combo) => large.get(combo).p95));
const met = COMBOS.filter((combo) => large.get(combo).p95 < 25).length;
console.log(
  `worst p95 of the first ${COMBOS.length} queries at ${UNITS} units: ${worst.toFixed(1)} ms, ${met} of ${COMBOS.length} under the 25 ms target; the next ${WITH_FILTERS.length} are searches with another filter and the last ${FAR_END.length} a filter with a sort whose units lie at the far end of its index, both outside the target; times in ms, ${REPEAT} sequential calls each over HTTP, answer cache off`,
);
const geoWorst = Math.max(...GEO.map((combo) => large.get(combo).p95));
const geoMet = GEO.filter((combo) => large.get(combo).p95 < GEO_TARGET_MS).length;
console.log(
  `map queries (bench-search-geo.mjs, the last ${GEO.length}: ${GEO_LIST.length} boxes and areas on the list, ${GEO_MAP.length} map calls, whose count is their points): worst p95 ${geoWorst.toFixed(1)} ms at ${UNITS} units, ${geoMet} of ${GEO.length} under the ${GEO_TARGET_MS} ms target`,
);

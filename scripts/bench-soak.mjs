// npm run bench:soak: the production build under a mixed, fixed-rate workload through the site (pages,
// list calls, project calls, inquiries), then two faults on the API: SIGTERM during load and SIGKILL
// during inquiry load followed by a restart. The resident memory of the API and the site: idle after a
// warm-up, then at the soak's start, peak and end. Ports 3811 (site), 4811 (API), 4812 (rates stand-in).
// The servers end with this script however it ends (lib/with-parent.mjs).
//   SOAK_SECONDS (300)  how long the soak runs       SOAK_RATE     requests/s (default: 70% of a probed capacity)
//   SOAK_FRACTION (0.7) share of the capacity        SOAK_PROBE_SECONDS (15) length of each probe step
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminPasswordHash } from './lib/admin-hash.mjs';
import { API_ENTRY, NEXT_BIN, WEB_DIR, buildIfStale, startNode, stopChild, waitForHttp } from './lib/processes.mjs';
import { startRatesStandIn } from './lib/rates-stand-in.mjs';
import { runAtRate, send } from './lib/load.mjs';
import { memoryRows, readRss, watchMemory } from './lib/soak-memory.mjs';
import { faultPhases } from './lib/soak-faults.mjs';
import { inquiryTo, workload } from './lib/soak-workload.mjs';

const WEB_PORT = 3811;
const API_PORT = 4811;
const RATES_PORT = 4812;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const FRACTION = Number(process.env.SOAK_FRACTION ?? 0.7);
const PROBE_SECONDS = Number(process.env.SOAK_PROBE_SECONDS ?? 15);
const PROBE_STEPS = [2, 5, 10, 20, 30, 45, 60, 80, 100, 130, 160, 200, 250, 300, 400, 500];
/** Quiet seconds after the warm-up before the idle memory is read. */
const IDLE_SECONDS = 10;
/** The most the memory of a server may change during the soak, from its start to its end or peak. */
const FLAT_PCT = 10;
const site = `http://127.0.0.1:${WEB_PORT}`;
const apiUrl = `http://127.0.0.1:${API_PORT}`;

const ADMIN = { email: 'soak@redsea.example', password: randomBytes(12).toString('hex') };
const rates = await startRatesStandIn({ port: RATES_PORT });
const dataDir = mkdtempSync(join(tmpdir(), 'bench-soak-'));
const apiEnv = {
  API_HOST: '127.0.0.1',
  API_PORT: String(API_PORT),
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'info', // as in production: one line per request
  EXCHANGE_RATES_URL: rates.url,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD_HASH: adminPasswordHash(ADMIN.password),
  // As behind a load balancer: on SIGTERM keep serving 2 s (readiness 503) before closing the socket.
  SHUTDOWN_DRAIN_MS: '2000',
};
const startApi = () => startNode('api', [API_ENTRY], { env: apiEnv, quiet: true });

/** The machine's own load: figures from a shared, busy machine are pessimistic. */
const machine = () => `${availableParallelism()} CPUs, load average ${loadavg()[0].toFixed(1)}`;

await buildIfStale();
console.log(`machine at start: ${machine()}`);
let api = startApi();
let web;
// Ctrl-C or SIGTERM: the servers stop in order and their data goes (they would end with this script anyway).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.log(`${signal}: stopping the servers`);
    void Promise.all([stopChild(web), stopChild(api)]).finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
}
// Idle kept-alive sockets are dropped after 4 s, before the site's server closes them at 5 s: reusing one
// it is closing at that moment would show a reset that belongs to the client, not to the servers.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4000, scheduling: 'lifo' });
const stored201 = new Set();
const record = (r) => {
  if (r.kind === 'inquiry' && r.status === 201) stored201.add(JSON.parse(r.body).id);
};
try {
  await waitForHttp(`${apiUrl}/api/ready/`, { child: api });
  web = startNode('web', [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(WEB_PORT)], {
    cwd: WEB_DIR,
    env: { API_URL: apiUrl, SITE_URL: site },
    quiet: true,
  });
  await waitForHttp(`${site}/`, { child: web });
  const pids = () => ({ API: api.pid, site: web.pid });
  const unitIds = (await (await fetch(`${apiUrl}/api/home-products/?page_size=100`)).json()).results.map((u) => u.id);
  const next = workload({ site, unitIds });
  // Warm-up: every page and call once, so the first measured requests do not pay for compiling and caching.
  for (let i = 0; i < 60; i++) record({ kind: next(i).kind, ...(await send(agent, next(i))) });
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  const idle = await readRss(pids);
  console.log(
    `idle after the warm-up: ${Object.entries(idle)
      .map(([n, mb]) => `${n} ${mb} MB`)
      .join(', ')}`,
  );

  let rate = Number(process.env.SOAK_RATE) || 0;
  if (!rate) {
    console.log(`probing capacity: steps of ${PROBE_SECONDS} s; a step passes with no error and p99 under 1 s`);
    const rows = [];
    let capacity = 0;
    for (const step of PROBE_STEPS) {
      const { tally } = await runAtRate({ rate: step, seconds: PROBE_SECONDS, next, agent, onResult: record }).done;
      const s = tally.summary(PROBE_SECONDS);
      rows.push({ 'target req/s': step, ...s, sampleErrors: s.sampleErrors.join('; ') });
      if (s.errors > 0 || s['p99 ms'] >= 1000) break;
      capacity = step;
    }
    console.table(rows);
    if (capacity === 0) console.log(`even ${PROBE_STEPS[0]} req/s missed the mark: the machine is busy`);
    capacity ||= PROBE_STEPS[0];
    rate = Math.max(1, Math.round(capacity * FRACTION));
    console.log(`capacity ${capacity} req/s; soak at ${Math.round(FRACTION * 100)}%: ${rate} req/s`);
  }

  console.log(`soak: ${rate} req/s for ${SECONDS} s through the site (${site})`);
  const memory = watchMemory(pids, {
    intervalMs: Math.min(5000, Math.max(1000, (SECONDS * 1000) / 20)),
    settleMs: Math.min(15, SECONDS / 4) * 1000,
  });
  const { tally } = await runAtRate({ rate, seconds: SECONDS, next, agent, onResult: record }).done;
  const { readings, figures } = await memory.stop();
  console.table(
    Object.fromEntries(
      tally.kinds().map((kind) => {
        const s = tally.summary(SECONDS, kind);
        return [kind, { ...s, sampleErrors: s.sampleErrors.join('; ') }];
      }),
    ),
  );
  const every = Math.max(1, Math.ceil(readings.length / 10));
  console.table(
    readings.filter((_, i) => i % every === 0 || i === readings.length - 1).map((r) => ({ at: `${r.s} s`, ...r.rss })),
  );
  console.table(memoryRows(idle, figures, FLAT_PCT));
  const all = tally.summary(SECONDS);
  const flat = Object.values(memoryRows(idle, figures, FLAT_PCT)).every(
    (row) => row[`flat within ${FLAT_PCT}%`] === 'PASS',
  );
  console.log(
    `soak: ${all.requests} requests at ${all['req/s']} req/s, errors ${all.errors} (${all['error %']}%), ` +
      `p95 ${all['p95 ms']} ms, p99 ${all['p99 ms']} ms (target < 300); RSS ` +
      Object.entries(figures)
        .map(([name, f]) => `${name} ${f.start} -> ${f.end} MB (peak ${f.peak})`)
        .join(', ') +
      ` (target: flat within ${FLAT_PCT}%: ${flat ? 'PASS' : 'MISS'})`,
  );
  if (all.errors > 0 || !flat) process.exitCode = 1;

  console.log(`machine after the soak: ${machine()}`);
  const faults = await faultPhases({ api, apiUrl, startApi, rate, agent, admin: ADMIN, stored201, inquiryTo });
  api = faults.api;
  if (!faults.ok) process.exitCode = 1;
} finally {
  agent.destroy();
  await Promise.all([stopChild(web), stopChild(api)]);
  await rates.close();
  rmSync(dataDir, { recursive: true, force: true });
}

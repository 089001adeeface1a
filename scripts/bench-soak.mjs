// npm run bench:soak: the production build under a mixed, fixed-rate workload through the site (pages,
// list calls, project calls, inquiries), then two faults on the API: SIGTERM during load and SIGKILL
// during inquiry load followed by a restart. Ports 3811 (site), 4811 (API), 4812 (rates stand-in).
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
import { rssMb, runAtRate, send, summarize } from './lib/load.mjs';
import { faultPhases } from './lib/soak-faults.mjs';
import { inquiryTo, workload } from './lib/soak-workload.mjs';

const WEB_PORT = 3811;
const API_PORT = 4811;
const RATES_PORT = 4812;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const FRACTION = Number(process.env.SOAK_FRACTION ?? 0.7);
const PROBE_SECONDS = Number(process.env.SOAK_PROBE_SECONDS ?? 15);
const PROBE_STEPS = [2, 5, 10, 20, 30, 45, 60, 80, 100, 130, 160, 200, 250, 300, 400, 500];
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
  const unitIds = (await (await fetch(`${apiUrl}/api/home-products/?page_size=100`)).json()).results.map((u) => u.id);
  const next = workload({ site, unitIds });
  // Warm-up: every page and call once, so the first measured requests do not pay for compiling and caching.
  for (let i = 0; i < 60; i++) record({ kind: next(i).kind, ...(await send(agent, next(i))) });

  let rate = Number(process.env.SOAK_RATE) || 0;
  if (!rate) {
    console.log(`probing capacity: steps of ${PROBE_SECONDS} s; a step passes with no error and p99 under 1 s`);
    const rows = [];
    let capacity = 0;
    for (const step of PROBE_STEPS) {
      const results = await runAtRate({ rate: step, seconds: PROBE_SECONDS, next, agent, onResult: record }).done;
      const s = summarize(results, PROBE_SECONDS);
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
  const memory = [{ at: 'before load', 'API RSS MB': await rssMb(api.pid) }];
  const started = performance.now();
  const run = runAtRate({ rate, seconds: SECONDS, next, agent, onResult: record });
  const warmup = Math.min(15, SECONDS / 4);
  const sampler = setInterval(
    async () => {
      const at = `${Math.round((performance.now() - started) / 1000)} s`;
      memory.push({ at, 'API RSS MB': await rssMb(api.pid) });
    },
    Math.max(5, Math.round(SECONDS / 10)) * 1000,
  );
  await new Promise((r) => setTimeout(r, warmup * 1000));
  const startRss = await rssMb(api.pid);
  const results = await run.done;
  clearInterval(sampler);
  const endRss = await rssMb(api.pid);
  memory.push({ at: 'end', 'API RSS MB': endRss });
  const byKind = {};
  for (const r of results) (byKind[r.kind] ??= []).push(r);
  console.table(
    Object.fromEntries(
      [['all', results], ...Object.entries(byKind)].map(([kind, rs]) => {
        const s = summarize(rs, SECONDS);
        return [kind, { ...s, sampleErrors: s.sampleErrors.join('; ') }];
      }),
    ),
  );
  console.table(memory);
  const all = summarize(results, SECONDS);
  const growth = ((endRss - startRss) / startRss) * 100;
  console.log(
    `soak: ${all.requests} requests at ${all['req/s']} req/s, errors ${all.errors} (${all['error %']}%), ` +
      `p95 ${all['p95 ms']} ms, p99 ${all['p99 ms']} ms (target < 300), API RSS ${startRss} MB after ${warmup} s -> ` +
      `${endRss} MB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%, target < 20%)`,
  );

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

// npm run bench:load: autocannon against the production site's web port (pages and the API list call
// through the site's proxy) at 10 and 50 connections, next to Next.js serving a static file from
// public/ in the same run: the ceiling of this stack on this machine.
//
// Starts its own API (fresh embedded database) and site unless BENCH_BASE_URL points at a running site.
// BENCH_DURATION (seconds, default 10), BENCH_CONNECTIONS (default 10,50), BENCH_WEB_PORT (3703),
// BENCH_API_PORT (4703), BENCH_PATHS (comma-separated, replaces the default pages).
import { get } from 'node:http';
import autocannon from 'autocannon';
import { machineLoad, startStack, warmUp } from './lib/stack.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connectionSets = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3703);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4703);
const STATIC = { name: 'static file (public/icon.png)', path: '/icon.png' };
const PAGES = process.env.BENCH_PATHS
  ? process.env.BENCH_PATHS.split(',').map((path) => ({ name: path.trim(), path: path.trim() }))
  : [
      { name: 'home', path: '/' },
      { name: 'properties page 2', path: '/properties?page=2' },
      { name: 'compound', path: '/compounds/hurghada-avenue' },
      { name: 'API list via site', path: '/api/home-products/?page=1&page_size=12' },
    ];
/** The issue's targets at 10 connections. */
const TARGET_SHARE = 0.35;
const TARGET_P99_MS = 150;

// What a browser sends: pages are compressed for it, as they would be for a visitor.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/json;q=0.9,*/*;q=0.8' };

function cannon(url, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: HEADERS }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** Status, encoding and size on the wire of one answer (node:http does not decompress). */
function bytesOf(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: HEADERS }, (res) => {
      let size = 0;
      res.on('data', (chunk) => (size += chunk.length));
      res.on('end', () =>
        resolve(`${res.statusCode} ${res.headers['content-encoding'] ?? 'identity'} ${(size / 1024).toFixed(1)} KB`),
      );
    }).on('error', reject);
  });
}

/**
 * Waits until the site answers the static file quickly again: a page run can leave rendering work
 * queued after autocannon gives up on its requests, which would be billed to the next target.
 */
async function settle(baseUrl) {
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (Date.now() < deadline && quick < 3) {
    const start = performance.now();
    await fetch(`${baseUrl}${STATIC.path}`).then((r) => r.arrayBuffer());
    quick = performance.now() - start < 50 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const loadBefore = machineLoad();
console.log(`machine: ${loadBefore}`);
const stack = process.env.BENCH_BASE_URL
  ? { baseUrl: process.env.BENCH_BASE_URL.replace(/\/+$/, ''), stop: async () => {} }
  : await startStack({ apiPort, webPort, name: 'bench-load' });
try {
  const targets = [STATIC, ...PAGES];
  await warmUp(
    stack.baseUrl,
    targets.map((t) => t.path),
    5,
  );
  console.log(`${stack.baseUrl}, ${duration} s per run, connections ${connectionSets.join(' and ')}`);
  for (const t of targets) console.log(`  ${t.path}: ${await bytesOf(`${stack.baseUrl}${t.path}`)}`);

  const rows = [];
  const verdicts = [];
  for (const connections of connectionSets) {
    const results = [];
    for (const t of targets) {
      await settle(stack.baseUrl);
      const r = await cannon(`${stack.baseUrl}${t.path}`, connections);
      results.push({ t, r });
    }
    const ceiling = results[0].r.requests.average;
    for (const { t, r } of results) {
      const share = r.requests.average / ceiling;
      const errors = r.errors + r.non2xx; // autocannon counts timeouts among errors
      rows.push({
        connections,
        target: t.name,
        path: t.path,
        'req/s': Math.round(r.requests.average),
        'p50 ms': r.latency.p50,
        'p99 ms': r.latency.p99,
        errors,
        'of which timeouts': r.timeouts,
        '% of static': t === STATIC ? '100%' : `${(share * 100).toFixed(1)}%`,
      });
      if (connections === 10 && t !== STATIC) {
        const misses = [];
        if (share < TARGET_SHARE) misses.push(`${(share * 100).toFixed(1)}% < 35% of static`);
        if (r.latency.p99 >= TARGET_P99_MS) misses.push(`p99 ${r.latency.p99} ms >= 150 ms`);
        if (errors > 0) misses.push(`${errors} errors`);
        verdicts.push(`  ${t.name}: ${misses.length ? `MISS ${misses.join(', ')}` : 'meets'}`);
      }
      if (connections !== 10 && errors > 0 && t !== STATIC)
        verdicts.push(`  ${t.name} at ${connections}: ${errors} errors`);
    }
  }
  console.log(`\n=== autocannon (${new Date().toISOString()})`);
  console.table(rows);
  console.log('Targets at 10 connections: at least 35% of the static file rate, p99 under 150 ms, no errors');
  console.log(verdicts.join('\n'));
} finally {
  await stack.stop();
  console.log(`\nmachine before: ${loadBefore}\nmachine after:  ${machineLoad()}`);
}

// npm run bench:api: autocannon against the API's list call (page 1, 12 units), 50 connections, 10 s,
// and in the same run a bare node:http server answering the same bytes: the ceiling on this machine.
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { API_ENTRY, buildIfStale, startNode, stopChild, waitForHttp } from './lib/processes.mjs';

const PATH = '/api/home-products/?page=1&page_size=12';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const apiPort = 4301;
const barePort = 4302;
const uncachedPort = 4303;

function cannon(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

function summary(name, r) {
  return {
    name,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    errors: r.errors + r.non2xx,
    requests: r.requests.total,
  };
}

await buildIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const api = startNode('api', [API_ENTRY], {
  env: { API_HOST: '127.0.0.1', API_PORT: String(apiPort), DATA_DIR: dataDir, DATABASE_URL: '' },
  quiet: true,
});
// The same API with its answer cache off: every call goes to the database.
const uncached = startNode('api-nocache', [API_ENTRY], {
  env: {
    API_HOST: '127.0.0.1',
    API_PORT: String(uncachedPort),
    DATA_DIR: `${dataDir}-nocache`,
    DATABASE_URL: '',
    CACHE_TTL_SECONDS: '0',
    // What the database path can serve, not when load shedding (under-pressure) starts answering 503.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  },
  quiet: true,
});
let bare;
try {
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health/`, { child: api });
  await waitForHttp(`http://127.0.0.1:${uncachedPort}/api/health/`, { child: uncached });
  // The answer the bare server repeats. Right after start-up the API may still shed load (503, a short
  // JSON error), which would make the ceiling a much smaller answer: wait for the real one.
  let sample = await fetch(`http://127.0.0.1:${apiPort}${PATH}`);
  for (let tries = 0; sample.status !== 200 && tries < 60; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    sample = await fetch(`http://127.0.0.1:${apiPort}${PATH}`);
  }
  if (sample.status !== 200) throw new Error(`${PATH} answered ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());
  bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  }).listen(barePort, '127.0.0.1');

  console.log(`GET ${PATH} (${body.length} bytes), ${connections} connections, ${duration} s each`);
  await cannon(`http://127.0.0.1:${apiPort}${PATH}`).catch(() => null); // warm-up is the first run's job
  const rows = [];
  rows.push(summary('bare node:http (same bytes)', await cannon(`http://127.0.0.1:${barePort}${PATH}`)));
  rows.push(summary('API (Fastify + PGlite)', await cannon(`http://127.0.0.1:${apiPort}${PATH}`)));
  rows.push(
    summary('API, answer cache off (PGlite every call)', await cannon(`http://127.0.0.1:${uncachedPort}${PATH}`)),
  );
  console.table(rows);
  const [base, ours] = rows;
  const ratio = ours['req/s'] / base['req/s'];
  console.log(
    `API at ${(ratio * 100).toFixed(1)}% of the bare server (target >= 40%), p99 ${ours['p99 ms']} ms (target < 50 ms), errors ${ours.errors}`,
  );
} finally {
  bare?.close();
  await Promise.all([stopChild(api), stopChild(uncached)]);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-nocache`, { recursive: true, force: true });
}

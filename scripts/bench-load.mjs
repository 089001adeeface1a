// npm run bench:load: autocannon on the public pages of the production site, asking for a compressed
// answer as a browser does (`gzip, deflate, br`: the site answers with brotli), each page with a currency other than USD, in two sections measured in the same run:
//   (a) the site alone (`next start`), next to the site serving a static file (public/icon.png):
//       each page's req/s as a share of the file's; targets at 10 connections: >= 20 %, p99 < 100 ms,
//       no errors (non-2xx answers, errors, timeouts);
//   (b) the site behind the deployment's nginx (deploy/nginx.conf with its micro-cache, run by the
//       machine's nginx through scripts/lib/nginx.mjs, without the per-visitor limits that one client
//       sending thousands of requests a second meets), next to nginx serving the same static file;
//       target at 10 connections: >= 50 %, no errors.
// Pages: `/`, `/ar/properties?page=2`, `/de/compounds/hurghada-avenue`, an available unit's page and
// `/story`, with the `currency` cookie EUR, SAR or KWD in turn and, under /ar and /de, the `lang` cookie
// of that language (a returning visitor's).
//
// Starts its own API (fresh embedded database) and site unless BENCH_BASE_URL points at a running site.
// BENCH_DESIGN=old measures the design with the language in a cookie: the same pages at their plain
//   addresses (/ar/properties?page=2 becomes /properties?page=2 with lang=ar), for the "before" figures.
// BENCH_JSON=<file> (or --json <file>) writes the figures; BENCH_BEFORE=<file> prints those of an
//   earlier run's file next to this run's.
// BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS (comma-separated, default 10),
// BENCH_WEB_PORT (3703), BENCH_API_PORT (4703), BENCH_NGINX_PORT (8703), BENCH_NGINX=off (section (a)
// only), NGINX_BIN (the nginx binary), BENCH_PATHS (comma-separated, replaces the default pages; {unit}
// stands for an available unit's id), BENCH_CLIENT (auto, autocannon or wrk; see below).
//
// The client: section (a) uses autocannon. Section (b) uses Debian's wrk (a C client; apt-get install -y
// wrk) when it is installed, autocannon otherwise (BENCH_CLIENT=auto, the default): on two cores
// autocannon, JavaScript, saturates its core while nginx uses a quarter of one, so its rate falls with
// the size of the answer and its (b) shares measure the client's cost per byte rather than nginx's
// work. BENCH_CLIENT=autocannon or =wrk uses that client for both sections.
import { execFile, spawnSync } from 'node:child_process';
import { get } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { findNginx, nginxVersion, startNginx } from './lib/nginx.mjs';
import { machineLoad, startStack } from './lib/stack.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connectionSets = (process.env.BENCH_CONNECTIONS ?? '10').split(',').map(Number);
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3703);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4703);
const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? 8703);
const withNginx = process.env.BENCH_NGINX !== 'off';
const design = process.env.BENCH_DESIGN ?? 'new';
const jsonArg = process.argv.indexOf('--json');
const jsonOut = jsonArg > 0 ? process.argv[jsonArg + 1] : process.env.BENCH_JSON;
const beforeFile = process.env.BENCH_BEFORE;
const clientChoice = process.env.BENCH_CLIENT ?? 'auto';
const hasWrk = !spawnSync('wrk', ['-v']).error;

if (!['auto', 'autocannon', 'wrk'].includes(clientChoice))
  throw new Error(`BENCH_CLIENT must be auto, autocannon or wrk, not ${clientChoice}`);
if (clientChoice === 'wrk' && !hasWrk)
  throw new Error('BENCH_CLIENT=wrk: wrk is not installed (apt-get install -y wrk)');
/** The client measuring a section: 'site' (a) or 'nginx' (b). */
const clientOf = (section) =>
  clientChoice !== 'auto' ? clientChoice : section === 'nginx' && hasWrk ? 'wrk' : 'autocannon';
const clients = { site: clientOf('site'), nginx: clientOf('nginx') };
if (!['new', 'old'].includes(design)) throw new Error(`BENCH_DESIGN must be new or old, not ${design}`);
if (jsonArg > 0 && !jsonOut) throw new Error('--json needs a file name');
for (const c of connectionSets) if (!Number.isInteger(c) || c < 1) throw new Error(`bad BENCH_CONNECTIONS ${c}`);
if (withNginx) findNginx(); // before the slow start of the stack: a clear message when nginx is missing

/** Cookie names: PREFERENCE_COOKIES in packages/shared/src/preferences.ts. */
const COOKIE = { lang: 'lang', currency: 'currency' };
/** Currencies other than USD, one page after another. */
const CURRENCIES = ['EUR', 'SAR', 'KWD'];
/** The issue's targets at 10 connections. */
const TARGET = { site: { share: 0.2, p99: 100 }, nginx: { share: 0.5, p99: null } };

const STATIC = { name: 'static file', path: '/icon.png', cookie: '' };
const DEFAULT_PAGES = [
  ['home', '/'],
  ['properties page 2 (ar)', '/ar/properties?page=2'],
  ['compound (de)', '/de/compounds/hurghada-avenue'],
  ['unit', '/property/{unit}'],
  ['story', '/story'],
];
const pageList = process.env.BENCH_PATHS
  ? process.env.BENCH_PATHS.split(',').map((p) => [p.trim(), p.trim()])
  : DEFAULT_PAGES;

/**
 * A page as this run asks for it: under the new design the language is in the path; under the old
 * one the same page is at the plain address with the language in its cookie.
 */
function pageOf([name, path], index, unitId) {
  const [, lang, rest] = /^\/(ar|de)(\/.*|$)/.exec(path) ?? [null, null, path];
  const address = (design === 'old' ? rest || '/' : path).replace('{unit}', String(unitId));
  const cookies = [`${COOKIE.currency}=${CURRENCIES[index % CURRENCIES.length]}`];
  if (lang) cookies.unshift(`${COOKIE.lang}=${lang}`);
  return { name, path: address, cookie: cookies.join('; ') };
}

// What a browser sends: pages are compressed for it, as they would be for a visitor.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/json;q=0.9,*/*;q=0.8' };
const headersOf = (target) => (target.cookie ? { ...HEADERS, cookie: target.cookie } : HEADERS);

/** wrk's duration text (`1.23ms`, `850.00us`, `1.02s`) in milliseconds. */
function wrkMs(text) {
  const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(text) ?? [null, 'NaN', 'ms'];
  return Math.round(Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit] * 100) / 100;
}

/** One wrk run (one thread: the other core serves), read into autocannon's result shape. */
function wrk(url, target, connections) {
  const headers = Object.entries(headersOf(target)).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', ...headers, url];
  return new Promise((resolve, reject) => {
    execFile('wrk', args, { encoding: 'utf8' }, (err, out) => {
      if (err) return reject(new Error(`wrk failed (apt-get install -y wrk): ${err.message}`));
      const pick = (re) => re.exec(out)?.[1];
      const socketErrors = pick(/Socket errors: (.*)/)
        ?.split(',')
        .reduce((sum, part) => sum + Number(/\d+/.exec(part)?.[0] ?? 0), 0);
      const timeouts = Number(/timeout (\d+)/.exec(out)?.[1] ?? 0);
      resolve({
        requests: { average: Number(pick(/Requests\/sec:\s+([\d.]+)/)) },
        latency: { p50: wrkMs(pick(/^\s+50%\s+(\S+)/m)), p99: wrkMs(pick(/^\s+99%\s+(\S+)/m)) },
        errors: socketErrors ?? 0, // connect, read, write and timeout errors, as autocannon counts them
        non2xx: Number(pick(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
        timeouts,
      });
    });
  });
}

function cannon(url, target, connections, client) {
  if (client === 'wrk') return wrk(url, target, connections);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: headersOf(target) }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** Status, encoding, size on the wire (node:http does not decompress) and nginx's cache status of one answer. */
function answerOf(baseUrl, target) {
  return new Promise((resolve, reject) => {
    get(`${baseUrl}${target.path}`, { headers: headersOf(target) }, (res) => {
      let size = 0;
      res.on('data', (chunk) => (size += chunk.length));
      res.on('end', () => {
        const cache = res.headers['x-cache-status'] ? `, cache ${res.headers['x-cache-status']}` : '';
        resolve(
          `${res.statusCode} ${res.headers['content-encoding'] ?? 'identity'} ${(size / 1024).toFixed(1)} KB${cache}`,
        );
      });
    }).on('error', reject);
  });
}

/** Asks for each target a few times (compiled routes, warm caches); a page that is not 200 stops the run. */
async function warmUp(baseUrl, targets, times = 5) {
  for (const t of targets) {
    for (let i = 0; i < times; i++) {
      const response = await fetch(`${baseUrl}${t.path}`, { headers: headersOf(t), redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) {
        const hint = design === 'new' ? ' (a site with the language in a cookie: BENCH_DESIGN=old)' : '';
        throw new Error(`warm-up: ${t.path} answered ${response.status}${hint}`);
      }
    }
  }
}

/**
 * The site brings each page's kept brotli bytes to quality 11 after their first answer, in the
 * background (decision 0039): waits until every target answers with the same size twice, so that the
 * sizes printed are the ones measured.
 */
async function waitForKeptBytes(baseUrl, targets) {
  for (const t of targets) {
    let last = '';
    for (let i = 0; i < 20; i++) {
      const now = await answerOf(baseUrl, t);
      if (now === last) break;
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

/**
 * Waits until the site answers the static file quickly again: a page run can leave rendering work
 * queued after autocannon gives up on its requests, which would be billed to the next target.
 */
async function settle(siteUrl) {
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (Date.now() < deadline && quick < 3) {
    const start = performance.now();
    await fetch(`${siteUrl}${STATIC.path}`).then((r) => r.arrayBuffer());
    quick = performance.now() - start < 50 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** One section: the static file, then each page, at each connection count; one result per run. */
async function measure(section, baseUrl, siteUrl, pages) {
  const results = [];
  for (const connections of connectionSets) {
    let ceiling = 0;
    for (const t of [STATIC, ...pages]) {
      await settle(siteUrl);
      const r = await cannon(`${baseUrl}${t.path}`, t, connections, clients[section]);
      if (t === STATIC) ceiling = r.requests.average;
      results.push({
        section,
        connections,
        name: t.name,
        path: t.path,
        cookie: t.cookie,
        rps: Math.round(r.requests.average),
        share: ceiling ? r.requests.average / ceiling : 0,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx, // autocannon counts timeouts among errors
        timeouts: r.timeouts,
      });
    }
  }
  return results;
}

/** PASS or MISS with the reasons, at 10 connections; at other counts only errors count. */
function verdict(result) {
  if (result.name === STATIC.name) return '';
  const target = TARGET[result.section];
  const misses = [];
  if (result.connections === 10) {
    if (result.share < target.share) misses.push(`share < ${target.share * 100}%`);
    if (target.p99 !== null && result.p99 >= target.p99) misses.push(`p99 >= ${target.p99} ms`);
  }
  if (result.errors > 0) misses.push('errors');
  return misses.length ? `MISS (${misses.join(', ')})` : 'PASS';
}

const pct = (share) => `${(share * 100).toFixed(1)}%`;

function printSection(section, title, results, before) {
  const rows = results
    .filter((r) => r.section === section)
    .map((r) => {
      const row = {
        conn: r.connections,
        page: r.name,
        request: `${r.path}${r.cookie ? ` [${r.cookie}]` : ''}`,
        'req/s': r.rps,
        share: r.name === STATIC.name ? '100%' : pct(r.share),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.timeouts ? `${r.errors} (${r.timeouts} timeouts)` : r.errors,
        verdict: verdict(r),
      };
      if (!before) return row;
      const b = before.results.find(
        (x) => x.section === r.section && x.connections === r.connections && x.name === r.name,
      );
      return {
        ...row,
        'before req/s': b?.rps ?? '-',
        'before share': b ? (b.name === STATIC.name ? '100%' : pct(b.share)) : '-',
        'before p99': b?.p99 ?? '-',
        'before errors': b?.errors ?? '-',
      };
    });
  if (rows.length === 0) return;
  console.log(`\n${title}`);
  console.table(rows);
}

const before = beforeFile ? JSON.parse(readFileSync(beforeFile, 'utf8')) : null;
const loadBefore = machineLoad();
console.log(`machine: ${loadBefore}`);
console.log(`design: ${design}${withNginx ? `; ${nginxVersion()}` : ''}`);
const stack = process.env.BENCH_BASE_URL
  ? { baseUrl: process.env.BENCH_BASE_URL.replace(/\/+$/, ''), stop: async () => {} }
  : await startStack({ apiPort, webPort, name: 'bench-load' });
let edge;
try {
  const list = await fetch(`${stack.baseUrl}/api/home-products/?page_size=1&status=available&private=false`).then((r) =>
    r.json(),
  );
  const unitId = list.results?.[0]?.id;
  if (pageList.some(([, path]) => path.includes('{unit}')) && !unitId)
    throw new Error('the API has no available unit to measure');
  const pages = pageList.map((page, i) => pageOf(page, i, unitId));
  await warmUp(stack.baseUrl, [STATIC, ...pages]);
  await waitForKeptBytes(stack.baseUrl, pages);

  console.log(`${duration} s per run, connections ${connectionSets.join(' and ')}`);
  console.log(`\n(a) the site alone, ${stack.baseUrl}:`);
  for (const t of [STATIC, ...pages]) console.log(`  ${t.path} ${t.cookie}: ${await answerOf(stack.baseUrl, t)}`);
  const results = await measure('site', stack.baseUrl, stack.baseUrl, pages);

  if (withNginx) {
    const web = new URL(stack.baseUrl).host;
    // The API's balancer in the file is not used here (the site calls its API directly).
    const api = new URL(stack.apiUrl ?? stack.baseUrl).host;
    // One address, thousands of requests a second on 10 connections: without the per-visitor limits.
    edge = await startNginx({ port: nginxPort, upstreams: { web, api }, oneClient: true });
    await warmUp(edge.url, [STATIC, ...pages], 2);
    console.log(
      `\n(b) behind the deployment's nginx (deploy/nginx.conf without limit_req, keepalive_requests unbounded), ${edge.url}:`,
    );
    for (const t of [STATIC, ...pages]) console.log(`  ${t.path} ${t.cookie}: ${await answerOf(edge.url, t)}`);
    results.push(...(await measure('nginx', edge.url, stack.baseUrl, pages)));
  }

  const clientText = withNginx ? `(a) ${clients.site}, (b) ${clients.nginx}` : clients.site;
  console.log(`\n=== ${clientText} (${new Date().toISOString()}, design ${design}, ${duration} s per run)`);
  if (withNginx && clients.nginx === 'autocannon' && clientChoice === 'auto')
    console.log('(b) measured with autocannon: install wrk (apt-get install -y wrk) to measure nginx, not the client');
  if (before) console.log(`before: ${beforeFile} (${before.date}, design ${before.design}; ${before.machine})`);
  printSection('site', '(a) the site alone; share = of the site serving the static file', results, before);
  printSection('nginx', '(b) behind nginx; share = of nginx serving the static file', results, before);
  console.log(
    'Targets at 10 connections: (a) at least 20% of the static file, p99 under 100 ms, no errors; ' +
      '(b) at least 50% of the static file through nginx, no errors',
  );
  if (jsonOut) {
    const record = { date: new Date().toISOString(), client: clients, design, duration, machine: loadBefore, results };
    writeFileSync(jsonOut, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`figures written to ${jsonOut}`);
  }
} finally {
  await edge?.stop();
  await stack.stop();
  console.log(`\nmachine before: ${loadBefore}\nmachine after:  ${machineLoad()}`);
}

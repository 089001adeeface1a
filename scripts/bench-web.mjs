// npm run bench:web: Lighthouse (mobile default and desktop preset) several times on each key route of
// the production site, printing the medians next to the issue's targets, plus each route's first-load
// JavaScript (gzip, summed over the scripts the page loads) and HTML size.
//
// BENCH_RUNS (default 3), BENCH_PRESETS (mobile,desktop), BENCH_ROUTES (comma-separated paths; {unit}
// stands for an available unit's id), BENCH_WEB_PORT (3701), BENCH_API_PORT (4701).
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from './lib/chromium.mjs';
import { machineLoad, median, startStack, warmUp } from './lib/stack.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const presets = (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',').map((p) => p.trim());
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3701);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4701);
const DEFAULT_ROUTES = [
  '/',
  '/properties',
  '/private-units-resale',
  '/compounds/hurghada-avenue',
  '/property/{unit}',
  '/story',
];
const routeTemplates = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',').map((r) => r.trim())
  : DEFAULT_ROUTES;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The issue's targets: scores 0-100, metrics in ms, JS in gzip bytes. */
const TARGETS = {
  performance: { mobile: (route) => (route === '/' || route === '/story' ? 95 : 90), desktop: () => 98 },
  accessibility: 100,
  'best-practices': 96,
  seo: 100,
  cls: 0.02,
  firstLoadJs: 170 * 1024,
};

if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_RUNS must be a whole number of at least 1');
for (const p of presets) if (!['mobile', 'desktop'].includes(p)) throw new Error(`unknown preset ${p}`);

const chromePath = findChromium();
const reportDir = join(tmpdir(), `bench-web-${new Date().toISOString().replace(/[:.]/g, '-')}`);
mkdirSync(reportDir, { recursive: true });
const loadBefore = machineLoad();
console.log(`machine: ${loadBefore}`);

const stack = await startStack({ apiPort, webPort, name: 'bench-web' });
try {
  const unit = await fetch(`${stack.apiUrl}/api/home-products/?page_size=1&status=available&private=false`).then((r) =>
    r.json(),
  );
  const unitId = unit.results[0]?.id;
  if (!unitId) throw new Error('the API has no available unit to measure');
  const routes = routeTemplates.map((r) => r.replace('{unit}', String(unitId)));
  await warmUp(stack.baseUrl, routes);
  console.log(`routes: ${routes.join(', ')}; ${runs} run(s) per route and preset (${presets.join(', ')})`);
  console.log(`Lighthouse reports (JSON): ${reportDir}\n`);

  /** results[preset][route] = array of lhr */
  const results = {};
  for (const preset of presets) {
    results[preset] = {};
    for (const route of routes) {
      results[preset][route] = [];
      for (let run = 1; run <= runs; run++) {
        const lhr = await runLighthouse(`${stack.baseUrl}${route}`, preset);
        results[preset][route].push(lhr);
        const slug = route.replace(/[^a-z0-9]+/gi, '_') || 'home';
        writeFileSync(join(reportDir, `${preset}${slug}-${run}.json`), JSON.stringify(lhr));
        const s = scoresOf(lhr);
        console.log(
          `  ${preset} ${route} run ${run}: perf ${s.performance} a11y ${s.accessibility} bp ${s['best-practices']} seo ${s.seo} ` +
            `LCP ${fmtMs(s.lcp)} TBT ${fmtMs(s.tbt)} CLS ${fmtCls(s.cls)} benchmarkIndex ${s.benchmarkIndex}`,
        );
      }
    }
  }

  const sizes = await pageSizes(stack.baseUrl, routes, results);
  console.log(`\n=== Lighthouse ${runs > 1 ? `medians of ${runs} runs` : 'single run'} (${new Date().toISOString()})`);
  for (const preset of presets) {
    const rows = routes.map((route) => {
      const all = results[preset][route].map(scoresOf);
      const m = Object.fromEntries(
        ['performance', 'accessibility', 'best-practices', 'seo', 'lcp', 'tbt', 'cls', 'benchmarkIndex'].map((k) => [
          k,
          median(all.map((s) => s[k])),
        ]),
      );
      const perfTarget = TARGETS.performance[preset](route);
      const misses = [];
      if (m.performance < perfTarget) misses.push(`perf<${perfTarget}`);
      if (preset === 'mobile') {
        if (m.accessibility < TARGETS.accessibility) misses.push('a11y<100');
        if (m['best-practices'] < TARGETS['best-practices']) misses.push('bp<96');
        if (m.seo < TARGETS.seo) misses.push('seo<100');
      }
      if (m.cls >= TARGETS.cls) misses.push('CLS>=0.02');
      return {
        route,
        perf: m.performance,
        'perf target': `≥${perfTarget}`,
        'a11y (100)': m.accessibility,
        'bp (≥96)': m['best-practices'],
        'seo (100)': m.seo,
        'LCP ms': Math.round(m.lcp),
        'TBT ms': Math.round(m.tbt),
        'CLS (<0.02)': fmtCls(m.cls),
        benchmarkIndex: Math.round(m.benchmarkIndex),
        verdict: misses.length ? `MISS ${misses.join(' ')}` : 'meets',
      };
    });
    console.log(
      `\n${preset}${preset === 'desktop' ? ' (desktop preset)' : ' (Lighthouse default: Moto G Power, slow 4G, 4x CPU)'}`,
    );
    console.table(rows);
  }

  console.log('\nFirst-load JavaScript (scripts the page loaded during the Lighthouse run) and HTML, per route');
  console.table(
    routes.map((route) => {
      const s = sizes[route];
      return {
        route,
        scripts: s.scriptCount,
        'JS raw KB': kb(s.jsRaw),
        'JS gzip KB (<170)': kb(s.jsGzip),
        'HTML raw KB': kb(s.htmlRaw),
        'HTML gzip KB': kb(s.htmlGzip),
        verdict: s.jsGzip < TARGETS.firstLoadJs ? 'meets' : 'MISS JS≥170 KB',
      };
    }),
  );

  console.log('\nAudits that did not pass (any run; accessibility, best practices, SEO; performance below 0.9):');
  let any = false;
  for (const preset of presets) {
    for (const route of routes) {
      const failed = failedAudits(results[preset][route]);
      if (failed.length) {
        any = true;
        console.log(`  ${preset} ${route}:`);
        for (const line of failed) console.log(`    - ${line}`);
      }
    }
  }
  if (!any) console.log('  none');
  console.log(`\nLCP elements (mobile, first run):`);
  for (const route of routes) {
    const lhr = results[presets[0]][route][0];
    const item = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    console.log(`  ${route}: ${item ? `${item.nodeLabel ?? ''} <${item.snippet?.slice(0, 110) ?? ''}>` : 'n/a'}`);
  }
} finally {
  await stack.stop();
  console.log(`\nmachine before: ${loadBefore}\nmachine after:  ${machineLoad()}`);
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, "Please run Lighthouse again"): it gets two more tries. */
async function runLighthouse(url, preset) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, preset);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  ${preset} ${url}: ${error.message}; running it again`);
    }
  }
}

async function runLighthouseOnce(url, preset) {
  const chrome = await launch({ chromePath, chromeFlags: [...CHROMIUM_FLAGS], logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function scoresOf(lhr) {
  const score = (c) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

function failedAudits(lhrs) {
  const lines = new Map();
  for (const lhr of lhrs) {
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        if (ref.weight === 0) continue;
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null) continue;
        const bad = category === 'performance' ? audit.score < 0.9 : audit.score < 1;
        if (!bad) continue;
        const value = audit.displayValue ? ` (${audit.displayValue})` : '';
        lines.set(`${category}/${ref.id}`, `${category}: ${audit.title}${value}`);
      }
    }
  }
  return [...lines.values()];
}

/** Sums the page's scripts as Lighthouse saw them load, gzip-compressed here, and measures the HTML. */
async function pageSizes(baseUrl, routes, results) {
  const gzipCache = new Map();
  const sizeOf = async (url) => {
    if (!gzipCache.has(url)) {
      const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
      gzipCache.set(url, { raw: body.length, gzip: gzipSync(body).length });
    }
    return gzipCache.get(url);
  };
  const out = {};
  for (const route of routes) {
    const lhr = Object.values(results)[0][route][0];
    const items = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = [...new Set(items.filter((i) => i.resourceType === 'Script').map((i) => i.url))];
    let jsRaw = 0;
    let jsGzip = 0;
    for (const url of scripts) {
      const s = await sizeOf(url);
      jsRaw += s.raw;
      jsGzip += s.gzip;
    }
    const html = Buffer.from(await (await fetch(`${baseUrl}${route}`)).arrayBuffer());
    out[route] = { scriptCount: scripts.length, jsRaw, jsGzip, htmlRaw: html.length, htmlGzip: gzipSync(html).length };
  }
  return out;
}

function kb(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}
function fmtMs(ms) {
  return ms == null ? 'n/a' : `${Math.round(ms)} ms`;
}
function fmtCls(cls) {
  return cls == null ? 'n/a' : cls.toFixed(3);
}

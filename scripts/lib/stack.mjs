// The API on a fresh embedded database plus the production site, for the benchmarks (bench:web, bench:load).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_ENTRY,
  NEXT_BIN,
  SITE_DATA_CACHE,
  WEB_DIR,
  buildIfStale,
  startNode,
  stopChild,
  waitForHttp,
} from './processes.mjs';
import { startRatesStandIn } from './rates-stand-in.mjs';

/**
 * Builds what is stale, starts the API (fresh PGlite data directory, seeded on start) and `next start`
 * on 127.0.0.1, and resolves once both answer. `stop()` stops both and removes the data directory.
 */
export async function startStack({ apiPort, webPort, name }) {
  await buildIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-data-`));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const baseUrl = `http://127.0.0.1:${webPort}`;
  let api;
  let web;
  // A stand-in for the exchange-rate service on a free port: a benchmark sends nothing off this machine.
  const rates = await startRatesStandIn();
  const stop = async () => {
    await Promise.all([stopChild(web), stopChild(api)]);
    await rates.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    api = startNode('api', [API_ENTRY], {
      env: {
        API_HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        EXCHANGE_RATES_URL: rates.url,
      },
    });
    await waitForHttp(`${apiUrl}/api/health/`, { child: api });
    rmSync(SITE_DATA_CACHE, { recursive: true, force: true });
    web = startNode('web', [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(webPort)], {
      cwd: WEB_DIR,
      env: { API_URL: apiUrl, SITE_URL: baseUrl },
    });
    await waitForHttp(`${baseUrl}/`, { child: web });
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, baseUrl, api, web, stop };
}

/** A line saying how busy the machine is: benchmark figures mean little without it. */
export function machineLoad() {
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(2));
  return `${cpus().length} CPU cores (${cpus()[0]?.model.trim() ?? 'unknown'}), load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min)`;
}

/**
 * Requests each path a few times so that the measured runs see compiled routes and warm caches: with
 * the Accept-Encoding a browser sends, so that a page's kept brotli bytes are there too.
 */
export async function warmUp(baseUrl, paths, times = 3) {
  for (const path of paths) {
    for (let i = 0; i < times; i++) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`warm-up: ${path} answered ${response.status}`);
    }
  }
}

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** What Chromium sends for an <img>: the image route answers AVIF to it, and keeps that encoding apart. */
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * Asks the image route, as a browser would, for every candidate of the pictures each page preloads (its
 * LCP picture), so that the measured runs see them resized and kept, as every visitor after the first
 * does. Without it the first run of each page waits for the resize (about 200 ms of sharp per AVIF).
 * Resolves with the number of pictures asked for.
 */
export async function warmPreloadedPictures(baseUrl, paths) {
  const urls = new Set();
  for (const path of paths) {
    const html = await fetch(`${baseUrl}${path}`).then((r) => r.text());
    for (const [link] of html.matchAll(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g)) {
      const srcSet = /imageSrcSet="([^"]*)"/i.exec(link)?.[1] ?? '';
      for (const candidate of srcSet.split(',')) {
        const url = candidate.trim().split(/\s+/)[0]?.replaceAll('&amp;', '&');
        if (url) urls.add(url);
      }
    }
  }
  for (const url of urls) {
    const response = await fetch(new URL(url, baseUrl), { headers: { accept: BROWSER_IMAGE_ACCEPT } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`warm-up: ${url} answered ${response.status}`);
  }
  return urls.size;
}

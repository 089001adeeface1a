// npm run test:e2e: builds if needed, starts the API on a fresh seeded data directory and the production
// site on 127.0.0.1, runs Playwright against them, and stops both. Extra arguments go to Playwright.
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import {
  API_ENTRY,
  NEXT_BIN,
  ROOT,
  WEB_DIR,
  buildIfStale,
  run,
  startNode,
  stopChild,
  waitForHttp,
} from './lib/processes.mjs';

const chromium = findChromium();
const apiPort = process.env.E2E_API_PORT ?? '4101';
const webPort = process.env.E2E_WEB_PORT ?? '3101';
const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
const apiUrl = `http://127.0.0.1:${apiPort}`;
const baseUrl = `http://127.0.0.1:${webPort}`;

/** Known rates from a stand-in for the exchange-rate service, so that tests can check every conversion. */
export const KNOWN_RATES = { USD: 1, EUR: 0.9, SAR: 3.8, KWD: 0.3 };
const ratesPort = process.env.E2E_RATES_PORT ?? '4102';
const ratesServer = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ result: 'success', base_code: 'USD', rates: { ...KNOWN_RATES, GBP: 0.8 } }));
}).listen(Number(ratesPort), '127.0.0.1');

await buildIfStale();
let api;
let web;
let code = 0;
try {
  api = startNode('api', [API_ENTRY], {
    env: {
      API_HOST: '127.0.0.1',
      API_PORT: apiPort,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      EXCHANGE_RATES_URL: `http://127.0.0.1:${ratesPort}/v6/latest/USD`,
      // Journeys test behaviour, not load shedding (the API suite does): a busy shared test machine
      // must not turn their calls into 503s.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  await waitForHttp(`${apiUrl}/api/health/`, { child: api });
  web = startNode('web', [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', webPort], {
    cwd: WEB_DIR,
    env: { API_URL: apiUrl },
  });
  await waitForHttp(`${baseUrl}/`, { child: web });
  await run(
    process.execPath,
    [
      join(ROOT, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      'apps/web/playwright.config.ts',
      ...process.argv.slice(2),
    ],
    {
      env: {
        E2E_BASE_URL: baseUrl,
        E2E_API_URL: apiUrl,
        E2E_KNOWN_RATES: JSON.stringify(KNOWN_RATES),
        CHROMIUM_PATH: chromium,
      },
    },
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await Promise.all([stopChild(web), stopChild(api)]);
  ratesServer.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);

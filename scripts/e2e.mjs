// npm run test:e2e: builds if needed, starts the API on a fresh seeded data directory and the production
// site on 127.0.0.1, runs Playwright against them, and stops both. Extra arguments go to Playwright.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminPasswordHash } from './lib/admin-hash.mjs';
import { findChromium } from './lib/chromium.mjs';
import { startMailSink } from './lib/mail-sink.mjs';
import {
  API_ENTRY,
  NEXT_BIN,
  ROOT,
  SITE_DATA_CACHE,
  WEB_DIR,
  buildIfStale,
  run,
  startNode,
  stopChild,
  waitForHttp,
} from './lib/processes.mjs';
import { startRatesStandIn } from './lib/rates-stand-in.mjs';

const chromium = findChromium();
// Every site this run starts (this one and the journeys' own, all from one build) keeps its rendered
// pages in its own memory: on disk they would pass from one site, with its API, to another.
process.env.SITE_PAGE_CACHE = 'memory';
const apiPort = process.env.E2E_API_PORT ?? '4101';
const webPort = process.env.E2E_WEB_PORT ?? '3101';
const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
const apiUrl = `http://127.0.0.1:${apiPort}`;
const baseUrl = `http://127.0.0.1:${webPort}`;

/**
 * The back office's credentials for this run: a fresh password, stored by the API only as a hash made by
 * `npm run admin:hash` (a smaller N than production, for speed).
 */
const adminEmail = 'team@redsearesale.test';
const adminPassword = randomBytes(12).toString('base64url');
/** The agency's WhatsApp number on the run's site: its pages link to it (catalogue-whatsapp.spec.ts). */
const AGENCY_WHATSAPP = '+20 100 555 0123';
const ADMIN_ENV = { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD_HASH: adminPasswordHash(adminPassword) };
/** The proxies the run's site and API believe (both read TRUSTED_PROXIES): see the API's environment below. */
const TRUSTED_PROXIES = '127.0.0.1,::1';

/**
 * The API tells the site when the catalogue changes (POST /revalidate with a secret of this run), as in
 * production: a change made in the back office is on the public pages at once, not after their cache time.
 */
const revalidateSecret = randomBytes(24).toString('hex');

/** The agency's e-mails of this run go to a local mail server; journeys read them at /mail/ of the stand-in below. */
const smtpPort = process.env.E2E_SMTP_PORT ?? '4103';
const LEADS_EMAIL = 'leads@redsearesale.test';
const mail = await startMailSink(smtpPort);

/**
 * Known rates from a stand-in for the exchange-rate service (STAND_IN_RATES, which the journeys import),
 * so that tests can check every conversion. It also serves the mail of this run at /mail/.
 */
const ratesPort = process.env.E2E_RATES_PORT ?? '4102';
const ratesServer = await startRatesStandIn({ port: Number(ratesPort), extra: { '/mail/': () => mail.received } });

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
      EXCHANGE_RATES_URL: ratesServer.url,
      // Inquiry limits stay at their defaults (5 a minute per client): every journey sends from a client
      // address of its own (X-Forwarded-For through the site, which the API trusts on 127.0.0.1).
      // Journeys check what visitors see, not load shedding (plugins/limits.test.ts does): a busy test
      // machine must not turn their calls into 503s.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_EMAIL,
      OUTBOX_INTERVAL_SECONDS: '1',
      // The alert runner runs every second (its least), so a journey's price drop is an alert e-mail in about
      // a second, not in the default 15 (alerts.spec.ts, catalogue-alerts.spec.ts).
      ALERTS_INTERVAL_SECONDS: '1',
      // The e-mails' links (confirm, manage, the List-Unsubscribe address) lead to this run's site, so that
      // journeys follow them as a visitor or a mail provider would.
      SITE_URL: baseUrl,
      SITE_REVALIDATE_URL: `${baseUrl}/revalidate`,
      REVALIDATE_SECRET: revalidateSecret,
      // Only this machine's main loopback addresses are proxies (the site, the journeys' own calls with an
      // X-Forwarded-For of their own): 127.0.0.2 is a visitor, as on another machine (client-address.spec.ts).
      TRUSTED_PROXIES,
      ...ADMIN_ENV,
    },
  });
  await waitForHttp(`${apiUrl}/api/health/`, { child: api });
  rmSync(SITE_DATA_CACHE, { recursive: true, force: true });
  web = startNode('web', [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', webPort], {
    cwd: WEB_DIR,
    // Canonical links, the sitemap and JSON-LD name this address, so the tests can follow them.
    env: { API_URL: apiUrl, SITE_URL: baseUrl, REVALIDATE_SECRET: revalidateSecret, AGENCY_WHATSAPP, TRUSTED_PROXIES },
  });
  await waitForHttp(`${baseUrl}/`, { child: web });
  await run(
    process.execPath,
    [
      join(ROOT, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      'apps/web/playwright.config.ts',
      // Named spec files run alone: without this the catalogue's would wait for every site journey first.
      ...(process.argv.slice(2).some((arg) => !arg.startsWith('-')) ? ['--no-deps'] : []),
      ...process.argv.slice(2),
    ],
    {
      env: {
        E2E_BASE_URL: baseUrl,
        E2E_API_URL: apiUrl,
        E2E_MAIL_URL: `http://127.0.0.1:${ratesPort}/mail/`,
        E2E_LEADS_EMAIL: LEADS_EMAIL,
        E2E_ADMIN_EMAIL: adminEmail,
        E2E_ADMIN_PASSWORD: adminPassword,
        E2E_ADMIN_PASSWORD_HASH: ADMIN_ENV.ADMIN_PASSWORD_HASH,
        CHROMIUM_PATH: chromium,
        E2E_AGENCY_WHATSAPP: AGENCY_WHATSAPP,
      },
    },
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await Promise.all([stopChild(web), stopChild(api)]);
  await ratesServer.close();
  await mail.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);

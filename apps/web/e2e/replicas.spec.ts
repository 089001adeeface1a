import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_SESSION_COOKIE, type UnitAdmin } from '@app/shared';
import type { APIRequestContext } from '@playwright/test';
import { parseSetCookie } from 'set-cookie-parser';
import { adminPasswordHash } from '../../../scripts/lib/admin-hash.mjs';
import { expect, test } from './fixtures';
import { apiProcess, startWeb } from './sites';

/**
 * Two site replicas sharing one page cache in Redis (CACHE_REDIS_URL, docs/deployment.md): the API
 * tells only one of them that the catalogue changed, and both show the change at once.
 * Ports of this journey (docs/configuration.md: ports used by the tests): API 4931, sites 3931 and 3932, Redis 6391.
 */
const API_PORT = 4931;
const WEB_PORTS = [3931, 3932] as const;
const REDIS_PORT = 6391;
const SECRET = randomBytes(16).toString('hex');
const ADMIN = { email: 'replicas@redsearesale.test', password: randomBytes(12).toString('base64url') };
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

async function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 200; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createConnection(REDIS_PORT, '127.0.0.1');
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error('redis-server did not start');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The back office's session cookie, signed in at the API directly. */
async function adminCookie(request: APIRequestContext, apiUrl: string): Promise<string> {
  const signIn = await request.post(`${apiUrl}/api/admin/session`, { data: ADMIN });
  expect(signIn.status(), 'back office sign-in').toBe(204);
  const setCookies = signIn
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  const value = parseSetCookie(setCookies, { map: true })[ADMIN_SESSION_COOKIE]?.value;
  expect(value, 'session cookie').toBeTruthy();
  return `${ADMIN_SESSION_COOKIE}=${value}`;
}

/** The unit page's HTML as a visitor's browser receives it, in English. */
async function unitPage(request: APIRequestContext, site: string, id: number): Promise<string> {
  const response = await request.get(`${site}/property/${id}`);
  expect(response.status()).toBe(200);
  return response.text();
}

test('a unit changed through the API shows on both site replicas within two seconds', async ({ request }) => {
  test.setTimeout(240_000);
  const redis = await startRedis();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-replicas-'));
  const [siteA, siteB] = WEB_PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string];
  const api = apiProcess(API_PORT, dataDir, {
    EXCHANGE_RATES_URL: 'http://127.0.0.1:4939/none', // nothing listens: the fallback rates
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD_HASH: adminPasswordHash(ADMIN.password),
    // One address for the whole site (in production, the load balancer's): here replica A only.
    SITE_REVALIDATE_URL: `${siteA}/revalidate`,
    REVALIDATE_SECRET: SECRET,
  });
  const webEnv = { CACHE_REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, REVALIDATE_SECRET: SECRET, LOG_LEVEL: 'info' };
  const webs = await Promise.allSettled(WEB_PORTS.map((port) => startWeb(port, api.url, webEnv)));
  try {
    await api.ready();
    const replicas = webs.map((web) => {
      if (web.status === 'rejected') throw web.reason;
      return web.value;
    });

    const list = await request.get(`${api.url}/api/home-products/?page=1&page_size=1`);
    const id = ((await list.json()) as { results: { id: number }[] }).results[0]!.id;
    const cookie = await adminCookie(request, api.url);
    const before = (await (
      await request.get(`${api.url}/api/admin/units/${id}/`, { headers: { cookie } })
    ).json()) as UnitAdmin;

    // Both replicas serve the page, from the shared cache after the first render.
    for (const site of [siteA, siteB]) {
      expect(await unitPage(request, site, id)).toContain(before.title.en);
      expect(await unitPage(request, site, id)).toContain(before.title.en);
    }

    const title = `${before.title.en} (replicas ${Date.now().toString(36)})`;
    const saved = await request.patch(`${api.url}/api/admin/units/${id}/`, {
      headers: { cookie },
      data: { version: before.version, title: { ...before.title, en: title } },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    // The API told replica A only; B had the old page in its cache until then, for the spec's 60 s.
    await Promise.all(
      [siteB, siteA].map((site) =>
        expect
          .poll(async () => (await unitPage(request, site, id)).includes(title), {
            message: `${site} shows the new title`,
            timeout: 2000,
            intervals: [100],
          })
          .toBe(true),
      ),
    );

    // Redis gone: the replicas render the page (no cache), and each says so once in its log.
    await stop(redis);
    for (const site of [siteA, siteB]) expect(await unitPage(request, site, id)).toContain(title);
    for (const web of replicas) {
      await web.logLine(
        (line) => line.msg === 'page cache unavailable: pages are rendered without it until it is back',
      );
      expect(web.logLines().filter((line) => line.level === 50)).toHaveLength(1);
    }
  } finally {
    await Promise.all([
      ...webs.map((web) => (web.status === 'fulfilled' ? web.value.stop() : undefined)),
      api.stop(),
      stop(redis),
    ]);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

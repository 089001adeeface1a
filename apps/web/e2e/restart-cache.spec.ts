import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_SESSION_COOKIE, type UnitAdmin } from '@app/shared';
import type { APIRequestContext } from '@playwright/test';
import { parseSetCookie } from 'set-cookie-parser';
import { adminPasswordHash } from '../../../scripts/lib/admin-hash.mjs';
import { expect, test } from './fixtures';
import { apiProcess, freePort, startWeb } from './sites';

/**
 * A site restarted with its pages on disk (SITE_PAGE_CACHE unset, as `npm start` runs; the run's other
 * sites keep theirs in memory and never read these) shows a change made before the restart: one told
 * to the process before it, and one made while no site ran (docs/decisions/0046). Without that, the
 * page kept on disk was served as fresh for up to the spec's 60 s (`x-nextjs-cache: HIT`).
 */
const SECRET = randomBytes(16).toString('hex');
const ADMIN = { email: 'restarts@redsearesale.test', password: randomBytes(12).toString('base64url') };
/** Pages keep an API answer this long unless told that the data changed. */
const CACHE_MS = 60_000;
/** Where the site on disk keeps the pages it rendered (removed afterwards: they belong to this journey's API). */
const KEPT_PAGES = fileURLToPath(new URL('../.next/server/route-cache', import.meta.url));

async function adminCookie(request: APIRequestContext, apiUrl: string): Promise<string> {
  const signIn = await request.post(`${apiUrl}/api/admin/session`, { data: ADMIN });
  expect(signIn.status(), 'back office sign-in').toBe(204);
  const setCookies = signIn
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  return `${ADMIN_SESSION_COOKIE}=${parseSetCookie(setCookies, { map: true })[ADMIN_SESSION_COOKIE]?.value}`;
}

test('a unit changed before a restart of the site shows after it, told or not', async ({ request }) => {
  test.setTimeout(300_000);
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const site = `http://127.0.0.1:${webPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-restarts-'));
  const api = apiProcess(apiPort, dataDir, {
    EXCHANGE_RATES_URL: `http://127.0.0.1:${await freePort()}/none`, // nothing listens: the fallback rates
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD_HASH: adminPasswordHash(ADMIN.password),
    SITE_REVALIDATE_URL: `${site}/revalidate`,
    REVALIDATE_SECRET: SECRET,
  });
  const webEnv = { SITE_PAGE_CACHE: '', REVALIDATE_SECRET: SECRET, LOG_LEVEL: 'info' };
  let web: Awaited<ReturnType<typeof startWeb>> | undefined;
  try {
    await api.ready();
    web = await startWeb(webPort, api.url, webEnv);
    const list = await request.get(`${api.url}/api/home-products/?page=1&page_size=1&status=available`);
    const id = ((await list.json()) as { results: { id: number }[] }).results[0]!.id;
    const cookie = await adminCookie(request, api.url);
    let unit = (await (
      await request.get(`${api.url}/api/admin/units/${id}/`, { headers: { cookie } })
    ).json()) as UnitAdmin;
    const change = async (status: 'sold' | 'available', label: string) => {
      const title = `${unit.title.en.replace(/ \(.*\)$/, '')} (${label})`;
      const saved = await request.patch(`${api.url}/api/admin/units/${id}/`, {
        headers: { cookie },
        data: { version: unit.version, status, title: { ...unit.title, en: title } },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      unit = (await saved.json()) as UnitAdmin;
      return title;
    };
    /** The unit page as a visitor gets it: its heading, the status in its facts, and whether it came from the cache. */
    const visit = async () => {
      const res = await request.get(`${site}/property/${id}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      return {
        title: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
        status: /Status<\/dt><dd[^>]*>([^<]*)<\/dd>/.exec(html)?.[1],
        cache: res.headers()['x-nextjs-cache'],
      };
    };
    const restart = async (between: () => Promise<void> = async () => {}) => {
      await web!.stop();
      web = undefined;
      await between();
      web = await startWeb(webPort, api.url, webEnv);
    };

    // The page is rendered once and then served from the disk cache.
    expect(await visit()).toMatchObject({ title: unit.title.en, status: 'Available' });
    expect((await visit()).cache).toBe('HIT');
    const keptAt = Date.now();

    // Changed while the site runs (the API tells it; nobody asks for the page), then the site restarts.
    const sold = await change('sold', `sold ${Date.now().toString(36)}`);
    await restart();
    expect(await visit(), 'the change told to the site before its restart').toMatchObject({
      title: sold,
      status: 'Sold',
    });
    expect(Date.now() - keptAt, 'the old page would still have been fresh').toBeLessThan(CACHE_MS);
    expect((await visit()).cache).toBe('HIT');
    const soldAt = Date.now();

    // Changed while no site runs (the API cannot tell it), then the site starts.
    let available = '';
    await restart(async () => {
      available = await change('available', `available ${Date.now().toString(36)}`);
    });
    expect(await visit(), 'the change made while no site ran').toMatchObject({ title: available, status: 'Available' });
    expect(Date.now() - soldAt, 'the old page would still have been fresh').toBeLessThan(CACHE_MS);
    await web.logLine((line) => String(line.msg).startsWith('read what changed in the catalogue'));
  } finally {
    await web?.stop();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(KEPT_PAGES, { recursive: true, force: true, maxRetries: 10, retryDelay: 20 });
  }
});

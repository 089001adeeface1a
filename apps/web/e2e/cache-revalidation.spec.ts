import { expect, test } from './fixtures';
import { startSite } from './sites';

/** Ports of this journey's own site (docs/configuration.md: ports used by the tests). */
const API_PORT = 4705;
const WEB_PORT = 3705;
const SECRET = 'e2e-revalidation-secret-0123';
/** Pages keep an API answer this long (the spec's stale time) unless told that the data changed. */
const CACHE_MS = 60_000;

test('a catalogue change reaches the pages at once instead of after the 60 s cache', async ({
  page,
  allowedErrors,
}) => {
  test.setTimeout(180_000);
  // While the API restarts, the links the open page prefetches have nothing to render from, and the
  // page's check for live rates (its own are the fallback) may meet the restart's 503.
  allowedErrors.push(/status of 500/, /status of 503/);
  // An empty catalogue to start with; no call leaves 127.0.0.1 (rates fall back).
  const site = await startSite(
    API_PORT,
    WEB_PORT,
    { SEED_ON_START: 'false', EXCHANGE_RATES_URL: 'http://127.0.0.1:4707/none' },
    { REVALIDATE_SECRET: SECRET },
  );
  // startSite empties the site's data cache; a search no other test asks for (random letter case, same
  // matches) keeps this run's other sites' answers out of it too.
  const search = [...'hurghada'].map((c) => (Math.random() < 0.5 ? c.toUpperCase() : c)).join('');
  const listing = `${site.url}/properties?search=${search}`;
  try {
    await page.goto(listing);
    const cachedAt = Date.now();
    await expect(page.getByText('No properties found matching your criteria.')).toBeVisible();

    // The catalogue changes: the API restarts, seeds the empty database and tells the site.
    await site.stopApi();
    await site.restartApi({
      SEED_ON_START: 'true',
      SITE_REVALIDATE_URL: `${site.url}/revalidate`,
      REVALIDATE_SECRET: SECRET,
    });
    const { count } = (await (await fetch(`${site.url}/api/home-products/?search=${search}`)).json()) as {
      count: number;
    };
    expect(count).toBeGreaterThan(12);

    await page.goto(listing);
    await expect(page.getByText(`showing 12 of ${count}`)).toBeVisible();
    // Only meaningful while the empty answer would still have been served from the cache.
    expect(Date.now() - cachedAt, 'the check ran within the cache time').toBeLessThan(CACHE_MS);
  } finally {
    await page.goto('about:blank');
    await site.close();
  }
});

test('the revalidation route takes only the shared secret and known cache tags', async ({ request }) => {
  const site = await startSite(
    4715,
    3715,
    { EXCHANGE_RATES_URL: 'http://127.0.0.1:4707/none' },
    { REVALIDATE_SECRET: SECRET },
  );
  try {
    const post = (headers: Record<string, string>, data: unknown = { tags: ['catalogue'] }) =>
      request.post(`${site.url}/revalidate`, { headers, data });
    const missing = await post({});
    expect(missing.status()).toBe(401);
    expect(await missing.json()).toMatchObject({ error: 'unauthorized' });
    expect((await post({ 'x-revalidate-secret': `${SECRET}x` })).status()).toBe(401);
    const accepted = await post(
      { 'x-revalidate-secret': SECRET },
      { tags: ['unit:7', 'compound:hurghada-avenue', 'units', 'unit:7'] },
    );
    expect(accepted.status()).toBe(200);
    expect(await accepted.json()).toEqual({ revalidated: ['unit:7', 'compound:hurghada-avenue', 'units'] });
    for (const bad of [{}, { tags: [] }, { tags: ['<script>'] }, 'not json']) {
      const refused = await post({ 'x-revalidate-secret': SECRET }, bad);
      expect(refused.status(), JSON.stringify(bad)).toBe(400);
      expect(await refused.json()).toMatchObject({ error: 'bad_request' });
    }
  } finally {
    await site.close();
  }
});

test('with the API stopped, cached pages keep answering with their last content; the browser-side listing shows its error', async ({
  page,
  allowedErrors,
}) => {
  test.setTimeout(180_000);
  allowedErrors.push(/Failed to load resource/, /status of 50\d/);
  const site = await startSite(
    4735,
    3735,
    { EXCHANGE_RATES_URL: 'http://127.0.0.1:4707/none' },
    { REVALIDATE_SECRET: SECRET },
  );
  try {
    const unit = (
      (await (await fetch(`${site.url}/api/home-products/?page=1&page_size=1&status=available`)).json()) as {
        results: { id: number; title: string }[];
      }
    ).results[0]!;
    const pages = ['/', '/ar/properties?page=2', '/de/compounds/hurghada-avenue', `/property/${unit.id}`, '/story'];
    // The listing the browser will open below, in its variant (no cookie: English, USD).
    expect((await fetch(`${site.url}/properties`)).status).toBe(200);
    const before = new Map<string, string>();
    for (const path of pages) {
      const res = await fetch(`${site.url}${path}`, { headers: { cookie: 'currency=EUR' } });
      expect(res.status, path).toBe(200);
      before.set(path, await res.text());
    }
    await site.stopApi();
    for (const path of pages) {
      const res = await fetch(`${site.url}${path}`, { headers: { cookie: 'currency=EUR' } });
      expect(res.status, `${path} with the API stopped`).toBe(200);
      const html = await res.text();
      // The same page: its title and its listing text are there as before.
      const title = /<title>([^<]+)<\/title>/.exec(before.get(path)!)![1]!;
      expect(html, path).toContain(`<title>${title}</title>`);
    }
    expect(await (await fetch(`${site.url}/property/${unit.id}`)).text()).toContain(unit.title);

    // The listing's next page is asked by the browser: it shows its error and Try Again.
    await page.goto(`${site.url}/properties`);
    const alert = page.getByRole('main').getByRole('alert');
    // Clicked until the page has hydrated (before, the cached HTML's buttons do nothing yet); not again
    // once the error is there, which replaces the pagination (on a busy machine it can come late).
    await expect(async () => {
      if (!(await alert.isVisible())) {
        await page.getByRole('button', { name: 'Page 2', exact: true }).click({ timeout: 5000 });
      }
      await expect(alert).toContainText('Failed to load units. Please try again later.', { timeout: 5000 });
    }).toPass({ timeout: 45_000 });
  } finally {
    await page.goto('about:blank');
    await site.close();
  }
});

import { expect, test } from './fixtures';
import { startSite } from './sites';

/** Ports of this journey's own site (README: ports used by the tests). */
const API_PORT = 4705;
const WEB_PORT = 3705;
const SECRET = 'e2e-revalidation-secret-0123';
/** Pages keep an API answer this long (the spec's stale time) unless told that the data changed. */
const CACHE_MS = 60_000;

test('a catalogue change reaches the pages at once instead of after the 60 s cache', async ({ page }) => {
  test.setTimeout(180_000);
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

test('the revalidation route takes only the shared secret', async ({ request }) => {
  const site = await startSite(
    4715,
    3715,
    { EXCHANGE_RATES_URL: 'http://127.0.0.1:4707/none' },
    { REVALIDATE_SECRET: SECRET },
  );
  try {
    const post = (headers: Record<string, string>) => request.post(`${site.url}/revalidate`, { headers });
    const missing = await post({});
    expect(missing.status()).toBe(401);
    expect(await missing.json()).toMatchObject({ error: 'unauthorized' });
    expect((await post({ 'x-revalidate-secret': `${SECRET}x` })).status()).toBe(401);
    const accepted = await post({ 'x-revalidate-secret': SECRET });
    expect(accepted.status()).toBe(200);
    expect(await accepted.json()).toEqual({ revalidated: ['catalogue'] });
  } finally {
    await site.close();
  }
});

import { type Server, createServer } from 'node:http';
import { expect, test } from './fixtures';
import { webProcess } from './sites';

// A site of its own whose API (a stand-in in this process) answers every call with a 500.
const API_PORT = 4725;
const WEB_PORT = 3725;

let api: Server;
let site: ReturnType<typeof webProcess>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  api = createServer((_req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'internal_error', message: 'Something went wrong on our side' }));
  });
  await new Promise<void>((resolve) => api.listen(API_PORT, '127.0.0.1', resolve));
  site = webProcess(`http://127.0.0.1:${API_PORT}`, WEB_PORT);
  await site.ready();
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => api?.close(resolve));
});

/** The browser reports the failed calls it makes itself (rates, through the site) as console errors. */
const FAILED_CALLS = [/Failed to load resource/, /status of 500/];

/** Resolves once a later request's line has arrived: lines of one process come out in order. */
async function settled(): Promise<void> {
  const later = await fetch(`${site.url}/sitemap.xml`);
  expect(later.status).toBe(503);
  await expect
    .poll(() => site.logLines().some((l) => (l.api as { path?: string } | undefined)?.path === '/api/sitemap/'))
    .toBe(true);
}

test('with the API failing, a page never rendered shows the error page, a filtered listing its alert, and each failed call is logged once', async ({
  page,
  allowedErrors,
}) => {
  allowedErrors.push(...FAILED_CALLS, /Minified React error #441/);
  const from = site.logLines().length;
  // The home page is rendered once and then served from the cache; with nothing cached yet and no
  // API, there is nothing to show but the error page (500: no search engine keeps it).
  const home = await page.goto(`${site.url}/`);
  expect(home?.status()).toBe(500);
  await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toHaveText('Something went wrong');

  // A listing with filters is rendered per request: the page answers with the listing's own error state.
  const listing = await page.goto(`${site.url}/properties?type=studio`);
  expect(listing?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for sale');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Failed to load units. Please try again later.',
  );

  await settled();
  const failed = site
    .logLines()
    .slice(from)
    .filter((l) => l.msg === 'API call failed')
    .map((l) => (l.api as { path: string }).path);
  // The home page's render (Next tries a page that failed once more) and the listing's, one line a call.
  expect(failed).toContain('/api/home-products/?page_size=6&status=available&sort=newest&lang=en');
  expect(failed.filter((p) => p === '/api/home-products/?page=1&type=studio&page_size=12&lang=en')).toHaveLength(1);
  const line = site.logLines().find((l) => (l.api as { path?: string } | undefined)?.path === '/api/rates/');
  expect(line).toMatchObject({
    level: 50,
    name: 'web',
    msg: 'API call failed',
    api: { method: 'GET', path: '/api/rates/', status: 500 },
    err: { type: 'ApiRequestError', message: 'API GET /api/rates/ answered 500' },
  });
});

test('with the API failing, a unit page shows the error page and the failed call is logged once, not again by Next.js', async ({
  page,
  allowedErrors,
}) => {
  // React in the browser reports that a server component failed (error #441: its message is withheld).
  allowedErrors.push(...FAILED_CALLS, /Minified React error #441/);
  const from = site.logLines().length;
  const response = await page.goto(`${site.url}/property/17`);
  // Nothing to show but the error page: 500, so that no search engine keeps it as the unit's page.
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

  // Each call the renders made is one line; Next's own error hook adds none for an API failure.
  await settled();
  const errors = site
    .logLines()
    .slice(from)
    .filter((l) => (l.level as number) >= 50 && (l.api as { path?: string } | undefined)?.path !== '/api/sitemap/');
  expect(errors.length).toBeGreaterThan(0);
  for (const line of errors) {
    expect(line).toMatchObject({ level: 50, msg: 'API call failed', api: { status: 500 } });
  }
  expect(errors.map((l) => (l.api as { path: string }).path)).toContain('/api/home-products/17/?lang=en');
});

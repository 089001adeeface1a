import { type Server, createServer } from 'node:http';
import { expect, test } from './fixtures';
import { type LogLine, webProcess } from './sites';

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

const failedCall = (reqId: string, path: string) => (l: LogLine) =>
  l.reqId === reqId && (l.api as { path?: string } | undefined)?.path === path;

/** Resolves once a later request's line has arrived: lines of one process come out in order. */
async function settled(): Promise<void> {
  const later = await fetch(`${site.url}/sitemap.xml`);
  expect(later.status).toBe(503);
  await expect
    .poll(() => site.logLines().some((l) => (l.api as { path?: string } | undefined)?.path === '/api/sitemap/'))
    .toBe(true);
}

/**
 * Every line written about request `reqId` (the site answered with it), once a later request's line
 * has arrived: lines of one process come out in order, so none of the first request's can still come.
 */
async function linesOf(reqId: string): Promise<LogLine[]> {
  const later = await fetch(`${site.url}/sitemap.xml`);
  expect(later.status).toBe(503);
  const laterId = later.headers.get('x-request-id')!;
  await site.logLine(failedCall(laterId, '/api/sitemap/'));
  return site.logLines().filter((l) => l.reqId === reqId);
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
  for (const path of [
    '/api/home-products/?page_size=6&status=available&sort=newest&lang=en',
    '/api/home-products/?page=1&type=studio&page_size=12&lang=en',
  ]) {
    expect(
      failed.filter((p) => p === path),
      path,
    ).toHaveLength(1);
  }
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
  const response = await page.goto(`${site.url}/property/17`);
  // Nothing to show but the error page: 500, so that no search engine keeps it as the unit's page.
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  const reqId = (await response!.headerValue('x-request-id'))!;
  expect(reqId).toMatch(/^[0-9a-f]{32}$/);

  // The page, its metadata and the error page's render all ask for the unit; the error reaches
  // Next's onRequestError too.
  const lines = await linesOf(reqId);
  expect(lines.filter(failedCall(reqId, '/api/home-products/17/?lang=en'))).toMatchObject([
    { level: 50, msg: 'API call failed', api: { path: '/api/home-products/17/?lang=en', status: 500 } },
  ]);
  expect(lines.filter((l) => l.msg !== 'API call failed')).toEqual([]);
});

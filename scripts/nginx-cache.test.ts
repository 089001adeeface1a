// The deployment's nginx (deploy/nginx.conf, rewritten only in addresses and paths by lib/nginx.mjs) in
// front of a stand-in site that counts the requests reaching it: what the edge keeps, for whom, and
// what it serves when the site is down. Needs Debian's nginx (apt-get install -y nginx); CI installs it.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE, PREFERENCE_COOKIES } from '@app/shared';
import { findNginx, startNginx } from './lib/nginx.mjs';

/** What Next.js sends with a prerendered page, and with one rendered for this request. */
const SHARED = 's-maxage=31536000, stale-while-revalidate=31535999';
const PER_REQUEST = 'private, no-cache, no-store, max-age=0, must-revalidate';

const hits = new Map<string, number>();
const reached = (method: string, path: string) => hits.get(`${method} ${path}`) ?? 0;

/**
 * The stand-in site: every answer names the request it was made for and how many requests for that
 * address reached the site so far. Paths choose the Cache-Control; the back office and signed-in
 * requests also answer "shareable", so that only nginx's own rules can keep them out of the cache.
 */
function site(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://site');
  const key = `${request.method} ${url.pathname}${url.search}`;
  hits.set(key, (hits.get(key) ?? 0) + 1);
  const cookies = Object.fromEntries(
    (request.headers.cookie ?? '')
      .split(';')
      .filter(Boolean)
      .map((pair) => pair.trim().split('=') as [string, string]),
  );
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'cache-control': url.pathname.startsWith('/per-request') ? PER_REQUEST : SHARED,
    vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  };
  if (url.pathname.startsWith('/public-no-store')) headers['cache-control'] = 'public, max-age=60, no-store';
  if (url.pathname.startsWith('/sets-cookie')) headers['set-cookie'] = 'seen=1; Path=/';
  if (url.pathname.startsWith('/_next/static/')) headers['cache-control'] = 'public, max-age=31536000, immutable';
  response.writeHead(200, headers);
  response.end(
    JSON.stringify({
      key,
      lang: cookies[PREFERENCE_COOKIES.lang] ?? null,
      currency: cookies[PREFERENCE_COOKIES.currency] ?? null,
      signedIn: ADMIN_SESSION_COOKIE in cookies,
      rsc: request.headers.rsc ?? null,
      n: hits.get(key),
    }),
  );
}

type Answer = {
  status: number;
  cache: string | null;
  body: { key: string; lang: string | null; currency: string | null; signedIn: boolean; rsc: string | null; n: number };
};

let upstream: Server;
let edge: Awaited<ReturnType<typeof startNginx>>;

async function ask(path: string, { cookie = '', method = 'GET', headers = {} as Record<string, string> } = {}) {
  const response = await fetch(`${edge.url}${path}`, {
    method,
    headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}), ...headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('x-cache-status'),
    body: text.startsWith('{') ? JSON.parse(text) : text,
  } as Answer;
}

const cookie = (lang: string, currency: string) =>
  `${PREFERENCE_COOKIES.lang}=${lang}; ${PREFERENCE_COOKIES.currency}=${currency}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** nginx keeps a 1 s entry until its clock's next whole second: past this, every entry has expired. */
const PAST_TTL_MS = 2_200;

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  findNginx(); // a clear message when nginx is missing, before anything starts
  upstream = createServer(site);
  upstream.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  edge = await startNginx({
    port: await freePort(),
    upstreams: { web: `127.0.0.1:${port}`, api: `127.0.0.1:${port}` },
    quiet: true,
  });
}, 30_000);

afterAll(async () => {
  await edge?.stop();
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe("the deployment's nginx micro-cache", () => {
  it('answers a second request for a public page within the TTL from its cache', async () => {
    const first = await ask('/story', { cookie: cookie('en', 'EUR') });
    const second = await ask('/story', { cookie: cookie('en', 'EUR') });
    expect(first).toMatchObject({ status: 200, cache: 'MISS', body: { n: 1 } });
    expect(second).toMatchObject({ status: 200, cache: 'HIT', body: { n: 1 } });
    expect(reached('GET', '/story')).toBe(1);
  });

  it('keeps one entry per address with its query', async () => {
    await ask('/properties?page=2', { cookie: cookie('en', 'EUR') });
    const other = await ask('/properties?page=3', { cookie: cookie('en', 'EUR') });
    expect(other).toMatchObject({ cache: 'MISS', body: { key: 'GET /properties?page=3' } });
    expect((await ask('/properties?page=2', { cookie: cookie('en', 'EUR') })).body.key).toBe('GET /properties?page=2');
  });

  it('keeps one entry per language and currency, and serves each variant only to its own', async () => {
    const variants: [string, string][] = [
      ['en', 'USD'],
      ['en', 'EUR'],
      ['ar', 'EUR'],
      ['de', 'SAR'],
      ['de', 'KWD'],
    ];
    for (const [lang, currency] of variants) {
      const answer = await ask('/compounds/hurghada-avenue', { cookie: cookie(lang, currency) });
      expect(answer).toMatchObject({ cache: 'MISS', body: { lang, currency } });
    }
    expect(reached('GET', '/compounds/hurghada-avenue')).toBe(variants.length);
    for (const [lang, currency] of variants) {
      const answer = await ask('/compounds/hurghada-avenue', { cookie: cookie(lang, currency) });
      expect(answer).toMatchObject({ cache: 'HIT', body: { lang, currency } });
    }
    // No cookie at all is a variant of its own too (the site's defaults), not any of the above.
    expect(await ask('/compounds/hurghada-avenue')).toMatchObject({
      cache: 'MISS',
      body: { lang: null, currency: null },
    });
  });

  it("keeps a client navigation's answer (RSC) apart from the document", async () => {
    await ask('/rsc-page', { cookie: cookie('en', 'EUR') });
    const rsc = await ask('/rsc-page', { cookie: cookie('en', 'EUR'), headers: { rsc: '1' } });
    expect(rsc).toMatchObject({ cache: 'MISS', body: { rsc: '1' } });
    expect(await ask('/rsc-page', { cookie: cookie('en', 'EUR') })).toMatchObject({
      cache: 'HIT',
      body: { rsc: null },
    });
  });

  it('never caches the back office or its API, whatever they answer', async () => {
    for (const path of ['/admin/units', '/admin', '/api/admin/units/', '/api/admin/session/']) {
      const answers = [await ask(path), await ask(path)];
      expect(answers.map((a) => a.body.n)).toEqual([1, 2]);
      expect(answers.every((a) => a.cache === null)).toBe(true);
    }
  });

  it("never answers a request with the back office's session from the cache, nor stores its answer", async () => {
    const session = `${ADMIN_SESSION_COOKIE}=token; ${cookie('en', 'EUR')}`;
    await ask('/signed-in-page', { cookie: cookie('en', 'EUR') }); // cached for visitors
    const signedIn = [
      await ask('/signed-in-page', { cookie: session }),
      await ask('/signed-in-page', { cookie: session }),
    ];
    expect(signedIn.map((a) => [a.cache, a.body.signedIn, a.body.n])).toEqual([
      ['BYPASS', true, 2],
      ['BYPASS', true, 3],
    ]);
    // A visitor still gets the visitors' copy, never the signed-in one.
    expect(await ask('/signed-in-page', { cookie: cookie('en', 'EUR') })).toMatchObject({
      cache: 'HIT',
      body: { signedIn: false, n: 1 },
    });
    // A session whose value is "0" counts too (proxy_cache_bypass alone would take "0" for no).
    expect(await ask('/signed-in-page', { cookie: `${ADMIN_SESSION_COOKIE}=0; ${cookie('en', 'EUR')}` })).toMatchObject(
      {
        cache: 'BYPASS',
        body: { signedIn: true },
      },
    );
    // Nor does a signed-in first request leave its answer for visitors.
    await ask('/first-signed-in', { cookie: session });
    expect(await ask('/first-signed-in', { cookie: cookie('en', 'EUR') })).toMatchObject({
      cache: 'MISS',
      body: { signedIn: false },
    });
  });

  it('never caches a POST, nor answers a GET with what a POST got', async () => {
    const posts = [await ask('/api/inquiries/', { method: 'POST' }), await ask('/api/inquiries/', { method: 'POST' })];
    expect(posts.map((a) => a.body.n)).toEqual([1, 2]);
    expect(reached('POST', '/api/inquiries/')).toBe(2);
    expect(await ask('/api/inquiries/')).toMatchObject({ cache: 'MISS', body: { key: 'GET /api/inquiries/' } });
  });

  it('keeps nothing the site did not declare shareable: pages rendered per request, no-store, answers setting a cookie', async () => {
    for (const path of ['/per-request', '/public-no-store', '/sets-cookie']) {
      const answers = [await ask(path), await ask(path)];
      expect(answers.map((a) => [a.cache, a.body.n])).toEqual([
        ['MISS', 1],
        ['MISS', 2],
      ]);
    }
  });

  it('keeps built files for days, for everyone', async () => {
    await ask('/_next/static/chunks/app-0123abcd.js', { cookie: cookie('en', 'EUR') });
    expect(await ask('/_next/static/chunks/app-0123abcd.js', { cookie: cookie('de', 'KWD') })).toMatchObject({
      cache: 'HIT',
      body: { n: 1 },
    });
  });

  it('after the TTL, sends the stored page at once and refreshes it in the background; with the site down, serves the stored page', async () => {
    await ask('/refreshed', { cookie: cookie('ar', 'SAR') });
    await ask('/kept-while-down', { cookie: cookie('ar', 'SAR') });
    await ask('/_next/static/chunks/kept.js');
    await sleep(PAST_TTL_MS);

    const stale = await ask('/refreshed', { cookie: cookie('ar', 'SAR') });
    expect(stale).toMatchObject({ status: 200, cache: 'STALE', body: { n: 1 } });
    for (let i = 0; i < 50 && reached('GET', '/refreshed') < 2; i++) await sleep(100);
    expect(await ask('/refreshed', { cookie: cookie('ar', 'SAR') })).toMatchObject({ cache: 'HIT', body: { n: 2 } });

    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    expect(await ask('/kept-while-down', { cookie: cookie('ar', 'SAR') })).toMatchObject({
      status: 200,
      cache: 'STALE',
      body: { key: 'GET /kept-while-down', lang: 'ar', currency: 'SAR', n: 1 },
    });
    expect(await ask('/_next/static/chunks/kept.js')).toMatchObject({ status: 200, cache: 'HIT' });
    // What was never stored has nothing to fall back on: the stored page above is the cache's doing.
    expect((await ask('/never-asked', { cookie: cookie('ar', 'SAR') })).status).toBe(502);
  });
});

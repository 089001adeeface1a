import type { APIResponse } from '@playwright/test';
import { MIN_FILL_MS, apiErrorSchema, mulberry32 } from '@app/shared';
import { expect, test } from './fixtures';
import { expectNothingStored, marker, storedInquiry } from './inquiries';
import { type RawAnswer, rawRequest, storableInquiry } from './raw-http';

// Calls to the API through the site's port that the API itself never sees whole: too big, cut short, too
// slow, dropped. Each gets a 4xx JSON answer in the API's error shape, never a 5xx, and nothing is stored.

const FILL_MS = MIN_FILL_MS + 2000;
const THREE_MB = Buffer.alloc(3 * 1024 * 1024, 'a');

let clients = 0;
/** A client address of the test's own (X-Forwarded-For, which the API believes from the site). */
function ownClient(): string {
  clients += 1;
  return `198.51.${(process.pid + clients) % 250}.${(Date.now() + clients) % 250}`;
}

/** A 4xx answer with a JSON body in the API's error shape; returns the body. */
function expectJsonError(status: number, contentType: string | undefined, body: string, what: string) {
  expect(status, what).toBeGreaterThanOrEqual(400);
  expect(status, what).toBeLessThan(500);
  expect(contentType, what).toMatch(/^application\/json/);
  return apiErrorSchema.parse(JSON.parse(body));
}

async function jsonError(res: APIResponse, what: string) {
  return expectJsonError(res.status(), res.headers()['content-type'], await res.text(), what);
}

function rawJsonError(answer: RawAnswer | null, what: string) {
  expect(answer, `${what}: an answer`).not.toBeNull();
  return expectJsonError(answer!.status, answer!.headers['content-type'], answer!.body, what);
}

test.describe('hostile requests to the API through the site', () => {
  test('a 3 MB body gets 413 JSON, by Content-Length and chunked alike', async ({ request }) => {
    const body = Buffer.from(JSON.stringify({ kind: 'contact', data: { message: THREE_MB.toString() } }));
    const declared = await request.post('/api/inquiries/', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ownClient() },
      data: body,
    });
    expect(declared.status()).toBe(413);
    expect(await jsonError(declared, 'Content-Length')).toEqual({
      error: 'payload_too_large',
      message: 'Request body is too large',
    });
    expect(declared.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);

    // Without Content-Length the site counts the bytes as they come, and stops at the limit.
    const chunk = (data: Buffer) =>
      Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
    const chunked = await rawRequest({
      method: 'POST',
      path: '/api/inquiries/',
      headers: {
        'Content-Type': 'application/json',
        'Transfer-Encoding': 'chunked',
        'X-Forwarded-For': ownClient(),
      },
      body: Buffer.concat([chunk(body.subarray(0, 1 << 20)), chunk(body.subarray(1 << 20)), Buffer.from('0\r\n\r\n')]),
    });
    expect(chunked?.status).toBe(413);
    expect(rawJsonError(chunked, 'chunked').error).toBe('payload_too_large');
    // The site still passes calls on.
    expect((await request.get('/api/rates/')).status()).toBe(200);
  });

  test('a body cut short (the client closes before its Content-Length) gets 400 JSON, and nothing is stored', async ({
    request,
  }) => {
    const mark = marker('cut');
    const body = storableInquiry(mark, FILL_MS);
    // Every byte of a storable inquiry, but 20 fewer than announced: a site that passed on what it got would store it.
    const answer = await rawRequest({
      method: 'POST',
      path: '/api/inquiries/',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body) + 20),
        'X-Forwarded-For': ownClient(),
      },
      body,
      then: 'close',
    });
    expect(answer?.status).toBe(400);
    expect(rawJsonError(answer, 'truncated')).toEqual({
      error: 'bad_request',
      message: 'The request ended before it was complete',
    });
    await expectNothingStored(request, mark);
  });

  test('a client that stops sending mid-body gets 408 JSON within a bounded time, not a hang', async () => {
    test.setTimeout(45_000);
    const answer = await rawRequest({
      method: 'POST',
      path: '/api/inquiries/',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '500', 'X-Forwarded-For': ownClient() },
      body: '{"kind":"contact","data":{"name":"Slow',
      then: 'stall',
      timeoutMs: 30_000,
    });
    expect(answer?.status).toBe(408);
    expect(rawJsonError(answer, 'stalled')).toEqual({
      error: 'request_timeout',
      message: 'The request body did not arrive in time',
    });
    // PROXY_BODY_TIMEOUT_MS is 10 s by default; the answer closes the connection.
    expect(answer!.ms).toBeLessThan(20_000);
    expect(answer!.headers.connection).toBe('close');
  });

  test('a client that goes away mid-body breaks nothing: nothing is stored and the next call works', async ({
    request,
  }) => {
    const [dropped, control] = [marker('gone'), marker('kept')];
    const body = storableInquiry(dropped, FILL_MS);
    const answer = await rawRequest({
      method: 'POST',
      path: '/api/inquiries/',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body) + 20),
        'X-Forwarded-For': ownClient(),
      },
      body,
      then: 'destroy',
    });
    expect(answer, 'nobody is left to answer').toBeNull();

    // The same inquiry sent whole is stored: the dropped one was storable, and the site still passes calls on.
    const sent = await request.post('/api/inquiries/', {
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ownClient() },
      data: storableInquiry(control, FILL_MS),
    });
    expect(sent.status()).toBe(201);
    expect((await storedInquiry(request, control)).data.message).toContain(control);
    await expectNothingStored(request, dropped);
  });

  test('a path that does not decode reaches the API as text and gets its 404 JSON, not a 500', async ({ request }) => {
    for (const path of ['/api/%zz/', '/api/home-products/%E0%A4%A/', '/resale-projects/api/project/%C3%28/']) {
      const answer = await rawRequest({ method: 'GET', path });
      const body = rawJsonError(answer, path);
      expect([400, 404], path).toContain(answer!.status);
      expect(body.error, path).toMatch(/^(not_found|bad_request)$/);
    }
    expect((await request.get('/api/home-products/?page=1&page_size=1')).status()).toBe(200);
  });
});

test('the site compresses pages and the API’s answers: brotli for a browser that takes it, else gzip', async ({
  request,
}) => {
  const paths = ['/api/home-products/?page=1&page_size=12', '/resale-projects/api/project/hurghada-avenue/', '/story'];
  const cases = [
    { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
    { accept: 'gzip', encoding: 'gzip' },
    { accept: 'identity', encoding: undefined },
  ];
  for (const path of paths) {
    for (const { accept, encoding } of cases) {
      const res = await request.get(path, { headers: { 'accept-encoding': accept } });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-encoding'], `${path} (${accept})`).toBe(encoding);
      expect(res.headers().vary, path).toContain('Accept-Encoding');
      // Playwright decodes the body: what the visitor reads is whole whatever the encoding.
      const body = await res.text();
      if (path.startsWith('/story')) expect(body, path).toContain('</html>');
      else expect(Object.keys(JSON.parse(body) as object).length, path).toBeGreaterThan(0);
    }
  }
});

const ROUTES = [
  '/api/inquiries/',
  '/api/inquiries',
  '/api/home-products/',
  '/api/home-products/17/',
  '/resale-projects/api/project/hurghada-avenue/',
  '/resale-projects/api/projects/',
  '/api/rates/',
  '/api/admin/session',
  '/api/admin/inquiries/',
  '/api/admin/inquiries/7d3c8f8e-0c1f-4d4f-9d7e-2f1f5b0b9a11/',
  '/api/sitemap/',
  '/api/no-such-route/',
];
const METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Hostile bodies: [name, content type, bytes]. */
const BODIES: [string, string, Buffer][] = [
  ['70 KB of JSON', 'application/json', Buffer.from(JSON.stringify({ kind: 'contact', x: 'a'.repeat(70_000) }))],
  ['truncated JSON', 'application/json', Buffer.from('{"kind":"contact","data":{"name":"A')],
  ['JSON nested 5,000 deep', 'application/json', Buffer.from('['.repeat(5000) + ']'.repeat(5000))],
  ['XML as JSON', 'application/json', Buffer.from('<?xml version="1.0"?><inquiry/>')],
  ['invalid UTF-8', 'application/json; charset=utf-8', Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d])],
  ['a NUL in a string', 'application/json', Buffer.from('{"kind":"contact","data":{"name":"\\u0000"}}')],
  ['plain text', 'text/plain', Buffer.from('hello')],
  ['a form', 'application/x-www-form-urlencoded', Buffer.from('kind=contact&name=x')],
  ['multipart without boundary', 'multipart/form-data', Buffer.from('--x\r\n\r\n')],
  ['JSON in UTF-16', 'application/json; charset=utf-16', Buffer.from('{"a":1}', 'utf16le')],
  ['an empty JSON body', 'application/json', Buffer.alloc(0)],
];

test('a sweep of hostile bodies over the API routes: each refused with 4xx JSON in the API’s shape, never a 5xx', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const random = mulberry32(14); // the same "random" cases on every run
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  for (let i = 0; i < 120; i++) {
    const [path, method, [name, type, body]] = [pick(ROUTES), pick(METHODS), pick(BODIES)];
    const chunked = random() < 0.3;
    const what = `${method} ${path} with ${name}${chunked ? ', chunked' : ''}`;
    if (chunked) {
      const answer = await rawRequest({
        method,
        path,
        headers: { 'Content-Type': type, 'Transfer-Encoding': 'chunked', 'X-Forwarded-For': ownClient() },
        body: Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]),
      });
      rawJsonError(answer, what);
    } else {
      const res = await request.fetch(path, {
        method,
        headers: { 'content-type': type, 'x-forwarded-for': ownClient() },
        data: body,
      });
      await jsonError(res, what);
    }
  }
});

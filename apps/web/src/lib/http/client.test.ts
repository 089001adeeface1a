import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../log-lines';
import { type ApiClientOptions, ApiRequestError, createApiClient, lazySchema, orFallback } from './client';
import { logFailuresTo } from './log-failures';

const REQ_ID = '0af7651916cd43dd8448eb211c80319c';
const schema = z.object({ results: z.array(z.object({ id: z.number() })) });

/** A stand-in API: each path answers one way. */
const server: Server = createServer((req, res) => {
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  if (req.url === '/api/home-products/?page=1') return answer(200, { results: [{ id: 7 }] });
  if (req.url === '/api/home-products/999/') return answer(404, { error: 'not_found', message: 'No such unit' });
  if (req.url === '/api/unexpected/') return answer(200, { results: [{ id: 'seven' }] });
  if (req.url === '/api/headers/') return answer(200, { results: [], headers: req.headers });
  if (req.url === '/api/echo/' && req.method === 'POST') {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    return void req.on('end', () => answer(200, { results: [], type: req.headers['content-type'], text }));
  }
  if (req.url === '/api/slow/') return void setTimeout(() => answer(200, { results: [] }), 2000);
  if (req.url === '/api/inquiries/' && req.method === 'POST') {
    return answer(
      429,
      { error: 'too_many_requests', message: 'Too many inquiries', fields: { 'data.email': 'email' } },
      { 'retry-after': '42', 'x-request-id': 'b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1' },
    );
  }
  return answer(503, { error: 'unavailable', message: 'The service is unavailable, try again shortly' });
});
let origin = '';
let closedOrigin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port that answered once and is closed now: connections to it are refused.
  const closed = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => closed.once('listening', resolve));
  closedOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The server's client: its log lines (with the request's id, as requestLogger() gives) land in an array. */
function client(options: Partial<ApiClientOptions> = {}) {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger({ level: 'info', destination: { write: (l: string) => void lines.push(JSON.parse(l)) } });
  const api = createApiClient({
    origin,
    requestId: () => REQ_ID,
    onFailure: logFailuresTo(async () => log.child({ reqId: REQ_ID })),
    ...options,
  });
  return { api, lines };
}

describe('the API client', () => {
  it('answers a good call with its data, read with the schema, and logs nothing', async () => {
    const { api, lines } = client();
    expect(await api.call('/api/home-products/?page=1', schema)).toEqual({ results: [{ id: 7 }] });
    expect(lines).toEqual([]);
  });

  it('sends JSON and the client’s headers', async () => {
    const { api } = client({ headers: () => ({ traceparent: `00-${REQ_ID}-0000000000000001-00` }) });
    const answer = await api.request('/api/headers/', {
      schema: z.object({ headers: z.record(z.string(), z.string()) }),
    });
    expect(answer.ok && answer.data.headers).toMatchObject({
      accept: 'application/json',
      traceparent: `00-${REQ_ID}-0000000000000001-00`,
    });
  });

  it('sends a body as it is (a CSV file) with the content-type the caller gives', async () => {
    const { api } = client();
    const echo = z.object({ results: z.array(z.never()), type: z.string(), text: z.string() });
    const csv = new Blob(['reference,price\nA-1,100\n']);
    const answer = await api.call('/api/echo/', echo, {
      method: 'POST',
      body: csv,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
    expect(answer).toEqual({ results: [], type: 'text/csv; charset=utf-8', text: 'reference,price\nA-1,100\n' });
  });

  it('hands back an expected status (no such unit) with the API’s error body, without logging it', async () => {
    const { api, lines } = client();
    expect(await api.request('/api/home-products/999/', { expected: [404] })).toEqual({
      ok: false,
      status: 404,
      body: { error: 'not_found', message: 'No such unit' },
    });
    expect(await api.find('/api/home-products/999/', schema, [404])).toBeNull();
    expect(lines).toEqual([]);
  });

  it('logs a 404 nobody expected as a failure', async () => {
    const { api, lines } = client();
    await expect(api.call('/api/home-products/999/', schema)).rejects.toMatchObject({ status: 404, kind: 'status' });
    expect(lines).toMatchObject([{ level: 50, api: { path: '/api/home-products/999/', status: 404 } }]);
  });

  it('logs a 5xx once with the request id, the path and the status, and throws it with the API’s body', async () => {
    const { api, lines } = client();
    const call = api.call('/resale-projects/api/projects/?lang=ar', schema);
    await expect(call).rejects.toBeInstanceOf(ApiRequestError);
    await expect(call).rejects.toMatchObject({
      status: 503,
      path: '/resale-projects/api/projects/?lang=ar',
      body: { error: 'unavailable', message: 'The service is unavailable, try again shortly' },
      requestId: REQ_ID,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      reqId: REQ_ID,
      api: { method: 'GET', path: '/resale-projects/api/projects/?lang=ar', status: 503 },
      err: { type: 'ApiRequestError', message: 'API GET /resale-projects/api/projects/?lang=ar answered 503' },
      msg: 'API call failed',
    });
  });

  it('logs a call the API did not answer, with the network error', async () => {
    const { api, lines } = client({ origin: closedOrigin });
    await expect(api.call('/api/rates/', schema)).rejects.toMatchObject({
      status: null,
      kind: 'network',
      path: '/api/rates/',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, reqId: REQ_ID, api: { path: '/api/rates/', status: null } });
    expect((lines[0]!.err as { message: string }).message).toMatch(
      /^API GET \/api\/rates\/ did not answer: fetch failed: .*ECONNREFUSED/,
    );
  });

  it('gives up on a call past the timeout, as one that did not answer', async () => {
    const { api, lines } = client({ timeoutMs: 200 });
    await expect(api.call('/api/slow/', schema)).rejects.toMatchObject({ status: null, kind: 'network' });
    expect((lines[0]!.err as { message: string }).message).toMatch(/^API GET \/api\/slow\/ timed out after 200 ms/);
  });

  it('throws the caller’s own abort on, unlogged', async () => {
    const { api, lines } = client();
    const controller = new AbortController();
    const call = api.call('/api/slow/', schema, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(lines).toEqual([]);
  });

  it('logs an answer the shared schema rejects', async () => {
    const { api, lines } = client();
    await expect(api.call('/api/unexpected/', schema)).rejects.toMatchObject({ status: 200, kind: 'body' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ api: { path: '/api/unexpected/', status: 200 } });
    expect((lines[0]!.err as { message: string }).message).toMatch(/answered a body the schema rejects: .*results/s);
  });

  it('reads the answer with a schema loaded on first use', async () => {
    const { api } = client();
    const lazy = lazySchema(async () => schema);
    expect(await api.call('/api/home-products/?page=1', lazy)).toEqual({ results: [{ id: 7 }] });
  });

  it('logs the path given for the log instead of the one asked', async () => {
    const { api, lines } = client();
    const asked = '/api/admin/inquiries/?search=sara%40example.com';
    const logPath = '/api/admin/inquiries/?search=redacted';
    await expect(api.call(asked, schema, { logPath })).rejects.toMatchObject({ path: logPath });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).not.toContain('sara');
    expect(lines[0]).toMatchObject({ api: { path: logPath, status: 503 } });
  });

  it('gives the browser the status, the field errors, Retry-After and the request id the site answered with', async () => {
    const api = createApiClient({ origin });
    const error = await api.request('/api/inquiries/', { method: 'POST', json: { kind: 'contact' } }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      kind: 'status',
      method: 'POST',
      status: 429,
      body: { error: 'too_many_requests', message: 'Too many inquiries', fields: { 'data.email': 'email' } },
      retryAfter: '42',
      requestId: 'b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1',
    });
  });
});

describe('orFallback', () => {
  it('gives the fallback for a failed API call, which was logged once', async () => {
    const { api, lines } = client();
    expect(await orFallback(api.call('/api/sitemap/', schema), null)).toBeNull();
    expect(lines).toHaveLength(1);
  });

  it('throws any other error on', async () => {
    await expect(orFallback(Promise.reject(new TypeError('a bug')), null)).rejects.toThrow('a bug');
  });
});

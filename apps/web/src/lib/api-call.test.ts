import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ApiClient, ApiRequestError, callApi, orFallback, readAnswer } from './api-call';
import { createLogger } from './log-lines';

const REQ_ID = '0af7651916cd43dd8448eb211c80319c';
const schema = z.object({ results: z.array(z.object({ id: z.number() })) });

/** A stand-in API: each path answers one way. */
const server: Server = createServer((req, res) => {
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.url === '/api/home-products/?page=1') return answer(200, { results: [{ id: 7 }] });
  if (req.url === '/api/home-products/999/') return answer(404, { error: 'not_found', message: 'No such unit' });
  if (req.url === '/api/unexpected/') return answer(200, { results: [{ id: 'seven' }] });
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

/** A client whose log lines (with the request's id, as requestLogger() gives) land in an array. */
function client(at = origin): { client: ApiClient; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger({ level: 'info', destination: { write: (l: string) => void lines.push(JSON.parse(l)) } });
  return { client: { origin: at, log: async () => log.child({ reqId: REQ_ID }) }, lines };
}

describe('callApi and readAnswer', () => {
  it('answer a good call with its data and log nothing', async () => {
    const { client: c, lines } = client();
    const response = await callApi(c, '/api/home-products/?page=1', {});
    expect(await readAnswer(c, '/api/home-products/?page=1', response, schema)).toEqual({ results: [{ id: 7 }] });
    expect(lines).toEqual([]);
  });

  it('hand back an expected status (no such unit) without logging it', async () => {
    const { client: c, lines } = client();
    const response = await callApi(c, '/api/home-products/999/', {}, { expected: [404] });
    expect(response.status).toBe(404);
    expect(lines).toEqual([]);
  });

  it('log a 404 nobody expected as a failure', async () => {
    const { client: c, lines } = client();
    await expect(callApi(c, '/api/home-products/999/', {})).rejects.toMatchObject({ status: 404 });
    expect(lines).toMatchObject([{ level: 50, api: { path: '/api/home-products/999/', status: 404 } }]);
  });

  it('log a 5xx once with the request id, the path and the status, and throw it', async () => {
    const { client: c, lines } = client();
    const call = callApi(c, '/resale-projects/api/projects/?lang=ar', {});
    await expect(call).rejects.toBeInstanceOf(ApiRequestError);
    await expect(call).rejects.toMatchObject({ status: 503, path: '/resale-projects/api/projects/?lang=ar' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      reqId: REQ_ID,
      api: { method: 'GET', path: '/resale-projects/api/projects/?lang=ar', status: 503 },
      err: { type: 'ApiRequestError', message: 'API GET /resale-projects/api/projects/?lang=ar answered 503' },
      msg: 'API call failed',
    });
  });

  it('log a call the API did not answer, with the network error', async () => {
    const { client: c, lines } = client(closedOrigin);
    await expect(callApi(c, '/api/rates/', {})).rejects.toMatchObject({ status: null, path: '/api/rates/' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, reqId: REQ_ID, api: { path: '/api/rates/', status: null } });
    expect((lines[0]!.err as { message: string }).message).toMatch(
      /^API GET \/api\/rates\/ did not answer: fetch failed: .*ECONNREFUSED/,
    );
  });

  it('log an answer the shared schema rejects', async () => {
    const { client: c, lines } = client();
    const response = await callApi(c, '/api/unexpected/', {});
    await expect(readAnswer(c, '/api/unexpected/', response, schema)).rejects.toMatchObject({ status: 200 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ api: { path: '/api/unexpected/', status: 200 } });
    expect((lines[0]!.err as { message: string }).message).toMatch(/answered a body the schema rejects: .*results/s);
  });

  it('log the path given for the log instead of the one asked', async () => {
    const { client: c, lines } = client();
    const asked = '/api/admin/inquiries/?search=sara%40example.com';
    const logPath = '/api/admin/inquiries/?search=redacted';
    await expect(callApi(c, asked, {}, { logPath })).rejects.toMatchObject({ path: logPath });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0])).not.toContain('sara');
    expect(lines[0]).toMatchObject({ api: { path: logPath, status: 503 } });
  });
});

describe('orFallback', () => {
  it('gives the fallback for a failed API call, which was logged once', async () => {
    const { client: c, lines } = client();
    expect(await orFallback(callApi(c, '/api/sitemap/', {}), null)).toBeNull();
    expect(lines).toHaveLength(1);
  });

  it('throws any other error on', async () => {
    await expect(orFallback(Promise.reject(new TypeError('a bug')), null)).rejects.toThrow('a bug');
  });
});

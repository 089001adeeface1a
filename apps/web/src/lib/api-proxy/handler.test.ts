import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BODY_LIMIT_BYTES } from '@app/shared';

vi.mock('server-only', () => ({}));

/** What the stand-in API received: method, path and the body's length. */
const received: { method: string; url: string; bytes: number }[] = [];
let api: Server;

beforeAll(async () => {
  api = createServer((request: IncomingMessage, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', bytes });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ bytes }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
});

/** A browser's POST through the site's proxy with a body of `bytes` bytes. */
function post(path: string, bytes: number, type: string) {
  const body = Buffer.alloc(bytes, 'a');
  return new NextRequest(`http://localhost:3000${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': type, 'content-length': String(bytes) },
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1]);
}

describe('the proxy’s body limit and the routes that stream through', () => {
  it('passes a units CSV import larger than BODY_LIMIT_BYTES on to the API whole (the API has its own limit)', async () => {
    const { proxyToApi } = await import('./handler');
    const size = 300 * 1024;
    expect(size).toBeGreaterThan(DEFAULT_BODY_LIMIT_BYTES);
    const res = await proxyToApi(post('/api/admin/units/import?dry_run=true', size, 'text/csv'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ bytes: size });
    expect(received.at(-1)).toEqual({ method: 'POST', url: '/api/admin/units/import?dry_run=true', bytes: size });
  });

  it('still refuses a body over the limit on every other back office route, before the API sees it', async () => {
    const { proxyToApi } = await import('./handler');
    const calls = received.length;
    for (const path of ['/api/admin/units/', '/api/admin/units/import/other', '/api/admin/inquiries/']) {
      const res = await proxyToApi(post(path, DEFAULT_BODY_LIMIT_BYTES + 1, 'application/json'));
      expect(res.status, path).toBe(413);
    }
    expect(received.length).toBe(calls);
  });
});

import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

/** The visitor's request as a page render reads it: headers a visitor chose among them. */
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({
      'x-request-id': '0123456789abcdef0123456789abcdef',
      'x-forwarded-for': '203.0.113.9',
      'x-real-ip': '203.0.113.9',
      forwarded: 'for=203.0.113.9',
    }),
}));

const received: IncomingHttpHeaders[] = [];
let api: Server;

beforeAll(async () => {
  api = createServer((request, response) => {
    received.push(request.headers);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

describe('the site server’s calls to the API while it renders a page', () => {
  it('carry the request’s id, and no client address: the API counts the site itself, never a visitor’s pick', async () => {
    const { pageApi, serverApi } = await import('./server');
    for (const client of [serverApi, pageApi]) await client.request('/api/anything/');
    expect(received).toHaveLength(2);
    for (const headers of received) {
      expect(headers['x-forwarded-for']).toBeUndefined();
      expect(headers['x-real-ip']).toBeUndefined();
      expect(headers.forwarded).toBeUndefined();
      expect(headers['x-request-id']).toBeUndefined();
    }
    expect(received[0]!.traceparent).toMatch(/^00-0123456789abcdef0123456789abcdef-[0-9a-f]{16}-00$/);
    expect(received[1]!.traceparent).toBeUndefined();
  });
});

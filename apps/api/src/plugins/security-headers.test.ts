import { Writable } from 'node:stream';
import { COMMON_SECURITY_HEADERS, HSTS_VALUE, JSON_ANSWER_CSP } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type TestApp, buildTestApp } from '../../test/helpers.js';
import { siteHeaders } from '../../test/factories.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('security headers and request ids on every API answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** One answer of each kind: success, cached, not found, bad input, unknown route, health, docs, bad JSON. */
  const answers = async () => {
    const requests = [
      { method: 'GET', url: '/api/home-products/?page=1' },
      { method: 'GET', url: '/api/home-products/?page=1' },
      { method: 'GET', url: '/resale-projects/api/project/atlantis/' },
      { method: 'GET', url: '/api/home-products/?page=0' },
      { method: 'GET', url: '/api/nothing/' },
      { method: 'GET', url: '/api/health/' },
      { method: 'GET', url: '/api/docs/json' },
      {
        method: 'POST',
        url: '/api/inquiries/',
        headers: { ...siteHeaders(), 'content-type': 'application/json' },
        payload: '{"broken',
      },
    ] as const;
    const responses = [];
    for (const request of requests) responses.push(await t.app.inject(request));
    return responses;
  };

  it('sends the same strict headers with successes, cached answers and errors, and no X-Powered-By', async () => {
    const responses = await answers();
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 404, 400, 404, 200, 200, 400]);
    expect(responses[1]?.headers['x-cache']).toBe('hit');
    for (const res of responses) {
      expect(res.headers['content-security-policy']).toBe(JSON_ANSWER_CSP);
      for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
        expect(res.headers[name.toLowerCase()], name).toBe(value);
      }
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds Strict-Transport-Security only when a trusted proxy says the visitor used HTTPS', async () => {
    const url = '/api/rates/';
    const viaSite = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
    expect(viaSite.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // A client outside TRUSTED_PROXIES cannot claim HTTPS.
    const claimed = await t.app.inject({
      method: 'GET',
      url,
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the site’s request id, takes it from a traceparent, and makes one up otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/rates/',
      headers: { 'x-request-id': 'web-3f2a9c01' },
    });
    expect(given.headers['x-request-id']).toBe('web-3f2a9c01');

    const trace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const traced = await t.app.inject({
      method: 'GET',
      url: '/api/rates/',
      headers: { traceparent: `00-${trace}-00f067aa0ba902b7-01` },
    });
    expect(traced.headers['x-request-id']).toBe(trace);

    const none = await t.app.inject({ method: 'GET', url: '/api/rates/' });
    expect(none.headers['x-request-id']).toMatch(UUID);
    const other = await t.app.inject({ method: 'GET', url: '/api/rates/' });
    expect(other.headers['x-request-id']).not.toBe(none.headers['x-request-id']);
  });

  it('replaces a request id that is not plain (spaces, quotes, too long, too short) with its own', async () => {
    for (const bad of ['a b c d e f g h', 'x"><script>', 'x'.repeat(200), 'short', 'line\nbreak-1234']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/rates/', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id'], JSON.stringify(bad)).toMatch(UUID);
    }
    const zeros = await t.app.inject({
      method: 'GET',
      url: '/api/rates/',
      headers: { traceparent: `00-${'0'.repeat(32)}-00f067aa0ba902b7-01` },
    });
    expect(zeros.headers['x-request-id']).toMatch(UUID);
  });

  it('writes JSON log lines that carry the request id, for errors too', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({ database: t.database, logger: { level: 'info', stream } });
    await app.ready();
    await app.inject({ method: 'GET', url: '/api/nothing/', headers: { 'x-request-id': 'req-404-abcdef' } });
    await app.inject({
      method: 'GET',
      url: '/api/home-products/?page=2',
      headers: { 'x-request-id': 'req-200-abcdef' },
    });
    await app.close();
    for (const id of ['req-404-abcdef', 'req-200-abcdef']) {
      const mine = lines.filter((l) => l.reqId === id);
      expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      expect(mine[1]).toMatchObject({ res: { statusCode: id.includes('404') ? 404 : 200 } });
    }
  });
});

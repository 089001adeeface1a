import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_UPLOAD_TIMEOUT_MS } from '@app/shared';
import { buildApp } from '../app.js';
import { DEFAULT_LIMITS, type LimitOptions, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { inquiries } from '../db/schema/index.js';
import { inquiryBody } from '../../test/factories.js';
import { findNul } from './input-guard.js';
import { underPressureOptions } from './overload.js';
import { addressMatcher } from '@app/shared/address-matcher';

/** Busy-waits, as a runaway computation would: nothing else runs on the event loop meanwhile. */
function blockEventLoop(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    /* spin */
  }
}

describe('API limits: per-client rates, body size, timeouts and load shedding', () => {
  let database: Database;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const build = async (limits: Partial<LimitOptions> & { sampleIntervalMs?: number } = {}) => {
    // No load shedding unless the test is about it (as buildTestApp): on a busy machine an event loop
    // that lags past the default threshold would turn a test's answers into 503s.
    const app = await buildApp({ database, limits: { ...DEFAULT_LIMITS, maxEventLoopDelayMs: 0, ...limits } });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  it('has documented defaults and reads every limit from the environment', () => {
    expect(loadConfig({}).limits).toEqual(DEFAULT_LIMITS);
    expect(DEFAULT_LIMITS).toMatchObject({ readsPerMinute: 300, writesPerMinute: 60, bodyBytes: 65_536 });
    const config = loadConfig({
      BODY_LIMIT_BYTES: '2048',
      HEADERS_TIMEOUT_MS: '5000',
      REQUEST_TIMEOUT_MS: '20000',
      HANDLER_TIMEOUT_MS: '4000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      RATE_LIMIT_READS_PER_MINUTE: '1000',
      RATE_LIMIT_WRITES_PER_MINUTE: '20',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '500',
      PRESSURE_MAX_HEAP_MB: '512',
      PRESSURE_MAX_RSS_MB: '1024',
      PRESSURE_RETRY_AFTER_SECONDS: '5',
      SHUTDOWN_DRAIN_MS: '3000',
      SHUTDOWN_TIMEOUT_MS: '8000',
    });
    expect(config.limits).toEqual({
      bodyBytes: 2048,
      headersTimeoutMs: 5000,
      requestTimeoutMs: 20_000,
      handlerTimeoutMs: 4000,
      keepAliveTimeoutMs: 65_000,
      readsPerMinute: 1000,
      writesPerMinute: 20,
      maxEventLoopDelayMs: 500,
      maxHeapUsedMb: 512,
      maxRssMb: 1024,
      retryAfterSeconds: 5,
      shutdownDrainMs: 3000,
      shutdownTimeoutMs: 8000,
    });
    // A drain never eats the whole time limit.
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '20000' }).limits.shutdownDrainMs).toBe(9000);
    const bad = () => loadConfig({ RATE_LIMIT_READS_PER_MINUTE: '0', REQUEST_TIMEOUT_MS: 'soon' });
    expect(bad).toThrow(/RATE_LIMIT_READS_PER_MINUTE/);
    expect(bad).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('gives @fastify/under-pressure the configured thresholds, in bytes, with Retry-After', () => {
    expect(underPressureOptions({ ...DEFAULT_LIMITS, maxHeapUsedMb: 256, maxRssMb: 512 })).toMatchObject({
      maxEventLoopDelay: 1000,
      maxHeapUsedBytes: 256 * 1024 * 1024,
      maxRssBytes: 512 * 1024 * 1024,
      retryAfter: 10,
    });
    expect(underPressureOptions(DEFAULT_LIMITS)).toMatchObject({ maxHeapUsedBytes: 0, maxRssBytes: 0 });
  });

  it('answers 503 with Retry-After and JSON while the event loop lags; liveness still answers', async () => {
    const app = await build({ maxEventLoopDelayMs: 50, retryAfterSeconds: 7, sampleIntervalMs: 100 });
    await app.ready();
    // A busy machine (the rest of the suite beside this file) can lag the loop past 50 ms on its own:
    // start from a sample that says idle.
    await expect.poll(() => app.isUnderPressure(), { timeout: 15_000 }).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/rates/' })).statusCode).toBe(200);
    // A lag the loop keeps (each turn blocked 120 ms), not one long block: the plugin averages the delay over
    // each sample, and one block followed by idle turns can average under the limit, whichever timer runs first.
    const lag = setInterval(() => blockEventLoop(120), 1);
    const [busy, ready, health] = await (async () => {
      try {
        await expect.poll(() => app.isUnderPressure(), { timeout: 10_000 }).toBe(true);
        return await Promise.all([
          app.inject({ method: 'GET', url: '/api/rates/' }),
          app.inject({ method: 'GET', url: '/api/ready/' }),
          app.inject({ method: 'GET', url: '/api/health/' }),
        ]);
      } finally {
        clearInterval(lag);
      }
    })();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('7');
    expect(busy.json()).toEqual({ error: 'unavailable', message: 'The service is unavailable, try again shortly' });
    expect(ready.statusCode).toBe(503);
    expect(health.statusCode).toBe(200);
    // Once the loop is idle again, the next sample lets traffic through.
    await expect.poll(() => app.isUnderPressure(), { timeout: 10_000 }).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/rates/' })).statusCode).toBe(200);
  });

  it('limits reads per client with 429, JSON and Retry-After; other clients and the site’s own server go on', async () => {
    const app = await build({ readsPerMinute: 3 });
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/api/rates/', remoteAddress, headers });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.20')).statusCode).toBe(200);
    const limited = await from('203.0.113.20');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: 'too_many_requests', message: expect.stringMatching(/try again/) });
    // Unknown paths and cached answers count as well: the hook runs before both.
    expect((await app.inject({ method: 'GET', url: '/api/nothing/', remoteAddress: '203.0.113.20' })).statusCode).toBe(
      429,
    );
    expect((await from('203.0.113.21')).statusCode).toBe(200);
    // Behind the site (a trusted proxy), the visitor in X-Forwarded-For is the client...
    for (let i = 0; i < 3; i++)
      expect((await from('127.0.0.1', { 'x-forwarded-for': '198.51.100.30' })).statusCode).toBe(200);
    expect((await from('127.0.0.1', { 'x-forwarded-for': '198.51.100.30' })).statusCode).toBe(429);
    // ...and the site's own server-side fetches (no X-Forwarded-For) are not counted.
    for (let i = 0; i < 10; i++) expect((await from('127.0.0.1')).statusCode).toBe(200);
    // Probes are never limited.
    for (let i = 0; i < 5; i++) {
      expect((await app.inject({ method: 'GET', url: '/api/health/', remoteAddress: '203.0.113.20' })).statusCode).toBe(
        200,
      );
    }
  });

  it('limits writes apart from reads, before the route’s own limit, storing nothing it refuses', async () => {
    const app = await build({ writesPerMinute: 2, readsPerMinute: 100 });
    const stored = async () => (await database.db.select({ id: inquiries.id }).from(inquiries)).length;
    const before = await stored();
    // The inquiry route allows 5 a minute per client; the write limit of 2 comes first.
    const post = (name: string) =>
      app.inject({
        method: 'POST',
        url: '/api/inquiries/',
        remoteAddress: '203.0.113.40',
        headers: { 'sec-fetch-site': 'same-origin' },
        payload: inquiryBody('contact', { data: { name } }),
      });
    expect((await post('First')).statusCode).toBe(201);
    expect((await post('Second')).statusCode).toBe(201);
    const third = await post('Third');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: 'too_many_requests' });
    expect(await stored()).toBe(before + 2);
    // Unknown paths count as well: the hook runs before routing.
    expect((await app.inject({ method: 'POST', url: '/api/nothing/', remoteAddress: '203.0.113.40' })).statusCode).toBe(
      429,
    );
    expect((await app.inject({ method: 'GET', url: '/api/rates/', remoteAddress: '203.0.113.40' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a body over the limit with 413 JSON before reading it all', async () => {
    const app = await build({ bodyBytes: 2048 });
    app.post('/api/echo-for-test/', async (request) => ({ got: JSON.stringify(request.body).length }));
    const small = await app.inject({ method: 'POST', url: '/api/echo-for-test/', payload: { text: 'x'.repeat(1000) } });
    expect(small.statusCode).toBe(200);
    const big = await app.inject({ method: 'POST', url: '/api/echo-for-test/', payload: { text: 'x'.repeat(5000) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: 'payload_too_large', message: expect.any(String) });
  });

  it('answers 503 JSON when a route runs past its time, and sets the server’s socket timeouts', async () => {
    const app = await build({ handlerTimeoutMs: 1000, requestTimeoutMs: 20_000, headersTimeoutMs: 5000 });
    let aborted = false;
    // A route that would work forever: it ends only when its request's signal says the time is up.
    app.get('/api/slow-for-test/', async (request) => {
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }));
      aborted = true;
      return { late: true };
    });
    const res = await app.inject({ method: 'GET', url: '/api/slow-for-test/' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'unavailable' });
    expect(aborted).toBe(true);
    // The server's own is the uploads'; every other request gets requestTimeoutMs (plugins/request-timeout.ts).
    expect(app.server.requestTimeout).toBe(MEDIA_UPLOAD_TIMEOUT_MS);
    expect(app.server.headersTimeout).toBe(5000);
    expect(app.server.keepAliveTimeout).toBe(DEFAULT_LIMITS.keepAliveTimeoutMs);
  });

  it('refuses a NUL character anywhere in the input with 400 naming the field (PostgreSQL text cannot hold one)', async () => {
    const app = await build();
    const cases = [
      { method: 'GET', url: '/api/home-products/?search=a%00b', field: 'search' },
      { method: 'GET', url: '/resale-projects/api/project/%00/', field: 'id' },
      {
        method: 'POST',
        url: '/api/inquiries/',
        payload: { kind: 'contact', data: { name: 'N\u0000', email: 'n@example.com', message: 'Hi' } },
        field: 'data.name',
      },
    ] as const;
    for (const { field, ...request } of cases) {
      const res = await app.inject({ ...request, headers: { 'sec-fetch-site': 'same-origin' } });
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json(), request.url).toEqual({
        error: 'bad_request',
        message: `${field} contains a NUL character`,
        fields: { [field]: 'invalid' },
      });
    }
    expect(findNul({ a: [{ b: 'ok' }, { ['k\u0000']: 1 }] })).toBe('a.1.k\u0000');
    expect(findNul({ a: ['fine', 2, null] })).toBeUndefined();
  });

  it('recognises trusted proxies by address and subnet, IPv4-mapped addresses included', () => {
    const trusted = addressMatcher(['127.0.0.0/8', '::1', '10.1.0.0/16']);
    expect(['127.0.0.1', '::ffff:127.0.0.1', '::1', '10.1.200.3'].map(trusted)).toEqual([true, true, true, true]);
    expect(['10.2.0.1', '203.0.113.5', '2001:db8::1', 'not-an-ip'].map(trusted)).toEqual([false, false, false, false]);
  });
});

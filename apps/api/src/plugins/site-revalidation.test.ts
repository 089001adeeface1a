import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';

/** A port nothing listens on: taken from the system, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

describe('telling the site that the catalogue changed', () => {
  let database: Database;
  let site: Server;
  let siteUrl: string;
  const received: Received[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    site = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        if (req.url === '/refused') {
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized"}');
          return;
        }
        received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
      });
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => site.once('listening', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/revalidate`;
  });
  afterAll(async () => {
    site?.close();
    await database?.close();
  });

  it('posts the catalogue tag with the shared secret when the answer cache is dropped', async () => {
    const app = await buildApp({ database, siteRevalidation: { url: siteUrl, secret: 'a-long-shared-secret' } });
    received.length = 0;
    app.invalidateResponseCache();
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/revalidate' });
    expect(received[0]!.headers['x-revalidate-secret']).toBe('a-long-shared-secret');
    expect(JSON.parse(received[0]!.body)).toEqual({ tags: ['catalogue'] });
    await app.close();
  });

  it('posts the rates tag when new exchange rates arrive, and nothing when they are the same', async () => {
    const { startRatesStandIn, ratesAnswer } = await import('../../../../scripts/lib/rates-stand-in.mjs');
    const upstream = await startRatesStandIn();
    const app = await buildApp({
      database,
      rates: { url: upstream.url, refreshMs: 3_600_000, start: false },
      siteRevalidation: { url: siteUrl, secret: 'a-long-shared-secret' },
    });
    received.length = 0;
    upstream.answer = { status: 200, body: ratesAnswer({ USD: 1, EUR: 0.91, SAR: 3.75, KWD: 0.31 }) };
    await app.rates.refresh();
    await expect.poll(() => received.length).toBe(1);
    expect(JSON.parse(received[0]!.body)).toEqual({ tags: ['rates'] });
    await app.rates.refresh(); // the same rates: the cached pages are still right
    upstream.answer = { status: 500, body: { error: 'down' } };
    await app.rates.refresh(); // a failure keeps the last rates
    upstream.answer = { status: 200, body: ratesAnswer({ USD: 1, EUR: 0.92, SAR: 3.75, KWD: 0.31 }) };
    await app.rates.refresh();
    await expect.poll(() => received.length).toBe(2);
    expect(JSON.parse(received[1]!.body)).toEqual({ tags: ['rates'] });
    await app.close();
    await upstream.close();
  });

  it.each([
    ['is not running', 'closed', 'the site is not running; it reads what changed when it starts', 30],
    ['cannot be reached', 'http://site.invalid/revalidate', 'could not reach the site to revalidate its cache', 40],
    ['refuses the call', 'refused', 'the site did not accept the revalidation', 40],
  ])('drops its own cache and logs one line when the site %s', async (_, target, warning, level) => {
    const url =
      target === 'refused'
        ? siteUrl.replace('/revalidate', '/refused')
        : target === 'closed'
          ? `http://127.0.0.1:${await closedPort()}/revalidate`
          : target;
    const lines: { level: number; msg: string; url?: string; status?: number }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({
      database,
      siteRevalidation: { url, secret: 'a-long-shared-secret' },
      logger: { level: 'info', stream },
    });
    const list = () => app.inject({ method: 'GET', url: '/api/home-products/?page=1' });
    expect((await list()).headers['x-cache']).toBe('miss');
    expect((await list()).headers['x-cache']).toBe('hit');
    app.invalidateResponseCache();
    expect((await list()).headers['x-cache']).toBe('miss');
    await expect.poll(() => lines.filter((l) => l.msg === warning)).toHaveLength(1);
    expect(lines.find((l) => l.msg === warning)).toMatchObject({
      level,
      url,
      ...(target === 'refused' ? { status: 401 } : {}),
    });
    await app.close();
  });

  it('requires the secret with the site address and reads both from the environment', () => {
    expect(() => loadConfig({ SITE_REVALIDATE_URL: siteUrl })).toThrow(/REVALIDATE_SECRET/);
    expect(() => loadConfig({ SITE_REVALIDATE_URL: siteUrl, REVALIDATE_SECRET: 'short' })).toThrow(/16 characters/);
    expect(
      loadConfig({ SITE_REVALIDATE_URL: siteUrl, REVALIDATE_SECRET: 'a-long-shared-secret' }).siteRevalidation,
    ).toEqual({ url: siteUrl, secret: 'a-long-shared-secret' });
    expect(loadConfig({}).siteRevalidation).toBeUndefined();
  });
});

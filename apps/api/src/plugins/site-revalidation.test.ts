import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';

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

  it('keeps working when the site cannot be reached', async () => {
    const app = await buildApp({
      database,
      siteRevalidation: { url: 'http://127.0.0.1:1/revalidate', secret: 'a-long-shared-secret' },
    });
    expect(() => app.invalidateResponseCache()).not.toThrow();
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
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

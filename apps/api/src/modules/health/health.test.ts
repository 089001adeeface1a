import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { inquiries } from '../../db/schema/index.js';
import { siteHeaders } from '../../../test/factories.js';
import { type TestApp, buildTestApp } from '../../../test/helpers.js';

/** The committed migrations: one SQL file each in apps/api/drizzle. */
const MIGRATIONS = readdirSync(new URL('../../../drizzle/', import.meta.url)).filter((f) => f.endsWith('.sql')).length;

describe('health, docs and unknown routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports the process and the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', status: 'ok' } });
  });

  it('serves the OpenAPI document listing the spec calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/home-products/', '/resale-projects/api/project/{id}/', '/api/health/']),
    );
  });

  it('answers unknown routes and methods with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here/'],
      ['GET', '/'],
      ['POST', '/api/home-products/'],
      ['DELETE', '/resale-projects/api/project/hurghada-avenue/'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('answers a malformed JSON body on a route that takes one with 400 JSON, and stores nothing', async () => {
    for (const payload of ['{"broken', '[1,', '{"kind":"contact","data":']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/inquiries/',
        headers: { ...siteHeaders(), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toEqual({
        error: 'bad_request',
        message: "Body is not valid JSON but content-type is set to 'application/json'",
      });
    }
    expect(await t.database.db.select({ id: inquiries.id }).from(inquiries)).toEqual([]);
  });

  it('reports a database that stopped answering as degraded, and not ready', async () => {
    const other = await buildTestApp('pglite', { seed: false });
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    const ready = await other.app.inject({ method: 'GET', url: '/api/ready/' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not_ready',
      database: 'down',
      pending_migrations: null,
      shutting_down: false,
    });
    await other.app.close();
  });

  it('is ready when the database answers and every committed migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', pending_migrations: 0, shutting_down: false });
  });

  it('is not ready while it drains for a shutdown, yet still serves', async () => {
    t.app.draining = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready/' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not_ready', database: 'ok', shutting_down: true });
      expect((await t.app.inject({ method: 'GET', url: '/api/home-products/?page=1' })).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
  });

  it('is not ready (503, Retry-After) on a database that was never migrated, and ready once it is', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ database });
    try {
      const before = await app.inject({ method: 'GET', url: '/api/ready/' });
      expect(before.statusCode).toBe(503);
      expect(before.headers['retry-after']).toBe('5');
      expect(before.json()).toEqual({
        status: 'not_ready',
        database: 'ok',
        pending_migrations: MIGRATIONS,
        shutting_down: false,
      });
      // Liveness does not depend on the schema: the process and the database are up.
      expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
      await database.migrate();
      expect((await app.inject({ method: 'GET', url: '/api/ready/' })).json()).toMatchObject({ status: 'ready' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

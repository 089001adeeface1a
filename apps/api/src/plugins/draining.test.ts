import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEFAULT_LIMITS } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { drainAndClose } from './draining.js';

/** A GET on a connection of its own; resolves with the status or the network error's code. */
function get(port: number, path: string): Promise<{ status?: number; error?: string; connection?: string }> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
  });
}

describe('graceful shutdown', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers every request it received, says Connection: close while draining, then refuses new connections', async () => {
    // No load shedding here: a busy test machine must not turn these answers into 503s.
    const app = await buildApp({ database, limits: { ...DEFAULT_LIMITS, maxEventLoopDelayMs: 0 } });
    // Requests that are still being worked on when the signal comes: each waits until the test lets it finish.
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    app.get('/api/slow-for-test/', async () => {
      await finished;
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    const first = await get(port, '/api/ready/');
    expect(first.status).toBe(200);
    const inFlight = Array.from({ length: 12 }, () => get(port, '/api/slow-for-test/'));
    await expect.poll(() => app.inFlight()).toBe(12);
    const closed = drainAndClose(app, 1500);
    // Draining: still served, but not ready, and every answer ends its connection.
    const ready = await get(port, '/api/ready/');
    expect(ready.status).toBe(503);
    expect(ready.connection).toBe('close');
    expect((await get(port, '/api/rates/')).status).toBe(200);
    // The requests still in the handler when the process stops listening are answered.
    await expect.poll(() => app.server.listening, { timeout: 10_000 }).toBe(false);
    expect(app.inFlight()).toBe(12);
    finish();
    await closed;

    expect((await Promise.all(inFlight)).map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(app.inFlight()).toBe(0);
    expect(await get(port, '/api/rates/')).toEqual({ error: 'ECONNREFUSED' });
  });
});

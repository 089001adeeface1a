// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { requireNextCacheModule } from '../internals/next-cache.mjs';
import { decodeEntry, encodeEntry } from './entry-codec.mjs';
import { RedisCache, RedisConnection } from './redis-cache.mjs';

/**
 * The shared page cache against a real Redis (redis-server, started here on a free port; Debian's
 * package `redis-server`, installed by .ci/run): two caches on two connections stand for two site
 * replicas.
 */

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const nextTags = requireNextCacheModule('tagsManifest') as {
  tagsManifest: Map<string, { stale?: number; expired?: number }>;
  areTagsStale: (tags: string[], timestamp: number) => boolean;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createServer().listen(port, '127.0.0.1');
      socket.on('listening', () => socket.close(() => resolve(false)));
      socket.on('error', () => resolve(true));
    });
    if (up) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill();
  throw new Error('redis-server did not start');
}

async function stopRedis(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A logger whose lines this test reads. */
function capturedLog() {
  const lines: Array<{ level: number; msg: string; err?: unknown }> = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from([0, 1, 2, 255, 254]),
  status: 200,
  postponed: undefined,
  headers: { 'x-next-cache-tags': tags },
  segmentData: new Map([['/_tree', Buffer.from('tree bytes')]]),
});

const fetched = (body: string) => ({
  kind: 'FETCH',
  data: { headers: { 'content-type': 'application/json' }, body, status: 200, url: 'http://api/x' },
  revalidate: 60,
});

let port: number;
let redis: ChildProcess | undefined;
const connections: RedisConnection[] = [];

/** A site replica: its own connection to the shared Redis. */
function replica(buildId = 'build-1', log = capturedLog().log, at = port) {
  const connection = new RedisConnection({ url: `redis://127.0.0.1:${at}`, log, connectTimeoutMs: 300 });
  connections.push(connection);
  return new RedisCache({ connection, buildId, prefix: `test:${Math.random()}:` });
}

/** Two replicas of one build on one Redis keyspace. */
function twoReplicas() {
  const prefix = `test:${Math.random()}:`;
  const make = () => {
    const connection = new RedisConnection({ url: `redis://127.0.0.1:${port}`, log: capturedLog().log });
    connections.push(connection);
    return new RedisCache({ connection, buildId: 'build-1', prefix });
  };
  return [make(), make()] as const;
}

beforeAll(async () => {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: apt-get install -y redis-server`);
  port = await freePort();
  redis = await startRedis(port);
});

afterEach(async () => {
  await Promise.all(connections.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await stopRedis(redis);
});

describe('entry codec', () => {
  it('keeps Buffers and Maps through JSON', () => {
    const value = page('<html>é</html>', 'a,b');
    const back = decodeEntry(encodeEntry({ lastModified: 1, value }));
    expect(back.value.rscData).toBeInstanceOf(Buffer);
    expect(back.value).toEqual(value);
    expect(back.value.segmentData.get('/_tree').toString()).toBe('tree bytes');
  });
});

describe('shared cache on Redis', () => {
  it('a page stored by one replica is served by another, bytes and all', async () => {
    const [a, b] = twoReplicas();
    const value = page('<html>unit 12: 4,500,000 EGP</html>', '_N_T_/layout,_N_T_/property/12');
    const before = Date.now();
    await a.set('/property/12', value, { cacheControl: { revalidate: false, expire: undefined } });
    const entry = await b.get('/property/12', { kind: 'APP_PAGE' });
    expect(entry?.value).toEqual(value);
    expect(entry?.cacheControl).toEqual({ revalidate: false });
    expect(entry?.lastModified).toBeGreaterThanOrEqual(before);
    expect(await b.get('/property/13', { kind: 'APP_PAGE' })).toBeNull();
  });

  it("entries of another build are not served (they name that build's script files)", async () => {
    const prefix = `test:${Math.random()}:`;
    const connection = new RedisConnection({ url: `redis://127.0.0.1:${port}`, log: capturedLog().log });
    connections.push(connection);
    const old = new RedisCache({ connection, buildId: 'build-1', prefix });
    const current = new RedisCache({ connection, buildId: 'build-2', prefix });
    await old.set('/story', page('old', ''), {});
    expect(await current.get('/story', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('revalidateTag(tag, { expire: 0 }) on one replica drops the tagged entries on the other at once', async () => {
    const [a, b] = twoReplicas();
    const ctx = { kind: 'FETCH', tags: ['catalogue'], softTags: ['_N_T_/layout', '_N_T_/properties'] };
    await b.set('units?page=1', fetched('{"count":0}'), { fetchCache: true, tags: ['catalogue'] });
    await b.set('rates', fetched('{"EUR":0.93}'), { fetchCache: true, tags: ['rates'] });
    expect((await b.get('units?page=1', ctx))?.value).toEqual(fetched('{"count":0}'));
    await new Promise((r) => setTimeout(r, 2));

    await a.revalidateTag('catalogue', { expire: 0 });

    expect(await b.get('units?page=1', ctx)).toBeNull();
    expect(await a.get('units?page=1', ctx)).toBeNull();
    expect((await b.get('rates', { kind: 'FETCH', tags: ['rates'], softTags: ['_N_T_/layout'] }))?.value).toEqual(
      fetched('{"EUR":0.93}'),
    );
    // Stored again after the revalidation (the page rendered anew): served again.
    await new Promise((r) => setTimeout(r, 2));
    await b.set('units?page=1', fetched('{"count":14}'), { fetchCache: true, tags: ['catalogue'] });
    expect((await a.get('units?page=1', ctx))?.value).toEqual(fetched('{"count":14}'));
  });

  it("a page's implicit path tag (revalidatePath) and its data's soft tags count too", async () => {
    const [a, b] = twoReplicas();
    await a.set('/property/12', page('12', '_N_T_/layout,_N_T_/property/[id]/page,_N_T_/property/12'), {});
    await a.set('/property/13', page('13', '_N_T_/layout,_N_T_/property/[id]/page,_N_T_/property/13'), {});
    await a.set('unit-12', fetched('{}'), { fetchCache: true, tags: ['unit:12'] });
    await new Promise((r) => setTimeout(r, 2)); // "after the entry was stored": a later millisecond

    await b.revalidateTag(['_N_T_/property/12']); // updateTag and revalidatePath: no durations

    expect(await a.get('/property/12', { kind: 'APP_PAGE' })).toBeNull();
    expect((await a.get('/property/13', { kind: 'APP_PAGE' }))?.value.html).toBe('13');
    // The fetch was made by that page: the page's path is one of its soft tags.
    expect(await a.get('unit-12', { kind: 'FETCH', tags: ['unit:12'], softTags: ['_N_T_/property/12'] })).toBeNull();
  });

  it('a tag marked stale (expire later) serves the entry once more and tells Next.js to render it again', async () => {
    const [a, b] = twoReplicas();
    const tag = `compound:${Math.random()}`;
    await a.set('/compounds/x', page('x', `_N_T_/layout,${tag}`), {});
    await new Promise((r) => setTimeout(r, 2));
    await a.revalidateTag(tag, { expire: 3600 });
    nextTags.tagsManifest.delete(tag); // as on a replica that did not revalidate it
    const entry = await b.get('/compounds/x', { kind: 'APP_PAGE' });
    expect(entry?.value.html).toBe('x');
    expect(nextTags.areTagsStale([tag], entry!.lastModified)).toBe(true);
  });

  it('Redis down: every call is a miss or a no-op, one error line; back: one info line and the missed revalidation written', async () => {
    const downPort = await freePort();
    const { log, lines } = capturedLog();
    const cache = replica('build-1', log, downPort);
    const ctx = { kind: 'FETCH', tags: ['catalogue'], softTags: [] };

    expect(await cache.get('units', ctx)).toBeNull();
    await expect(cache.set('units', fetched('{}'), { fetchCache: true, tags: ['catalogue'] })).resolves.toBeUndefined();
    await expect(cache.revalidateTag('catalogue', { expire: 0 })).resolves.toBeUndefined();
    expect(await cache.get('units', ctx)).toBeNull();
    await new Promise((r) => setTimeout(r, 300)); // reconnect attempts meanwhile
    const errors = lines.filter((l) => l.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toMatch(/page cache unavailable/);
    expect(errors[0]!.err).toBeDefined();

    // Redis comes back (the client reconnects on its own).
    const back = await startRedis(downPort);
    try {
      await expect.poll(() => lines.filter((l) => l.level === 30 && /available again/.test(l.msg)).length).toBe(1);
      // The revalidation of the outage was written when Redis came back: the other replica sees it.
      await expect
        .poll(async () => {
          const probe = new RedisConnection({ url: `redis://127.0.0.1:${downPort}`, log: capturedLog().log });
          connections.push(probe);
          return probe.run((client) => client.keys('*tags:expired'), [] as string[]);
        })
        .toHaveLength(1);
      expect(lines.filter((l) => l.level === 50)).toHaveLength(1);
    } finally {
      await Promise.all(connections.splice(0).map((c) => c.close()));
      await stopRedis(back);
    }
  });

  it('a command that Redis does not answer in time is a miss, not a hung page', async () => {
    // A server that accepts the connection and never answers.
    const silent = createServer(() => {}).listen(0, '127.0.0.1');
    await new Promise((r) => silent.once('listening', r));
    const address = silent.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    try {
      const { log, lines } = capturedLog();
      const cache = replica('build-1', log, address.port);
      // Without the command timeout this would wait for ever (and the test time out).
      expect(await cache.get('units', { kind: 'FETCH', tags: [] })).toBeNull();
      expect(lines.filter((l) => l.level === 50)).toHaveLength(1);
    } finally {
      await Promise.all(connections.splice(0).map((c) => c.close()));
      silent.close();
    }
  });
});

import { setTimeout } from 'node:timers';
import { URL } from 'node:url';
import { createClient } from '@redis/client';
import { entryTags, nextTagsManifest } from '../internals/next-cache.mjs';
import { decodeEntry, encodeEntry } from './entry-codec.mjs';
import { isExpired, isStale, revalidationTimes } from './tag-times.mjs';

/**
 * Next.js's incremental cache (rendered pages, route answers, fetched data) in Redis, for every site
 * replica at once: entries under a key of their build, the tags' revalidation times in two hashes
 * that all builds share. Redis down or slow is a cache miss: the page is rendered, the failure is
 * logged once per outage. ./redis-cache-handler.mjs gives it to Next.js; docs/deployment.md says why.
 */

/** An entry not stored again within this time leaves Redis (an old build's entries, unused pages). */
export const ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Revalidations that could not be written while Redis was down, written again when it is back. */
const MAX_PENDING_TAGS = 10_000;

/** The address without user and password, for the log. */
function describe(url) {
  try {
    const { protocol, host, pathname } = new URL(url);
    return `${protocol}//${host}${pathname === '/' ? '' : pathname}`;
  } catch {
    return 'an invalid CACHE_REDIS_URL';
  }
}

/**
 * One Redis connection and its health: commands fail at once while it is down (no queue that would
 * hold a request), a command that takes longer than `commandTimeoutMs` fails, and the first failure
 * after a success writes one `error` line, the first success after a failure one `info` line.
 */
export class RedisConnection {
  #client;
  #log;
  #healthy = true;
  /** Resolves when the first connection is up; a command before that waits for it (bounded). */
  #firstReady;
  #connectTimeoutMs;
  /** @type {Set<() => void>} */
  #onRecover = new Set();

  /**
   * @param {{ url: string; log: import('pino').Logger; connectTimeoutMs?: number; commandTimeoutMs?: number }} options
   */
  constructor({ url, log, connectTimeoutMs = 1000, commandTimeoutMs = 500 }) {
    this.#log = log.child({ cache: describe(url) });
    this.#connectTimeoutMs = connectTimeoutMs;
    this.#client = createClient({
      url,
      disableOfflineQueue: true,
      commandOptions: { timeout: commandTimeoutMs },
      socket: {
        connectTimeout: connectTimeoutMs,
        // Try again soon, then every 2 s at most, for as long as the process runs.
        reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000),
      },
    });
    this.#client.on('error', (error) => this.#failed(error));
    this.#client.on('ready', () => {
      if (!this.#healthy) this.#succeeded();
    });
    this.#firstReady = new Promise((resolve) => this.#client.once('ready', resolve));
    // Reconnects on its own; a failed attempt is an 'error' event, logged above.
    this.#client.connect().catch((error) => this.#failed(error));
  }

  /**
   * `command` on the client, or `fallback` when Redis is not reachable or the command fails.
   *
   * @template T
   * @param {(client: ReturnType<typeof createClient>) => Promise<T>} command
   * @param {T} fallback
   * @returns {Promise<T>}
   */
  async run(command, fallback) {
    try {
      if (!this.#client.isReady && this.#healthy) {
        // Starting up: wait for the first connection a moment rather than miss every early request.
        await Promise.race([this.#firstReady, new Promise((r) => setTimeout(r, this.#connectTimeoutMs).unref())]);
      }
      if (!this.#client.isReady) throw new Error('not connected to Redis');
      const result = await command(this.#client);
      if (!this.#healthy) this.#succeeded();
      return result;
    } catch (error) {
      this.#failed(error);
      return fallback;
    }
  }

  /** Runs `listener` each time Redis answers again after a failure. */
  onRecover(listener) {
    this.#onRecover.add(listener);
  }

  #failed(error) {
    if (!this.#healthy) return;
    this.#healthy = false;
    this.#log.error({ err: error }, 'page cache unavailable: pages are rendered without it until it is back');
  }

  #succeeded() {
    this.#healthy = true;
    this.#log.info('page cache available again');
    for (const listener of this.#onRecover) listener();
  }

  /** Closes the connection (tests; a server keeps it until it exits). */
  async close() {
    this.#client.destroy();
  }
}

/**
 * The incremental cache of one build on one connection: Next's CacheHandler interface (get, set,
 * revalidateTag), without the class Next.js instantiates per request (redis-cache-handler.mjs).
 */
export class RedisCache {
  #connection;
  #entryPrefix;
  #staleKey;
  #expiredKey;
  /** @type {Map<string, { expire?: number } | undefined>} tag -> durations of a revalidation not written */
  #pending = new Map();

  /**
   * @param {{ connection: RedisConnection; buildId: string; prefix?: string }} options
   */
  constructor({ connection, buildId, prefix = 'redsea:cache:' }) {
    this.#connection = connection;
    this.#entryPrefix = `${prefix}entry:${buildId}:`;
    this.#staleKey = `${prefix}tags:stale`;
    this.#expiredKey = `${prefix}tags:expired`;
    connection.onRecover(() => void this.#writePending());
  }

  /**
   * The entry, or null when there is none, a tag of it expired since it was stored, or Redis failed.
   *
   * @param {string} key
   * @param {{ kind?: string; tags?: string[]; softTags?: string[] }} ctx
   */
  async get(key, ctx) {
    const found = await this.#connection.run(async (client) => {
      const text = await client.get(this.#entryPrefix + key);
      if (text === null) return null;
      const entry = decodeEntry(text);
      const tags = entryTags(entry, ctx);
      return { entry, tags, times: await this.#tagTimes(client, tags) };
    }, null);
    if (!found) return null;
    const { entry, tags, times } = found;
    const now = Date.now();
    if (isExpired(times, entry.lastModified, now)) return null;
    // The times read from Redis go into Next's own table, which its cache checks after this get; without
    // it (a Next.js release that moved it), a stale entry is a miss.
    const manifest = nextTagsManifest();
    if (manifest) {
      tags.forEach((tag, i) => {
        // A revalidation of this replica that Redis has not taken yet wins over Redis's older times.
        if (times[i] && !this.#pending.has(tag)) manifest.set(tag, times[i]);
      });
    } else if (isStale(times, entry.lastModified)) {
      return null;
    }
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  /**
   * Stores an entry (null too: Next's "not found" entry). A failure is logged and dropped.
   *
   * @param {string} key
   * @param {unknown} value
   * @param {{ fetchCache?: boolean; tags?: string[]; cacheControl?: unknown }} ctx
   */
  async set(key, value, ctx) {
    const entry = ctx.fetchCache
      ? { lastModified: Date.now(), value, tags: ctx.tags ?? [] }
      : { lastModified: Date.now(), value, cacheControl: ctx.cacheControl };
    const text = encodeEntry(entry);
    await this.#connection.run(
      (client) => client.set(this.#entryPrefix + key, text, { expiration: { type: 'EX', value: ENTRY_TTL_SECONDS } }),
      null,
    );
  }

  /**
   * Marks the tags revalidated for every replica (see revalidationTimes for what `durations` means).
   * If Redis cannot take it, this replica still sees it, and it is written once Redis is back.
   *
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const times = revalidationTimes(durations, Date.now());
    const manifest = nextTagsManifest();
    for (const tag of list) manifest?.set(tag, { ...manifest.get(tag), ...times });
    const written = await this.#connection.run(async (client) => {
      await this.#writeTimes(client, list, times);
      return true;
    }, false);
    if (!written) {
      for (const tag of list) {
        this.#pending.delete(tag);
        if (this.#pending.size < MAX_PENDING_TAGS) this.#pending.set(tag, durations);
      }
    }
  }

  /** Writes the revalidations Redis missed, timed now (later than they were: never less fresh). */
  async #writePending() {
    if (this.#pending.size === 0) return;
    const pending = [...this.#pending];
    this.#pending.clear();
    const byDurations = new Map();
    for (const [tag, durations] of pending) {
      const id = JSON.stringify(durations ?? null);
      byDurations.set(id, { durations, tags: [...(byDurations.get(id)?.tags ?? []), tag] });
    }
    for (const { tags, durations } of byDurations.values()) await this.revalidateTag(tags, durations);
  }

  /** @param {ReturnType<typeof createClient>} client @param {string[]} tags @param {{ stale?: number; expired?: number }} times */
  async #writeTimes(client, tags, times) {
    const writes = [];
    for (const [hash, time] of [
      [this.#staleKey, times.stale],
      [this.#expiredKey, times.expired],
    ]) {
      if (time !== undefined)
        writes.push(client.hSet(hash, Object.fromEntries(tags.map((tag) => [tag, String(time)]))));
    }
    await Promise.all(writes);
  }

  /** @param {ReturnType<typeof createClient>} client @param {string[]} tags */
  async #tagTimes(client, tags) {
    if (tags.length === 0) return [];
    const [stale, expired] = await Promise.all([
      client.hmGet(this.#staleKey, tags),
      client.hmGet(this.#expiredKey, tags),
    ]);
    return tags.map((_tag, i) => {
      const s = stale[i];
      const e = expired[i];
      if (s == null && e == null) return undefined;
      return { ...(s != null ? { stale: Number(s) } : {}), ...(e != null ? { expired: Number(e) } : {}) };
    });
  }
}

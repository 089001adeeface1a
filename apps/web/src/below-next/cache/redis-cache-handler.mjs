// Next.js's incremental cache handler (next.config `cacheHandler`, set by pageCacheConfig in
// ./config.mjs when CACHE_REDIS_URL is set): rendered pages, route answers and fetched
// data in Redis, shared by every `next start` of the site. Loaded by Node as it is (not bundled),
// hence plain JavaScript. docs/deployment.md, "Shared page cache".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { pino } from 'pino';
import { readPageCacheEnv } from '../../lib/env-reader.mjs';
import { checkedEntry } from './catalogue-changes.mjs';
import { RedisCache, RedisConnection } from './redis-cache.mjs';
import { renderSettingsKey } from './render-settings.mjs';

/** The site's log line shape (src/lib/log-lines.ts createLogger, which Node cannot load from here). */
function createLogger() {
  return pino({
    name: 'web',
    level: process.env.LOG_LEVEL || 'info',
    base: { pid: process.pid },
    serializers: {
      err: (error) => {
        const fields = pino.stdSerializers.err(error);
        return error instanceof Error && typeof fields === 'object' ? { ...fields, type: error.name } : fields;
      },
    },
  });
}

/** One connection per process: Next.js creates a handler for every request. */
let connection;

/** CACHE_REDIS_URL, read once by lib/env.ts's rules (which instrumentation.ts checked at start). */
let pageCacheEnv;

/** Entries of one build are not served by another (a page names its own build's script files). */
function readBuildId(serverDistDir) {
  try {
    return readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

/** @type {Map<string, RedisCache>} */
const caches = new Map();

export default class SharedCacheHandler {
  /** @type {RedisCache | null} */
  #cache = null;

  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx) {
    pageCacheEnv ??= readPageCacheEnv(process.env);
    const url = pageCacheEnv.CACHE_REDIS_URL;
    // While `next build` prerenders: its pages go to .next as always, nothing to share yet (and the
    // image builder has no Redis). Replicas fill Redis on their first requests.
    if (!url || process.env.NEXT_PHASE === 'phase-production-build') return;
    connection ??= new RedisConnection({ url, log: createLogger() });
    // Pages rendered with other settings (SITE_URL, AGENCY_WHATSAPP) are not served either.
    const build = ctx.serverDistDir ? readBuildId(ctx.serverDistDir) : 'unknown-build';
    const buildId = `${build}-${renderSettingsKey(process.env)}`;
    let cache = caches.get(buildId);
    if (!cache) {
      cache = new RedisCache({ connection, buildId });
      caches.set(buildId, cache);
    }
    this.#cache = cache;
  }

  async get(key, ctx) {
    // Entries of an earlier run changed since (a change no replica was told of) are not served as fresh.
    return this.#cache ? checkedEntry(await this.#cache.get(key, ctx), ctx) : null;
  }

  async set(key, data, ctx) {
    await this.#cache?.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    await this.#cache?.revalidateTag(tags, durations);
  }

  // Nothing kept per request.
  resetRequestCache() {}
}

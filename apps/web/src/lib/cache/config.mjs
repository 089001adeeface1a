import { URL, fileURLToPath } from 'node:url';

/**
 * The page cache shared by every site replica (docs/deployment.md, "Shared page cache"). Spread into
 * next.config: with CACHE_REDIS_URL set, Next.js keeps rendered pages, route answers and fetched data
 * in that Redis (apps/web/cache-handler.mjs) instead of each replica's own .next directory, so a
 * revalidation on one replica is seen by all. Unset: nothing changes (Next's cache on disk, no Redis).
 * No dependencies here: next.config loads this module at build too.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {{ cacheHandler?: string; cacheMaxMemorySize?: number }}
 */
export function sharedCacheConfig(env) {
  if (!env.CACHE_REDIS_URL) return {};
  return {
    // Absolute: Next.js resolves a relative path from .next, not from the config.
    cacheHandler: fileURLToPath(new URL('../../../cache-handler.mjs', import.meta.url)),
    // No copy of an entry in one process's memory: another replica's revalidation could not reach it.
    // It also turns off the in-memory store of `'use cache'` functions, which is per process as well.
    cacheMaxMemorySize: 0,
  };
}

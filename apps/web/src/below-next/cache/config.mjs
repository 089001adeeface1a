import { URL, fileURLToPath } from 'node:url';

/**
 * Where Next.js keeps rendered pages, route answers, fetched data and resized pictures. Spread into
 * next.config, from the variables as lib/env.ts reads them (readPageCacheEnv), at build and at start.
 *
 * - CACHE_REDIS_URL set: in that Redis (redis-cache-handler.mjs), shared by every site replica, so a
 *   revalidation on one replica is seen by all (docs/deployment.md, "Shared page cache").
 * - SITE_PAGE_CACHE=memory: in this process's memory (local-cache-handler.mjs): Next's own
 *   cache, plus the resized pictures that Next would otherwise keep only on disk (decision 0037).
 * - Neither: Next's own cache on disk (.next), through the same handler, which checks what was kept
 *   against the catalogue's changes at start (decision 0046); pictures stay Next's, on disk.
 *
 * No dependencies here: next.config loads this module at build too.
 *
 * @param {{ CACHE_REDIS_URL?: string; SITE_PAGE_CACHE: 'disk' | 'memory' }} env
 * @returns {{ cacheHandler?: string; cacheMaxMemorySize?: number; images?: { customCacheHandler: boolean } }}
 */
export function pageCacheConfig(env) {
  if (env.CACHE_REDIS_URL) {
    return {
      // Absolute: Next.js resolves a relative path from .next, not from the config. Loaded by Node as
      // the file it is (outside the bundle).
      cacheHandler: fileURLToPath(new URL('./redis-cache-handler.mjs', import.meta.url)),
      // No copy of an entry in one process's memory: another replica's revalidation could not reach it.
      // It also turns off the in-memory store of `'use cache'` functions, which is per process as well.
      cacheMaxMemorySize: 0,
    };
  }
  const cacheHandler = fileURLToPath(new URL('./local-cache-handler.mjs', import.meta.url));
  if (env.SITE_PAGE_CACHE === 'memory') {
    // The image route uses a configured handler only when asked to.
    return { cacheHandler, images: { customCacheHandler: true } };
  }
  return { cacheHandler };
}

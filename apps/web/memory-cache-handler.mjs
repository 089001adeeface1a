// Next.js's incremental cache handler when SITE_PAGE_CACHE=memory (set by pageCacheConfig in
// src/lib/cache/config.mjs): pages, route answers and fetched data exactly as Next keeps them without
// a handler of ours (its own cache, here in this process's memory), plus the image route's resized
// pictures, in this process's memory too. Without a handler Next keeps pictures only on disk, and only
// when pages go to disk as well: every picture would be resized again on every request, which costs
// 50 ms (WebP) to 200 ms (AVIF) of CPU each. Loaded by Node as it is (not bundled), hence plain
// JavaScript. docs/decisions/0037-pictures-kept-with-pages-in-memory.md.
import { LRUCache } from 'lru-cache';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** Next's own cache (the class it uses when no handler is configured), from its CommonJS module. */
const NextCache = fileSystemCache.default ?? fileSystemCache;

/** The image route's entries (Next's IncrementalCacheKind.IMAGE). */
const IMAGE = 'IMAGE';

/** At most this many bytes of resized pictures per process; the least recently used go first. */
export const MAX_IMAGE_BYTES = 64 * 1024 * 1024;

/**
 * Resized pictures of this process by their cache key, weighed by their bytes.
 *
 * @type {LRUCache<string, { lastModified: number; value: { buffer: Buffer } & Record<string, unknown> }>}
 */
const images = new LRUCache({
  maxSize: MAX_IMAGE_BYTES,
  sizeCalculation: (entry) => Math.max(1, entry.value.buffer?.byteLength ?? 0),
});

export default class MemoryCacheHandler extends NextCache {
  /** @param {{ flushToDisk?: boolean; serverDistDir?: string; maxMemoryCacheSize?: number } & Record<string, unknown>} ctx */
  constructor(ctx) {
    super(ctx);
  }

  /**
   * @param {string} key
   * @param {{ kind?: string } & Record<string, unknown>} ctx
   */
  async get(key, ctx) {
    if (ctx?.kind !== IMAGE) return super.get(key, ctx);
    return images.get(key) ?? null;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {{ kind?: string } & Record<string, unknown>} ctx
   */
  async set(key, data, ctx) {
    if (ctx?.kind !== IMAGE) return super.set(key, data, ctx);
    // A picture larger than the whole limit is not kept (and any older version of it goes).
    if (data) images.set(key, { lastModified: Date.now(), value: data });
    else images.delete(key);
  }
}

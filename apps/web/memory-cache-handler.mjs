// Next.js's incremental cache handler when SITE_PAGE_CACHE=memory (set by pageCacheConfig in
// src/lib/cache/config.mjs): pages, route answers and fetched data exactly as Next keeps them without
// a handler of ours (its own cache, here in this process's memory), plus the image route's resized
// pictures, in this process's memory too. Without a handler Next keeps pictures only on disk, and only
// when pages go to disk as well: every picture would be resized again on every request, which costs
// 50 ms (WebP) to 200 ms (AVIF) of CPU each. Loaded by Node as it is (not bundled), hence plain
// JavaScript. docs/decisions/0037-pictures-kept-with-pages-in-memory.md.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** Next's own cache (the class it uses when no handler is configured), from its CommonJS module. */
const NextCache = fileSystemCache.default ?? fileSystemCache;

/** The image route's entries (Next's IncrementalCacheKind.IMAGE). */
const IMAGE = 'IMAGE';

/** At most this many bytes of resized pictures per process; the least recently used go first. */
export const MAX_IMAGE_BYTES = 64 * 1024 * 1024;

/**
 * Resized pictures of this process, least recently used first (a Map keeps insertion order).
 *
 * @type {Map<string, { lastModified: number; value: { buffer: Buffer } & Record<string, unknown>; size: number }>}
 */
const images = new Map();
let imageBytes = 0;

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
    const entry = images.get(key);
    if (!entry) return null;
    images.delete(key);
    images.set(key, entry);
    return { lastModified: entry.lastModified, value: entry.value };
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {{ kind?: string } & Record<string, unknown>} ctx
   */
  async set(key, data, ctx) {
    if (ctx?.kind !== IMAGE) return super.set(key, data, ctx);
    forgetImage(key);
    const size = data?.buffer?.byteLength ?? 0;
    if (!data || size > MAX_IMAGE_BYTES) return;
    images.set(key, { lastModified: Date.now(), value: data, size });
    imageBytes += size;
    for (const oldest of images.keys()) {
      if (imageBytes <= MAX_IMAGE_BYTES) break;
      forgetImage(oldest);
    }
  }
}

/** @param {string} key */
function forgetImage(key) {
  const entry = images.get(key);
  if (!entry) return;
  images.delete(key);
  imageBytes -= entry.size;
}

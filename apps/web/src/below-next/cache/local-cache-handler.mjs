// Next.js's incremental cache handler when the page cache is this process's own (pageCacheConfig in
// ./config.mjs: no CACHE_REDIS_URL): pages, route answers and fetched data exactly as Next
// keeps them without a handler of ours (its own cache, its class below), on disk by default or in this
// process's memory with SITE_PAGE_CACHE=memory. Two things are added:
// - every entry is checked against what the API says changed while this process was not there to be
//   told (./catalogue-changes.mjs, docs/decisions/0046): a page kept on disk from before a
//   change is rendered again after a restart, not served as fresh;
// - in memory mode, the image route's resized pictures are kept in memory too (without a handler Next
//   keeps them only on disk, and only when pages go to disk as well: every picture would be resized
//   again on every request, 50 ms (WebP) to 200 ms (AVIF) of CPU each; decision 0037), and pages that a
//   site on disk left in the build's directory are never read.
// Loaded by Node as it is (not bundled), hence plain JavaScript. What it knows of Next's cache (its
// class, its file access, the image route's entries) is in ../internals/next-cache.mjs.
import { LRUCache } from 'lru-cache';
import { ENTRY_KIND, nextFileSystemCache, withoutKeptPages } from '../internals/next-cache.mjs';
import { checkedEntry } from './catalogue-changes.mjs';

/** Next's own cache (the class it uses when no handler is configured). */
const NextCache = nextFileSystemCache();

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

export default class LocalCacheHandler extends NextCache {
  /** @param {import('../internals/next-cache.mjs').HandlerContext} ctx */
  constructor(ctx) {
    super(ctx.flushToDisk || !ctx.fs ? ctx : { ...ctx, fs: withoutKeptPages(ctx.fs) });
  }

  /**
   * @param {string} key
   * @param {{ kind?: string } & Record<string, unknown>} ctx
   */
  async get(key, ctx) {
    if (ctx?.kind !== ENTRY_KIND.IMAGE) return checkedEntry(await super.get(key, ctx), ctx);
    return images.get(key) ?? null;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {{ kind?: string } & Record<string, unknown>} ctx
   */
  async set(key, data, ctx) {
    if (ctx?.kind !== ENTRY_KIND.IMAGE) return super.set(key, data, ctx);
    // A picture larger than the whole limit is not kept (and any older version of it goes).
    if (data) images.set(key, { lastModified: Date.now(), value: data });
    else images.delete(key);
  }
}

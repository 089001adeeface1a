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
// Loaded by Node as it is (not bundled), hence plain JavaScript.
import { sep } from 'node:path';
import { LRUCache } from 'lru-cache';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { checkedEntry } from './catalogue-changes.mjs';

/** Next's own cache (the class it uses when no handler is configured), from its CommonJS module. */
const NextCache = fileSystemCache.default ?? fileSystemCache;

/** The image route's entries (Next's IncrementalCacheKind.IMAGE). */
const IMAGE = 'IMAGE';

/** At most this many bytes of resized pictures per process; the least recently used go first. */
export const MAX_IMAGE_BYTES = 64 * 1024 * 1024;

/** Where Next keeps the pages and route answers it rendered on request (`.next/server/route-cache/`). */
const KEPT_PAGES = `${sep}route-cache${sep}`;

/**
 * Resized pictures of this process by their cache key, weighed by their bytes.
 *
 * @type {LRUCache<string, { lastModified: number; value: { buffer: Buffer } & Record<string, unknown> }>}
 */
const images = new LRUCache({
  maxSize: MAX_IMAGE_BYTES,
  sizeCalculation: (entry) => Math.max(1, entry.value.buffer?.byteLength ?? 0),
});

/**
 * Next's file access for a cache in memory: kept pages on disk are not there (Next would read them
 * when they are not in memory: another site's, or an earlier `npm start`'s, rendered from another API).
 * What the build prerendered stays readable.
 *
 * @param {Record<string, any>} fs
 */
function withoutKeptPages(fs) {
  /** @param {unknown} path */
  const absent = (path) => String(path).includes(KEPT_PAGES);
  /** @param {unknown} path */
  const missing = (path) => Object.assign(new Error(`ENOENT: ${String(path)}`), { code: 'ENOENT' });
  return {
    ...fs,
    /** @param {string} path */
    existsSync: (path) => !absent(path) && fs.existsSync(path),
    /** @param {string} path @param {unknown[]} rest */
    readFile: (path, ...rest) => (absent(path) ? Promise.reject(missing(path)) : fs.readFile(path, ...rest)),
    /** @param {string} path */
    stat: (path) => (absent(path) ? Promise.reject(missing(path)) : fs.stat(path)),
  };
}

export default class LocalCacheHandler extends NextCache {
  /** @param {{ fs?: Record<string, any>; flushToDisk?: boolean; serverDistDir?: string; maxMemoryCacheSize?: number } & Record<string, unknown>} ctx */
  constructor(ctx) {
    super(ctx.flushToDisk || !ctx.fs ? ctx : { ...ctx, fs: withoutKeptPages(ctx.fs) });
  }

  /**
   * @param {string} key
   * @param {{ kind?: string } & Record<string, unknown>} ctx
   */
  async get(key, ctx) {
    if (ctx?.kind !== IMAGE) return checkedEntry(await super.get(key, ctx), ctx);
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

import { sep } from 'node:path';
import process from 'node:process';

// Next.js's incremental cache as the site's cache handlers reach into it: the only file that names a
// `next/dist/...` module of the cache or relies on the shape of its entries (docs/decisions/0048).
// Written against Next.js NEXT_VERSION_RELIED_ON, pinned exactly in apps/web/package.json;
// next-cache.test.ts fails, naming the installed version, when an upgrade moves or changes any of it.
//
// Plain JavaScript: the handlers are loaded by Node as they are. instrumentation.ts's bundle reaches
// this file too (through tag-times.mjs and render-settings.mjs), so Next's modules are required on
// first use only, with Node's own require, out of the bundler's reach: the bundle must not carry a
// copy of Next's cache (its table of tag times would no longer be the one Next checks).

/** The Next.js version whose internals below were checked. */
export const NEXT_VERSION_RELIED_ON = '16.4.5';

/** Modules of Next's that are no public entry point. */
export const NEXT_CACHE_MODULES = {
  /** Next's own cache, the class it uses when no handler is configured (default export). */
  fileSystemCache: 'next/dist/server/lib/incremental-cache/file-system-cache.js',
  /** Its table of tag times, one per process (`.external`: never bundled, every runtime requires it). */
  tagsManifest: 'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
  /** The file access Next hands a handler (`ctx.fs`, its `nodeFs`): the tests give it to the handlers. */
  nodeFs: 'next/dist/server/lib/node-fs-methods.js',
};

/** The kinds of entry Next asks a handler for that the handlers tell apart (its IncrementalCacheKind). */
export const ENTRY_KIND = { FETCH: 'FETCH', IMAGE: 'IMAGE' };

/** The header in which Next stores a page's or a route's tags, its implicit path tags included. */
export const TAGS_HEADER = 'x-next-cache-tags';

/**
 * Where, under `.next/server`, Next keeps the pages and route answers it renders on request; what
 * `next build` prerendered is elsewhere (`server/app`). Their keys start with `/route-cache/`.
 */
export const ROUTE_CACHE_DIRECTORY = 'route-cache';

/**
 * The context Next gives a handler's constructor, and an entry as a handler stores and answers it:
 * a page's or route's value carries its tags in `headers[TAGS_HEADER]`, fetched data its own `tags`.
 *
 * @typedef {{ fs?: Record<string, any>; flushToDisk?: boolean; serverDistDir?: string; maxMemoryCacheSize?: number } & Record<string, unknown>} HandlerContext
 * @typedef {{ lastModified: number; value?: any; tags?: string[]; cacheControl?: unknown }} CacheEntry
 * @typedef {{ kind?: string; tags?: string[]; softTags?: string[] }} GetContext
 */

/**
 * One of the modules above, by its name there, through Node's own require.
 *
 * @param {keyof typeof NEXT_CACHE_MODULES} name
 * @returns {any}
 */
export function requireNextCacheModule(name) {
  const { createRequire } = process.getBuiltinModule('node:module');
  return createRequire(import.meta.url)(NEXT_CACHE_MODULES[name]);
}

/**
 * Next's own cache class, for a handler that extends it (local-cache-handler.mjs).
 *
 * @returns {new (ctx: HandlerContext) => { get(key: string, ctx: any): Promise<any>; set(key: string, data: any, ctx: any): Promise<void>; revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>; resetRequestCache(): void }}
 */
export function nextFileSystemCache() {
  const module = requireNextCacheModule('fileSystemCache');
  return module.default ?? module;
}

/** @type {Map<string, { stale?: number; expired?: number }> | null | undefined} */
let tagsManifest;

/**
 * Next's table of tag times in this process. Its cache checks it after every get: times copied into it
 * make a tag marked stale on another replica serve the entry once more while Next renders it again, as
 * on a single server. Null if a release moves it (next-cache.test.ts fails first).
 *
 * @returns {Map<string, { stale?: number; expired?: number }> | null}
 */
export function nextTagsManifest() {
  if (tagsManifest === undefined) {
    try {
      const manifest = requireNextCacheModule('tagsManifest').tagsManifest;
      tagsManifest = manifest instanceof Map ? manifest : null;
    } catch {
      tagsManifest = null;
    }
  }
  return tagsManifest;
}

/**
 * The tags an entry answers to: for a page or a route handler the tags of its render (TAGS_HEADER),
 * which include Next's implicit ones (`_N_T_/layout`, `_N_T_/property/12`, ...); for fetched data the
 * fetch's own tags and the soft tags of the page that asks (given with each get), and the tags it was
 * stored with.
 *
 * @param {{ value?: any; tags?: string[] } | null | undefined} entry
 * @param {GetContext} [ctx]
 * @returns {string[]}
 */
export function entryTags(entry, ctx) {
  const tags = new Set(entry?.tags ?? []);
  const header = entry?.value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  if (ctx?.kind === ENTRY_KIND.FETCH) for (const tag of [...(ctx.tags ?? []), ...(ctx.softTags ?? [])]) tags.add(tag);
  return [...tags];
}

/**
 * Next's file access (`ctx.fs`) without the pages it kept on request: its cache reads them when they
 * are not in memory, and in memory mode they may be another site's, or an earlier `npm start`'s,
 * rendered from another API. What the build prerendered stays readable.
 *
 * @param {Record<string, any>} fs
 * @returns {Record<string, any>}
 */
export function withoutKeptPages(fs) {
  const kept = `${sep}${ROUTE_CACHE_DIRECTORY}${sep}`;
  /** @param {unknown} path */
  const absent = (path) => String(path).includes(kept);
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

import { performance } from 'node:perf_hooks';
import { entryTags } from '../internals/next-cache.mjs';

/**
 * What changed in the catalogue while this process was not there to be told (docs/decisions/0046): the
 * time each cache tag last changed, as the API recorded it (GET /api/cache-tags/), read when the site
 * starts (instrumentation.ts). The cache handlers (local-cache-handler.mjs, redis-cache-handler.mjs) check
 * every entry against it, so a page kept on disk or in Redis from before a change that this process
 * was never told of is not served as fresh after a restart.
 *
 * The state is on globalThis: instrumentation.ts (bundled by Next) writes it, the handlers (loaded by
 * Node as they are) read it, each with its own copy of this module. Plain JavaScript for the handlers.
 *
 * @typedef {{ times: Map<string, number> | null; latest: number }} State
 */

const KEY = Symbol.for('redsea.web.catalogue-changes');

/** @returns {State} */
function state() {
  const holder = /** @type {Record<symbol, State | undefined>} */ (/** @type {unknown} */ (globalThis));
  holder[KEY] ??= { times: null, latest: 0 };
  return holder[KEY];
}

/**
 * Takes the API's times (ms since the epoch by tag); from now on entries are checked against them.
 * @param {Map<string, number>} times
 */
export function setCatalogueChanges(times) {
  const current = state();
  current.times = times;
  current.latest = Math.max(0, ...times.values());
}

/** Whether the API's times have been read (until then, entries of an earlier process are unverified). */
export function catalogueChangesKnown() {
  return state().times !== null;
}

/** Forgets the times (tests). */
export function resetCatalogueChanges() {
  const current = state();
  current.times = null;
  current.latest = 0;
}

/**
 * What an entry stored at `lastModified` with `tags` is worth now:
 * - `expired`: one of its tags changed after it was stored; it must be rendered again before it is sent;
 * - `unverified`: stored before this process started, and the API's times are not known yet;
 * - `fresh`: nothing known changed since it was stored.
 *
 * @param {() => string[]} tags  the entry's tags (asked for only when needed)
 * @param {number} lastModified
 * @param {number} [processStart]
 * @returns {'fresh' | 'expired' | 'unverified'}
 */
export function verdict(tags, lastModified, processStart = performance.timeOrigin) {
  const { times, latest } = state();
  if (times === null) return lastModified < processStart ? 'unverified' : 'fresh';
  if (lastModified >= latest) return 'fresh';
  return tags().some((tag) => (times.get(tag) ?? 0) > lastModified) ? 'expired' : 'fresh';
}

/**
 * A cache handler's answer once checked: null (a miss: rendered again at once) for an expired entry; an
 * unverified one as stale (Next serves it once more and renders it again in the background, so a site
 * whose API is down at its start still answers); any other as it is.
 *
 * @template {{ lastModified: number; value?: any; tags?: string[] }} E
 * @param {E | null | undefined} entry
 * @param {{ kind?: string; tags?: string[]; softTags?: string[] }} [ctx]
 * @returns {E | null}
 */
export function checkedEntry(entry, ctx) {
  if (!entry?.value) return entry ?? null;
  const found = verdict(() => entryTags(entry, ctx), entry.lastModified);
  if (found === 'expired') return null;
  // Older than any revalidation time: Next's own rules then call it stale.
  if (found === 'unverified') return { ...entry, lastModified: 1 };
  return entry;
}

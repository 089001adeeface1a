/**
 * When a tag was revalidated, and what that means for an entry: the rules of Next.js's own cache
 * (next/dist/server/lib/incremental-cache: tags-manifest and file-system-cache), applied to times
 * that every replica reads from the shared store.
 *
 * @typedef {{ stale?: number; expired?: number }} TagTimes  ms since the epoch
 */

/** The header in which Next.js stores a page's or a route's tags, its implicit path tags included. */
export const TAGS_HEADER = 'x-next-cache-tags';

/**
 * The tags an entry answers to: for a page or a route handler the tags of its render (header),
 * which include Next's implicit ones (`_N_T_/layout`, `_N_T_/property/12`, ...); for fetched data
 * the fetch's own tags and the soft tags of the page that asks (given with each get), and the tags
 * it was stored with.
 *
 * @param {{ value?: any; tags?: string[] } | null} entry
 * @param {{ kind?: string; tags?: string[]; softTags?: string[] }} [ctx]
 * @returns {string[]}
 */
export function entryTags(entry, ctx) {
  const tags = new Set(entry?.tags ?? []);
  const header = entry?.value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  if (ctx?.kind === 'FETCH') for (const tag of [...(ctx.tags ?? []), ...(ctx.softTags ?? [])]) tags.add(tag);
  return [...tags];
}

/**
 * What `revalidateTag(tags, durations)` writes for each tag, as Next's file-system cache does: with
 * durations (a cache-life profile, e.g. `{ expire: 0 }` or "max"), stale from now and expired after
 * `expire` seconds; without (updateTag, revalidatePath), expired now.
 *
 * @param {{ expire?: number } | undefined} durations
 * @param {number} now
 * @returns {TagTimes}
 */
export function revalidationTimes(durations, now) {
  if (!durations) return { expired: now };
  /** @type {TagTimes} */
  const times = { stale: now };
  if (durations.expire !== undefined) times.expired = now + durations.expire * 1000;
  return times;
}

/**
 * True when a tag expired after the entry was stored (and that expiry has come): the entry must not
 * be served at all; the page is rendered again before it is answered.
 *
 * @param {Array<TagTimes | undefined>} times  one per tag of the entry
 * @param {number} lastModified
 * @param {number} now
 */
export function isExpired(times, lastModified, now) {
  return times.some((t) => typeof t?.expired === 'number' && t.expired <= now && t.expired > lastModified);
}

/**
 * True when a tag was marked stale after the entry was stored: served once more while Next.js renders
 * it again in the background.
 *
 * @param {Array<TagTimes | undefined>} times
 * @param {number} lastModified
 */
export function isStale(times, lastModified) {
  return times.some((t) => typeof t?.stale === 'number' && t.stale > lastModified);
}

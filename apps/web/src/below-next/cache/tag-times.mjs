/**
 * When a tag was revalidated, and what that means for an entry: the rules of Next.js's own cache
 * (its tags manifest and file-system cache), applied to times that every replica reads from the
 * shared store. Which tags an entry has is Next's shape: entryTags in ../internals/next-cache.mjs.
 *
 * @typedef {{ stale?: number; expired?: number }} TagTimes  ms since the epoch
 */

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

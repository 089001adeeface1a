import type { MediaStorage } from './storage.js';

/** Files nothing refers to are kept this long after they were stored, then removed. */
export const ORPHAN_GRACE_DAYS = 7;

export interface SweepOptions {
  /** Every key the catalogue refers to (photos, logos, tour videos), read when the sweep runs. */
  referencedKeys: () => Promise<Set<string>>;
  now?: Date;
  graceDays?: number;
}

/**
 * Removes the stored files that nothing refers to and that were stored more than `graceDays` ago (a
 * file just uploaded for a form that is not saved yet is kept). Answers the keys it removed. The daily
 * job that runs it needs the catalogue's references (the developers, compounds and units tables).
 */
export async function sweepOrphans(
  storage: MediaStorage,
  { referencedKeys, now = new Date(), graceDays = ORPHAN_GRACE_DAYS }: SweepOptions,
): Promise<string[]> {
  const referenced = await referencedKeys();
  const cutoff = now.getTime() - graceDays * 86_400_000;
  const removed: string[] = [];
  for await (const file of storage.list()) {
    if (referenced.has(file.key) || file.storedAt.getTime() > cutoff) continue;
    await storage.delete(file.key);
    removed.push(file.key);
  }
  return removed;
}

import type { FastifyBaseLogger } from 'fastify';
import { DailyJob } from '../../daily-job.js';
import type { Db } from '../../db/client.js';
import { compoundPhotos, compounds, developers, units } from '../../db/schema/index.js';
import { MEDIA_URL_PREFIX } from './service.js';
import type { MediaStorage } from './storage.js';

/** Files nothing refers to are kept this long after they were stored, then removed. */
export const ORPHAN_GRACE_DAYS = 7;

const DAY_MS = 86_400_000;

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
  const cutoff = now.getTime() - graceDays * DAY_MS;
  const removed: string[] = [];
  for await (const file of storage.list()) {
    if (referenced.has(file.key) || file.storedAt.getTime() > cutoff) continue;
    await storage.delete(file.key);
    removed.push(file.key);
  }
  return removed;
}

const UPLOADS = `${MEDIA_URL_PREFIX}/`;

/** The storage key of an address under MEDIA_URL_PREFIX; undefined for any other address (committed media). */
export function keyOfAddress(address: string | null | undefined): string | undefined {
  if (!address?.startsWith(UPLOADS)) return undefined;
  return address.slice(UPLOADS.length).split(/[?#]/, 1)[0] || undefined;
}

/**
 * Every stored file the catalogue refers to, drafts and archived units included: developers' logos,
 * compounds' main images, photos, tour videos and posters, units' main images and photos.
 */
export async function referencedKeys(db: Db): Promise<Set<string>> {
  const [logos, compoundRows, compoundPhotoRows, unitRows] = await Promise.all([
    db.select({ logo: developers.logo }).from(developers),
    db
      .select({ image: compounds.mainImage, video: compounds.mainVideo, poster: compounds.videoPoster })
      .from(compounds),
    db.select({ url: compoundPhotos.url }).from(compoundPhotos),
    db.select({ image: units.mainImage, photos: units.photos }).from(units),
  ]);
  const addresses = [
    ...logos.map((r) => r.logo),
    ...compoundRows.flatMap((r) => [r.image, r.video, r.poster]),
    ...compoundPhotoRows.map((r) => r.url),
    ...unitRows.flatMap((r) => [r.image, ...(r.photos ?? []).map((p) => p.url)]),
  ];
  const keys = new Set<string>();
  for (const address of addresses) {
    const key = keyOfAddress(address);
    if (key) keys.add(key);
  }
  return keys;
}

/**
 * Runs `sweepOrphans` with the catalogue's references an hour after the API starts and then once a day.
 * Several replicas may each run it: a file already removed is not an error, and each reads the
 * references afresh.
 */
export class OrphanSweepJob extends DailyJob {
  constructor(db: Db, storage: MediaStorage, logger: FastifyBaseLogger) {
    super({
      run: async (now) => {
        const removed = await sweepOrphans(storage, { referencedKeys: () => referencedKeys(db), now });
        if (removed.length > 0) {
          logger.info({ removed: removed.length, keys: removed.slice(0, 50) }, 'removed unreferenced media');
        }
      },
      failure: 'media orphan sweep failed',
      logger,
      firstRunMs: 3_600_000,
    });
  }
}

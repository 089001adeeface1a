import { asc, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { cacheTagChanges } from '../../db/schema/index.js';
import { type SiteRevalidation, notifySite } from '../../plugins/site-revalidation.js';

/** Rows per insert: well under PostgreSQL's 65,535 parameters, whatever a change touched. */
const BATCH = 1000;

/**
 * What the site must know when the catalogue or the rates change (docs/decisions/0046): the time each
 * touched cache tag changed, kept in the database, and a revalidation call to the running site. A site
 * that was down, or restarted after the call reached it, reads the times when it starts (GET
 * /api/cache-tags/), so every replica and every restart sees the same changes.
 */
export class SiteCacheTags {
  constructor(private readonly options: { db: Db; log: FastifyBaseLogger; site?: SiteRevalidation | undefined }) {}

  /** Records that `tags` changed now, then tells the site. Never throws: a failure is logged. */
  async changed(tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    const { db, log, site } = this.options;
    try {
      await recordTagChanges(db, tags, new Date());
    } catch (err) {
      log.error(
        { err, tags: tags.length },
        'could not record which cache tags changed; a site restarted later may serve pages older than the change for up to 60 s',
      );
    }
    if (site) await notifySite(site, tags, log);
  }
}

/** Keeps the later of the stored time and `at` for each tag. */
export async function recordTagChanges(db: Db, tags: readonly string[], at: Date): Promise<void> {
  const unique = [...new Set(tags)];
  for (let i = 0; i < unique.length; i += BATCH) {
    await db
      .insert(cacheTagChanges)
      .values(unique.slice(i, i + BATCH).map((tag) => ({ tag, changedAt: at })))
      .onConflictDoUpdate({
        target: cacheTagChanges.tag,
        set: { changedAt: sql`greatest(${cacheTagChanges.changedAt}, excluded.changed_at)` },
      });
  }
}

/** Every tag with the time it last changed. */
export async function listTagChanges(db: Db): Promise<{ tag: string; changedAt: Date }[]> {
  return db
    .select({ tag: cacheTagChanges.tag, changedAt: cacheTagChanges.changedAt })
    .from(cacheTagChanges)
    .orderBy(asc(cacheTagChanges.tag));
}

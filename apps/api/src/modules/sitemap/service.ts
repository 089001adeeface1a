import { asc, count, eq, max, sql } from 'drizzle-orm';
import { SITEMAP_PART_SIZE, type SitemapIndex, type SitemapUnits } from '@app/shared';
import type { Db } from '../../db/client.js';
import { compounds, units } from '../../db/schema/index.js';
import { NotFoundError } from '../../errors.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** What the public site shows (docs/decisions/0025-catalogue-editing.md): listed units, published compounds. */
const listed = sql`${units.listed}`;
const published = eq(compounds.publication, 'published');

/** Every published compound, and the listed units cut into parts by id with the latest change of each part. */
export async function getSitemapIndex(db: Db, partSize = SITEMAP_PART_SIZE): Promise<SitemapIndex> {
  const [totals] = await db.select({ count: count() }).from(units).where(listed);
  const ranked = db
    .select({
      updatedAt: units.updatedAt,
      part: sql<number>`((row_number() over (order by ${units.id})) - 1) / ${partSize}`.as('part'),
    })
    .from(units)
    .where(listed)
    .as('ranked');
  const parts = await db
    .select({ part: ranked.part, updatedAt: max(ranked.updatedAt) })
    .from(ranked)
    .groupBy(ranked.part)
    .orderBy(ranked.part);
  const compoundRows = await db
    .select({ slug: compounds.slug, mainImage: compounds.mainImage, updatedAt: compounds.updatedAt })
    .from(compounds)
    .where(published)
    .orderBy(asc(compounds.id));
  return {
    partSize,
    unitCount: Number(totals?.count ?? 0),
    unitParts: parts.map((p) => ({ part: Number(p.part), updatedAt: iso(p.updatedAt ?? new Date(0)) })),
    compounds: compoundRows.map((c) => ({ slug: c.slug, mainImage: c.mainImage, updatedAt: iso(c.updatedAt) })),
  };
}

/** One part of the listed units: ids, pictures and last changes, in id order. */
export async function getSitemapUnits(db: Db, part: number, partSize = SITEMAP_PART_SIZE): Promise<SitemapUnits> {
  const rows = await db
    .select({ id: units.id, mainImage: units.mainImage, updatedAt: units.updatedAt })
    .from(units)
    .where(listed)
    .orderBy(asc(units.id))
    .limit(partSize)
    .offset(part * partSize);
  if (rows.length === 0 && part > 0) throw new NotFoundError(`sitemap part ${part} does not exist`);
  return { results: rows.map((r) => ({ id: r.id, mainImage: r.mainImage, updatedAt: iso(r.updatedAt) })) };
}

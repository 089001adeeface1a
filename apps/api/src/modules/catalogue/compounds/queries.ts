import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { CompoundAdmin, CompoundAdminSummary, CompoundListQuery, Photo } from '@app/shared';
import type { Db } from '../../../db/client.js';
import { containsPattern } from '../../../db/like.js';
import { missingLanguages, needsTranslation } from '../../../db/localize.js';
import { compoundPhotos, compounds, developers, users } from '../../../db/schema/index.js';
import { NotFoundError } from '../../../errors.js';
import type { Writer } from '../editing.js';
import { countAll, pageOf } from '../records.js';

/* The back office's reads of compounds, drafts included (the public site's are public-queries.ts). */

/** The texts and lists a visitor reads: what "needs translation" and `missingLanguages` look at. */
const TEXTS = [compounds.name, compounds.location, compounds.description, compounds.vision];
const LISTS = [compounds.specifications];

// Written out with table names: inside a subquery drizzle leaves columns unqualified. Archived units
// are out of the lists and the site, so they are not counted.
const unitCount = sql<number>`(select count(*)::int from "units" u
  where u."project_id" = "projects"."id" and u."archived_at" is null)`.mapWith(Number);

const summaryColumns = {
  id: compounds.id,
  slug: compounds.slug,
  name: compounds.name,
  region: compounds.region,
  status: compounds.status,
  publication: compounds.publication,
  featured: compounds.featured,
  mainImage: compounds.mainImage,
  developerName: developers.name,
  unitCount,
  missingLanguages: missingLanguages(TEXTS, LISTS),
  version: compounds.version,
  createdAt: compounds.createdAt,
  updatedAt: compounds.updatedAt,
  updatedBy: users.name,
};

/** A compound's photos as stored (project_images in order) and answered. */
export async function photosOf(db: Writer, id: number): Promise<Photo[]> {
  const rows = await db
    .select({ url: compoundPhotos.url, alt: compoundPhotos.alt })
    .from(compoundPhotos)
    .where(eq(compoundPhotos.compoundId, id))
    .orderBy(asc(compoundPhotos.position), asc(compoundPhotos.id));
  return rows;
}

function compoundFilters(query: CompoundListQuery): SQL | undefined {
  const searchable = sql`lower(coalesce(${compounds.name}->>'en', '') || ' ' || coalesce(${compounds.name}->>'ar', '')
    || ' ' || coalesce(${compounds.name}->>'de', '') || ' ' || ${compounds.slug})`;
  return and(
    query.q ? sql`${searchable} like ${containsPattern(query.q)}` : undefined,
    query.region ? eq(compounds.region, query.region) : undefined,
    query.status ? eq(compounds.status, query.status) : undefined,
    query.publication ? eq(compounds.publication, query.publication) : undefined,
    query.needsTranslation === undefined
      ? undefined
      : query.needsTranslation
        ? needsTranslation(TEXTS, LISTS)
        : sql`not ${needsTranslation(TEXTS, LISTS)}`,
  );
}

function selectSummaries(db: Writer) {
  return db
    .select(summaryColumns)
    .from(compounds)
    .innerJoin(developers, eq(developers.id, compounds.developerId))
    .leftJoin(users, eq(users.id, compounds.updatedBy));
}

function selectDetails(db: Writer) {
  return db
    .select({
      ...summaryColumns,
      location: compounds.location,
      deliveryDate: compounds.deliveryDate,
      developerId: compounds.developerId,
      description: compounds.description,
      specifications: compounds.specifications,
      vision: compounds.vision,
      latitude: compounds.latitude,
      longitude: compounds.longitude,
      mainVideo: compounds.mainVideo,
      videoPoster: compounds.videoPoster,
    })
    .from(compounds)
    .innerJoin(developers, eq(developers.id, compounds.developerId))
    .leftJoin(users, eq(users.id, compounds.updatedBy));
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];
type DetailRow = Awaited<ReturnType<typeof selectDetails>>[number];

const toSummary = (row: SummaryRow): CompoundAdminSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toDetail = (row: DetailRow, photos: Photo[]): CompoundAdmin => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  photos,
});

/** Compounds by English name, filtered and searched (name in every language and slug), a page at a time. */
export async function listOfficeCompounds(db: Db, query: CompoundListQuery) {
  const { page, pageSize, offset } = pageOf(query);
  const where = compoundFilters(query);
  const [rows, [total]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(asc(sql`lower(${compounds.name}->>'en')`), asc(compounds.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ count: countAll }).from(compounds).where(where),
  ]);
  return { count: total?.count ?? 0, page, pageSize, results: rows.map(toSummary) };
}

/** One compound with everything its form edits. */
export async function getOfficeCompound(db: Writer, id: number): Promise<CompoundAdmin> {
  const [row] = await selectDetails(db).where(eq(compounds.id, id)).limit(1);
  if (!row) throw new NotFoundError(`Compound ${id} not found.`);
  return toDetail(row, await photosOf(db, id));
}

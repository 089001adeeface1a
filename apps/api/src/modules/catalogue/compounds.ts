import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import {
  type CompoundAdmin,
  type CompoundAdminSummary,
  type CompoundListQuery,
  type Photo,
  type compoundInputSchema,
  type compoundPatchSchema,
  slugify,
} from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { missingLanguages, needsTranslation } from '../../db/localize.js';
import { compoundImages, compounds, developers, units, users } from '../../db/schema/index.js';
import { BadInputError, ConflictError, NotFoundError } from '../../errors.js';
import type { SessionUser } from '../admin/sessions.js';
import { requireDeveloper } from './developers.js';
import {
  TakenError,
  type Writer,
  changesBetween,
  refreshListed,
  refuseStaleSave,
  savedBy,
  writeAudit,
} from './editing.js';
import { countAll, deletedFields, freeName, isUniqueViolation, lockNames, pageOf } from './records.js';

type CompoundInput = z.output<typeof compoundInputSchema>;
type CompoundPatch = z.output<typeof compoundPatchSchema>;
type CompoundRow = typeof compounds.$inferSelect;

/** The lock of compound slugs (lockNames): held while a save picks or checks one. */
const SLUGS = 'projects.slug';

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

type Dated<T> = Omit<T, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };
type SummaryRow = Dated<CompoundAdminSummary>;

const toSummary = (row: SummaryRow): CompoundAdminSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A gallery as stored (project_images in order) and answered. */
async function galleryOf(db: Writer, id: number): Promise<Photo[]> {
  const rows = await db
    .select({ url: compoundImages.url, alt: compoundImages.alt })
    .from(compoundImages)
    .where(eq(compoundImages.compoundId, id))
    .orderBy(asc(compoundImages.position), asc(compoundImages.id));
  return rows;
}

async function writeGallery(db: Writer, id: number, gallery: Photo[]): Promise<void> {
  await db.delete(compoundImages).where(eq(compoundImages.compoundId, id));
  if (gallery.length === 0) return;
  await db
    .insert(compoundImages)
    .values(gallery.map((photo, position) => ({ compoundId: id, url: photo.url, alt: photo.alt, position })));
}

/** The fields a form edits, as the audit log records them (the input's names). */
function audited(row: CompoundRow, gallery: Photo[]) {
  return {
    slug: row.slug,
    name: row.name,
    location: row.location,
    region: row.region,
    status: row.status,
    deliveryDate: row.deliveryDate,
    developerId: row.developerId,
    featured: row.featured,
    description: row.description,
    specifications: row.specifications,
    vision: row.vision,
    latitude: row.latitude,
    longitude: row.longitude,
    mainImage: row.mainImage,
    gallery,
    mainVideo: row.mainVideo,
    videoPoster: row.videoPoster,
    publication: row.publication,
  };
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

/** Compounds by English name, filtered and searched (name in every language and slug), a page at a time. */
export async function listCompoundsAdmin(db: Db, query: CompoundListQuery) {
  const { page, pageSize, offset } = pageOf(query);
  const where = compoundFilters(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(compounds)
      .innerJoin(developers, eq(developers.id, compounds.developerId))
      .leftJoin(users, eq(users.id, compounds.updatedBy))
      .where(where)
      .orderBy(asc(sql`lower(${compounds.name}->>'en')`), asc(compounds.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ count: countAll }).from(compounds).where(where),
  ]);
  return { count: total?.count ?? 0, page, pageSize, results: (rows as SummaryRow[]).map(toSummary) };
}

/** One compound with everything its form edits. */
export async function getCompoundAdmin(db: Writer, id: number): Promise<CompoundAdmin> {
  const [row] = (await db
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
    .leftJoin(users, eq(users.id, compounds.updatedBy))
    .where(eq(compounds.id, id))
    .limit(1)) as Dated<Omit<CompoundAdmin, 'gallery'>>[];
  if (!row) throw new NotFoundError(`Compound ${id} not found.`);
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    gallery: await galleryOf(db, id),
  };
}

/** 409 (fields.slug = 'taken') when another compound has this slug. */
async function requireFreeSlug(db: Writer, slug: string, id?: number): Promise<void> {
  const [row] = await db.select({ id: compounds.id }).from(compounds).where(eq(compounds.slug, slug)).limit(1);
  if (row && row.id !== id) throw new TakenError('slug', slug);
}

/**
 * What a compound must be as a whole, whichever fields a save sent: both coordinates or neither, and a
 * main image before it is published (cards and the page's head show it).
 */
function checkWhole(c: { latitude: number | null; longitude: number | null; mainImage: string; publication: string }) {
  if ((c.latitude === null) !== (c.longitude === null)) {
    const missing = c.latitude === null ? 'latitude' : 'longitude';
    throw new BadInputError('Give both latitude and longitude, or neither.', { [missing]: 'required' });
  }
  if (c.publication === 'published' && !c.mainImage) {
    throw new BadInputError('Choose a main image before publishing the compound.', { mainImage: 'requiredToPublish' });
  }
}

/** A new compound (a draft unless the input says otherwise) with its gallery; slug from the English name. */
export async function createCompound(db: Db, user: SessionUser, input: CompoundInput): Promise<CompoundAdmin> {
  checkWhole(input);
  const { gallery, slug: givenSlug, ...fields } = input;
  try {
    return await db.transaction(async (tx) => {
      await requireDeveloper(tx, fields.developerId);
      await lockNames(tx, SLUGS);
      if (givenSlug) await requireFreeSlug(tx, givenSlug);
      const slug = givenSlug ?? (await freeName(tx, compounds.slug, slugify(fields.name.en) || 'compound'));
      const [created] = await tx
        .insert(compounds)
        .values({ ...fields, slug, updatedBy: user.id })
        .returning();
      const row = created!;
      await writeGallery(tx, row.id, gallery);
      await writeAudit(tx, {
        entity: 'compound',
        entityId: row.id,
        action: 'create',
        user,
        changes: changesBetween(undefined, audited(row, gallery)),
      });
      return getCompoundAdmin(tx, row.id);
    });
  } catch (err) {
    // A slug written by something that did not take the lock (a seed, a migration) since the check.
    if (givenSlug && isUniqueViolation(err)) throw new TakenError('slug', givenSlug);
    throw err;
  }
}

/**
 * Saves the fields a save sent over `patch.version` (409 naming who saved since); `gallery` replaces the
 * gallery whole. A change of publication re-lists the compound's units in the same transaction.
 */
export async function updateCompound(
  db: Db,
  user: SessionUser,
  id: number,
  patch: CompoundPatch,
): Promise<CompoundAdmin> {
  const { version, gallery, ...fields } = patch;
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(compounds).where(eq(compounds.id, id)).for('update');
      if (!before) throw new NotFoundError(`Compound ${id} not found.`);
      if (before.version !== version) await refuseStaleSave(tx, compounds, id, 'Compound');
      const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      checkWhole({ ...before, ...defined });
      if (fields.developerId !== undefined && fields.developerId !== before.developerId) {
        await requireDeveloper(tx, fields.developerId);
      }
      if (fields.slug !== undefined && fields.slug !== before.slug) {
        await lockNames(tx, SLUGS);
        await requireFreeSlug(tx, fields.slug, id);
      }
      const galleryBefore = await galleryOf(tx, id);

      const [saved] = await tx
        .update(compounds)
        .set({ ...fields, ...savedBy(compounds, user) })
        .where(and(eq(compounds.id, id), eq(compounds.version, version)))
        .returning({ id: compounds.id });
      if (!saved) await refuseStaleSave(tx, compounds, id, 'Compound');
      if (gallery) await writeGallery(tx, id, gallery);
      if (fields.publication !== undefined && fields.publication !== before.publication) {
        await refreshListed(tx, eq(units.compoundId, id));
      }
      await writeAudit(tx, {
        entity: 'compound',
        entityId: id,
        action: 'update',
        user,
        changes: changesBetween(audited(before, galleryBefore), { ...fields, gallery }),
      });
      return getCompoundAdmin(tx, id);
    });
  } catch (err) {
    if (fields.slug !== undefined && isUniqueViolation(err)) throw new TakenError('slug', fields.slug);
    throw err;
  }
}

/** Deletes a compound that has no units (409 otherwise: nothing is deleted) with its gallery. */
export async function deleteCompound(db: Db, user: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(compounds).where(eq(compounds.id, id)).for('update');
    if (!before) throw new NotFoundError(`Compound ${id} not found.`);
    const [{ count } = { count: 0 }] = await tx.select({ count: countAll }).from(units).where(eq(units.compoundId, id));
    if (count > 0) {
      const name = before.name.en;
      throw new ConflictError(
        `${name} still has ${count} unit${count === 1 ? '' : 's'} (archived ones included): move ${count === 1 ? 'it' : 'them'} to another compound or delete ${count === 1 ? 'it' : 'them'} first.`,
      );
    }
    const gallery = await galleryOf(tx, id);
    await tx.delete(compounds).where(eq(compounds.id, id));
    await writeAudit(tx, {
      entity: 'compound',
      entityId: id,
      action: 'delete',
      user,
      changes: deletedFields(audited(before, gallery)),
    });
  });
}

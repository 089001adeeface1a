import { and, eq } from 'drizzle-orm';
import {
  type CompoundAdmin,
  type Photo,
  type compoundInputSchema,
  type compoundPatchSchema,
  slugify,
} from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { listingStates, recordListingEvents } from '../units/events.js';
import { type StoredCompound, compoundPhotos, compounds, developers, units } from '../../../db/schema/index.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';
import { BadInputError, ConflictError } from '../../../errors.js';
import type { SessionUser } from '../../staff/sessions.js';
import {
  TakenError,
  type Writer,
  changesBetween,
  refreshListed,
  refuseStaleSave,
  savedBy,
  writeAudit,
} from '../editing.js';
import {
  countAll,
  deletedFields,
  freeName,
  loadForChange,
  lockNames,
  mustBeFree,
  mustExist,
  mustHaveWholePosition,
} from '../records.js';
import { getOfficeCompound, photosOf } from './queries.js';

/* The back office's changes to compounds, each with its audit entry in the same transaction. */

type CompoundInput = z.output<typeof compoundInputSchema>;
type CompoundPatch = z.output<typeof compoundPatchSchema>;

/** The lock of compound slugs (lockNames): held while a save picks or checks one. */
const SLUGS = 'projects.slug';

async function writePhotos(db: Writer, id: number, photos: Photo[]): Promise<void> {
  await db.delete(compoundPhotos).where(eq(compoundPhotos.compoundId, id));
  if (photos.length === 0) return;
  await db
    .insert(compoundPhotos)
    .values(photos.map((photo, position) => ({ compoundId: id, url: photo.url, alt: photo.alt, position })));
}

/**
 * The fields a form edits, as the audit log records them: the input's names, but for the photos, which
 * the log keeps under `gallery`, the name its entries were written with (the history labels it so).
 */
function audited(row: StoredCompound, photos: Photo[]) {
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
    gallery: photos,
    mainVideo: row.mainVideo,
    videoPoster: row.videoPoster,
    publication: row.publication,
  };
}

/** 409 (fields.slug = 'taken') when another compound has this slug. */
const mustBeFreeSlug = (tx: Writer, slug: string, exceptId?: number) =>
  mustBeFree(tx, compounds, compounds.slug, { field: 'slug', value: slug, exceptId });

/** 400 (fields.developerId = 'invalid') unless the developer a save names exists. */
const mustBeDeveloper = (tx: Writer, id: number) =>
  mustExist(tx, developers, id, 'developerId', `No developer has the id ${id}.`);

/**
 * What a compound must be as a whole, whichever fields a save sent: both coordinates or neither, and a
 * main image before it is published (cards and the page's head show it).
 */
function mustBeWhole(c: { latitude: number | null; longitude: number | null; mainImage: string; publication: string }) {
  mustHaveWholePosition(c);
  if (c.publication === 'published' && !c.mainImage) {
    throw new BadInputError('Choose a main image before publishing the compound.', { mainImage: 'requiredToPublish' });
  }
}

/** A new compound (a draft unless the input says otherwise) with its photos; slug from the English name. */
export async function createCompound(db: Db, user: SessionUser, input: CompoundInput): Promise<CompoundAdmin> {
  mustBeWhole(input);
  const { photos, slug: givenSlug, ...fields } = input;
  try {
    return await db.transaction(async (tx) => {
      await mustBeDeveloper(tx, fields.developerId);
      await lockNames(tx, SLUGS);
      if (givenSlug) await mustBeFreeSlug(tx, givenSlug);
      const slug = givenSlug ?? (await freeName(tx, compounds.slug, slugify(fields.name.en) || 'compound'));
      const [created] = await tx
        .insert(compounds)
        .values({ ...fields, slug, updatedBy: user.id })
        .returning();
      const row = created!;
      await writePhotos(tx, row.id, photos);
      await writeAudit(tx, {
        entity: 'compound',
        entityId: row.id,
        action: 'create',
        user,
        changes: changesBetween(undefined, audited(row, photos)),
      });
      return getOfficeCompound(tx, row.id);
    });
  } catch (err) {
    // A slug written by something that did not take the lock (a seed, a migration) since the check.
    if (givenSlug && isUniqueViolation(err)) throw new TakenError('slug', givenSlug);
    throw err;
  }
}

/**
 * Saves the fields a save sent over `patch.version` (409 naming who saved since); `photos` replaces the
 * photos whole. A change of publication re-lists the compound's units in the same transaction.
 */
export async function updateCompound(
  db: Db,
  user: SessionUser,
  id: number,
  patch: CompoundPatch,
): Promise<CompoundAdmin> {
  const { version, photos, ...fields } = patch;
  try {
    return await db.transaction(async (tx) => {
      const before = await loadForChange(tx, compounds, id, 'Compound');
      if (before.version !== version) await refuseStaleSave(tx, compounds, id, 'Compound');
      const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      mustBeWhole({ ...before, ...defined });
      if (fields.developerId !== undefined && fields.developerId !== before.developerId) {
        await mustBeDeveloper(tx, fields.developerId);
      }
      if (fields.slug !== undefined && fields.slug !== before.slug) {
        await lockNames(tx, SLUGS);
        await mustBeFreeSlug(tx, fields.slug, id);
      }
      const photosBefore = await photosOf(tx, id);

      const [saved] = await tx
        .update(compounds)
        .set({ ...fields, ...savedBy(compounds, user) })
        .where(and(eq(compounds.id, id), eq(compounds.version, version)))
        .returning({ id: compounds.id });
      if (!saved) await refuseStaleSave(tx, compounds, id, 'Compound');
      if (photos) await writePhotos(tx, id, photos);
      if (fields.publication !== undefined && fields.publication !== before.publication) {
        // Its units appear on the site or leave it with it: their events are written with the change.
        const unitsBefore = await listingStates(tx, eq(units.compoundId, id), { lock: true });
        await refreshListed(tx, eq(units.compoundId, id));
        await recordListingEvents(tx, unitsBefore, { source: 'form', user });
      }
      await writeAudit(tx, {
        entity: 'compound',
        entityId: id,
        action: 'update',
        user,
        changes: changesBetween(audited(before, photosBefore), { ...fields, gallery: photos }),
      });
      return getOfficeCompound(tx, id);
    });
  } catch (err) {
    if (fields.slug !== undefined && isUniqueViolation(err)) throw new TakenError('slug', fields.slug);
    throw err;
  }
}

/** Deletes a compound that has no units (409 otherwise: nothing is deleted) with its photos. */
export async function deleteCompound(db: Db, user: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadForChange(tx, compounds, id, 'Compound');
    const [{ count } = { count: 0 }] = await tx.select({ count: countAll }).from(units).where(eq(units.compoundId, id));
    if (count > 0) {
      const name = before.name.en;
      throw new ConflictError(
        `${name} still has ${count} unit${count === 1 ? '' : 's'} (archived ones included): move ${count === 1 ? 'it' : 'them'} to another compound or delete ${count === 1 ? 'it' : 'them'} first.`,
      );
    }
    const photos = await photosOf(tx, id);
    await tx.delete(compounds).where(eq(compounds.id, id));
    await writeAudit(tx, {
      entity: 'compound',
      entityId: id,
      action: 'delete',
      user,
      changes: deletedFields(audited(before, photos)),
    });
  });
}

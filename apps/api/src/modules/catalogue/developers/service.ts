import { and, eq } from 'drizzle-orm';
import { type DeveloperAdmin, type developerInputSchema, type developerPatchSchema, slugify } from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { compounds, developers } from '../../../db/schema/index.js';
import { ConflictError } from '../../../errors.js';
import type { SessionUser } from '../../staff/sessions.js';
import { changesBetween, refuseStaleSave, savedBy, writeAudit } from '../editing.js';
import { countAll, deletedFields, freeName, loadForChange, lockNames } from '../records.js';
import { getOfficeDeveloper } from './queries.js';

/* The back office's changes to developers, each with its audit entry in the same transaction. */

type DeveloperInput = z.output<typeof developerInputSchema>;
type DeveloperPatch = z.output<typeof developerPatchSchema>;

/** What the audit log records of a developer: the fields a form edits. */
const audited = (d: { name: string; logo: string }) => ({ name: d.name, logo: d.logo });

/** A new developer; its key (unique, for the seed data's references) is made from the name. */
export async function createDeveloper(db: Db, user: SessionUser, input: DeveloperInput): Promise<DeveloperAdmin> {
  return db.transaction(async (tx) => {
    await lockNames(tx, 'developers.key');
    const key = await freeName(tx, developers.key, slugify(input.name) || 'developer');
    const [created] = await tx
      .insert(developers)
      .values({ key, name: input.name, logo: input.logo, updatedBy: user.id })
      .returning({ id: developers.id });
    const id = created!.id;
    await writeAudit(tx, {
      entity: 'developer',
      entityId: id,
      action: 'create',
      user,
      changes: changesBetween(undefined, audited(input)),
    });
    return getOfficeDeveloper(tx, id);
  });
}

/** Saves a developer's changed fields over `patch.version`: 409 when someone saved since. */
export async function updateDeveloper(
  db: Db,
  user: SessionUser,
  id: number,
  patch: DeveloperPatch,
): Promise<DeveloperAdmin> {
  return db.transaction(async (tx) => {
    const before = await loadForChange(tx, developers, id, 'Developer');
    const changes = { name: patch.name, logo: patch.logo };
    const [saved] = await tx
      .update(developers)
      .set({ ...changes, ...savedBy(developers, user) })
      .where(and(eq(developers.id, id), eq(developers.version, patch.version)))
      .returning({ id: developers.id });
    if (!saved) await refuseStaleSave(tx, developers, id, 'Developer');
    await writeAudit(tx, {
      entity: 'developer',
      entityId: id,
      action: 'update',
      user,
      changes: changesBetween(audited(before), changes),
    });
    return getOfficeDeveloper(tx, id);
  });
}

/** Deletes a developer that no compound names (409 otherwise: nothing is deleted). */
export async function deleteDeveloper(db: Db, user: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadForChange(tx, developers, id, 'Developer');
    const [{ count } = { count: 0 }] = await tx
      .select({ count: countAll })
      .from(compounds)
      .where(eq(compounds.developerId, id));
    if (count > 0) {
      throw new ConflictError(
        `${before.name} still has ${count} compound${count === 1 ? '' : 's'}: give ${count === 1 ? 'it' : 'them'} another developer or delete ${count === 1 ? 'it' : 'them'} first.`,
      );
    }
    await tx.delete(developers).where(eq(developers.id, id));
    await writeAudit(tx, {
      entity: 'developer',
      entityId: id,
      action: 'delete',
      user,
      changes: deletedFields(audited(before)),
    });
  });
}

import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import {
  type DeveloperAdmin,
  type DeveloperListQuery,
  type developerInputSchema,
  type developerPatchSchema,
  slugify,
} from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { compounds, developers, users } from '../../db/schema/index.js';
import { BadInputError, ConflictError, NotFoundError } from '../../errors.js';
import type { SessionUser } from '../admin/sessions.js';
import { type Writer, changesBetween, refuseStaleSave, savedBy, writeAudit } from './editing.js';
import { countAll, deletedFields, freeName, lockNames, pageOf } from './records.js';

type DeveloperInput = z.output<typeof developerInputSchema>;
type DeveloperPatch = z.output<typeof developerPatchSchema>;

// Written out with table names: inside a subquery drizzle leaves columns unqualified.
const compoundCount =
  sql<number>`(select count(*)::int from "projects" p where p."developer_id" = "developers"."id")`.mapWith(Number);

const columns = {
  id: developers.id,
  name: developers.name,
  logo: developers.logo,
  compoundCount,
  version: developers.version,
  createdAt: developers.createdAt,
  updatedAt: developers.updatedAt,
  updatedBy: users.name,
};

type Row = Omit<DeveloperAdmin, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const toDeveloper = (row: Row): DeveloperAdmin => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit log records of a developer: the fields a form edits. */
const audited = (d: { name: string; logo: string }) => ({ name: d.name, logo: d.logo });

async function selectDevelopers(db: Writer, where: SQL | undefined) {
  return (await db
    .select(columns)
    .from(developers)
    .leftJoin(users, eq(users.id, developers.updatedBy))
    .where(where)) as Row[];
}

/** Developers by name, searched by name (any part, any case), one page at a time. */
export async function listDevelopers(db: Db, query: DeveloperListQuery) {
  const { page, pageSize, offset } = pageOf(query);
  const where = query.q ? sql`lower(${developers.name}) like ${containsPattern(query.q)}` : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(developers)
      .leftJoin(users, eq(users.id, developers.updatedBy))
      .where(where)
      .orderBy(asc(sql`lower(${developers.name})`), asc(developers.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ count: countAll }).from(developers).where(where),
  ]);
  return { count: total?.count ?? 0, page, pageSize, results: (rows as Row[]).map(toDeveloper) };
}

export async function getDeveloper(db: Writer, id: number): Promise<DeveloperAdmin> {
  const [row] = await selectDevelopers(db, eq(developers.id, id));
  if (!row) throw new NotFoundError(`Developer ${id} not found.`);
  return toDeveloper(row);
}

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
    return getDeveloper(tx, id);
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
    const [before] = await tx.select().from(developers).where(eq(developers.id, id)).for('update');
    if (!before) throw new NotFoundError(`Developer ${id} not found.`);
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
    return getDeveloper(tx, id);
  });
}

/** Deletes a developer that no compound names (409 otherwise: nothing is deleted). */
export async function deleteDeveloper(db: Db, user: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(developers).where(eq(developers.id, id)).for('update');
    if (!before) throw new NotFoundError(`Developer ${id} not found.`);
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

/** 400 (fields.developerId) unless a developer with this id exists: what a compound's save checks. */
export async function requireDeveloper(db: Writer, id: number): Promise<void> {
  const [row] = await db.select({ id: developers.id }).from(developers).where(eq(developers.id, id)).limit(1);
  if (!row) throw new BadInputError(`No developer has the id ${id}.`, { developerId: 'invalid' });
}

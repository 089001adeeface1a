import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type AuditAction, type AuditEntity, EDIT_CONFLICT } from '@app/shared';
import type { Db } from '../../db/client.js';
import { auditLog, units, users } from '../../db/schema/index.js';
import { AppError, NotFoundError } from '../../errors.js';
import type { SessionUser } from '../staff/sessions.js';

/** A transaction or the database: what the catalogue's writes take. */
export type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * 409 on a save that names an older version than the stored one: someone else saved in between. The
 * message names who and when; `fields` carries both for the back office to say it in the visitor's
 * language (`changedBy`: a name, `changedAt`: ISO 8601).
 */
export class EditConflictError extends AppError {
  readonly fields: Record<string, string>;
  constructor(changedBy: string, changedAt: Date) {
    super(
      409,
      EDIT_CONFLICT,
      `${changedBy} changed this record at ${changedAt.toISOString()} after you opened it. Reload it to see their changes.`,
    );
    this.fields = { changedBy, changedAt: changedAt.toISOString() };
  }
}

/** A unique value (slug, reference) that another record already has: 409 with the field named. */
export class TakenError extends AppError {
  readonly fields: Record<string, string>;
  constructor(field: string, value: string) {
    super(409, 'conflict', `${field} "${value.slice(0, 100)}" is taken by another record.`);
    this.fields = { [field]: 'taken' };
  }
}

/** Who saved a record last, for the conflict message: their name ("someone" for the demo data). */
export async function lastEditor(
  db: Writer,
  table: PgTable & { id: PgColumn; updatedBy: PgColumn; updatedAt: PgColumn },
  id: number,
): Promise<{ name: string; at: Date } | undefined> {
  const rows = await db
    .select({ name: users.name, at: table.updatedAt })
    .from(table)
    .leftJoin(users, eq(users.id, table.updatedBy))
    .where(eq(table.id, id))
    .limit(1);
  const row = rows[0] as { name: string | null; at: Date } | undefined;
  return row ? { name: row.name ?? 'someone', at: row.at } : undefined;
}

/**
 * After an UPDATE ... WHERE id = $id AND version = $version touched no row: 404 when the record is gone,
 * otherwise 409 naming who saved it last and when.
 */
export async function refuseStaleSave(
  db: Writer,
  table: PgTable & { id: PgColumn; updatedBy: PgColumn; updatedAt: PgColumn },
  id: number,
  what: string,
): Promise<never> {
  const last = await lastEditor(db, table, id);
  if (!last) throw new NotFoundError(`${what} ${id} not found.`);
  throw new EditConflictError(last.name, last.at);
}

/** The columns every save sets besides its own: the next version and who saved. */
export function savedBy(table: { version: PgColumn }, user: SessionUser) {
  return { version: sql<number>`${table.version} + 1`, updatedBy: user.id };
}

export type Changes = Record<string, { before: unknown; after: unknown }>;

/** JSON with every object's keys in order: jsonb answers its keys in its own order, forms in theirs. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object' && !(value instanceof Date)
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;

const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));

/**
 * The fields of `after` whose value differs from `before` (compared as JSON, so texts in three languages
 * and photo lists compare whole), each with both values; `before` undefined means a new record.
 */
export function changesBetween(before: Record<string, unknown> | undefined, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before?.[key];
    if (before && same(old, value)) continue;
    changes[key] = { before: old ?? null, after: value ?? null };
  }
  return changes;
}

/** One audit entry, written in the transaction of the change it records (so neither is without the other). */
export async function writeAudit(
  db: Writer,
  entry: { entity: AuditEntity; entityId: number; action: AuditAction; user: SessionUser; changes: Changes },
): Promise<void> {
  await db.insert(auditLog).values({
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    userId: entry.user.id,
    userName: entry.user.name,
    changes: entry.changes,
  });
}

/**
 * Sets `units.listed` (docs/decisions/0025-catalogue-editing.md) for the units `where` selects: published,
 * not archived, and in no compound or a published one. Call it in the transaction of every change to a
 * unit's publication, archiving or compound, and to a compound's publication (with its units).
 */
export async function refreshListed(db: Writer, where: SQL): Promise<void> {
  // Written out with table names: drizzle leaves columns unqualified inside an UPDATE's subquery.
  const shown = sql`("units"."publication" = 'published' and "units"."archived_at" is null and ("units"."project_id" is null
    or exists (select 1 from "projects" p where p."id" = "units"."project_id" and p."publication" = 'published')))`;
  await db
    .update(units)
    .set({ listed: sql`${shown}` })
    .where(and(where, sql`${units.listed} is distinct from ${shown}`));
}

import { eq, like, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ADMIN_LIST_PAGE_SIZE, MAX_SLUG } from '@app/shared';
import { BadInputError, NotFoundError } from '../../errors.js';
import { type Changes, TakenError, type Writer } from './editing.js';

/*
 * What the three catalogue resources (developers, compounds, units) share when they change a record: one
 * loader (`loadForChange`) and one kind of guard (`mustExist`, `mustBeFree`; each resource's own rules are
 * its service's `must…` functions), which throw the typed errors the error plugin answers.
 *
 * The three name their rows alike: a row as a query selects it is a `SummaryRow` (lists) or a `DetailRow`
 * (one record), typed from its select and mapped by `toSummary`/`toDetail`; a table's whole row, which a
 * save reads, checks and audits, is `Stored…` (StoredCompound, StoredUnit: db/schema).
 */

/**
 * 400 when a compound or a unit would have one coordinate without the other (the one left out is
 * `required`): checked on the record as a save leaves it, whichever fields it sent.
 */
export function mustHaveWholePosition(record: { latitude: number | null; longitude: number | null }): void {
  if ((record.latitude === null) === (record.longitude === null)) return;
  const missing = record.latitude === null ? 'latitude' : 'longitude';
  throw new BadInputError('Give both latitude and longitude, or neither.', { [missing]: 'required' });
}

/** A table with an id column. */
type WithId = PgTable & { id: PgColumn };

/** The stored record `id`, locked until the transaction ends (a save reads it first); 404 when there is none. */
export async function loadForChange<T extends WithId>(
  tx: Writer,
  table: T,
  id: number,
  what: string,
): Promise<T['$inferSelect']> {
  const [row] = (await tx
    .select()
    .from(table as WithId)
    .where(eq(table.id, id))
    .for('update')) as T['$inferSelect'][];
  if (!row) throw new NotFoundError(`${what} ${id} not found.`);
  return row;
}

/**
 * 400 with `message` (fields[field] = 'invalid') unless `table` has a record `id`: a save that names
 * another record (a compound's developer, a unit's compound).
 */
export async function mustExist(tx: Writer, table: WithId, id: number, field: string, message: string): Promise<void> {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw new BadInputError(message, { [field]: 'invalid' });
}

/** Whether a record other than `exceptId` holds `value` in the unique column `column` of `table`. */
export async function isTaken(
  tx: Writer,
  table: WithId,
  column: PgColumn,
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(column, value)).limit(1);
  return row !== undefined && row.id !== exceptId;
}

/** 409 (fields[field] = 'taken') when a record other than `exceptId` holds `value` (a slug, a reference). */
export async function mustBeFree(
  tx: Writer,
  table: WithId,
  column: PgColumn,
  { field, value, exceptId }: { field: string; value: string; exceptId?: number },
): Promise<void> {
  if (await isTaken(tx, table, column, value, exceptId)) throw new TakenError(field, value);
}

/**
 * `base`, or `base-2`, `base-3` ... whichever the unique text column `column` does not hold yet (cut so
 * that it stays within MAX_SLUG). A slug has only letters, digits and dashes: nothing LIKE reads specially.
 */
export async function freeName(db: Writer, column: PgColumn, base: string): Promise<string> {
  // Every value a candidate could be, cut ones included: they all start with this much of `base`.
  const prefix = base.slice(0, MAX_SLUG - 8);
  const rows = (await db
    .select({ value: column })
    .from(column.table)
    .where(like(column, `${prefix}%`))) as { value: string }[];
  const taken = new Set(rows.map((r) => r.value));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Holds, until the transaction ends, the right to choose values of one unique column (`what`, e.g.
 * "projects.slug"): saves that pick a free name one after another each see the others' committed
 * names, so that two created at the same moment never pick the same one.
 */
export async function lockNames(db: Writer, what: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${what}))`);
}

/** An audit entry's changes for a deleted record: every field's last value, and null after. */
export function deletedFields(before: Record<string, unknown>): Changes {
  return Object.fromEntries(Object.entries(before).map(([k, v]) => [k, { before: v ?? null, after: null }]));
}

/** The page and page size of a list call, with the back office's defaults. */
export function pageOf(query: { page?: number | undefined; pageSize?: number | undefined }) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_LIST_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** count(*) as a JavaScript number. */
export const countAll = sql<number>`count(*)::int`.mapWith(Number);

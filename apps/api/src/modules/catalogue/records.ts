import { type SQL, and, eq, like, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_LIST_PAGE_SIZE, MAX_SLUG } from '@app/shared';
import type { Db } from '../../db/client.js';
import type { Changes, Writer } from './editing.js';

/** Whether a failed query broke a unique index (PostgreSQL's 23505, wherever drizzle wrapped it). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * `base`, or `base-2`, `base-3` ... whichever the unique text column `column` does not hold yet (cut so
 * that it stays within MAX_SLUG). A slug has only letters, digits and dashes: nothing LIKE reads specially.
 */
export async function freeName(db: Writer, column: PgColumn, base: string, except?: SQL): Promise<string> {
  const rows = (await db
    .select({ value: column })
    .from(column.table)
    .where(and(or(eq(column, base), like(column, `${base}-%`)), except))) as { value: string }[];
  const taken = new Set(rows.map((r) => r.value));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Runs a transaction that writes a generated unique name again when another save took that name between
 * the check and the insert (the unique index refused it); a given name is the caller's to report.
 */
export async function retryOnTakenName<T>(db: Db, run: (tx: Writer) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => run(tx));
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err)) throw err;
    }
  }
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

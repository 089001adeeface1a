import { like, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_LIST_PAGE_SIZE, MAX_SLUG } from '@app/shared';
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

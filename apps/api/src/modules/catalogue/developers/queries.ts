import { type SQL, asc, eq, sql } from 'drizzle-orm';
import type { DeveloperAdmin, DeveloperListQuery } from '@app/shared';
import type { Db } from '../../../db/client.js';
import { containsPattern } from '../../../db/like.js';
import { developers, users } from '../../../db/schema/index.js';
import { NotFoundError } from '../../../errors.js';
import type { Writer } from '../editing.js';
import { countAll, pageOf } from '../records.js';

/* The back office's reads of developers (the public site reads them only with their compounds). */

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

function selectDetails(db: Writer) {
  return db.select(columns).from(developers).leftJoin(users, eq(users.id, developers.updatedBy));
}

type DetailRow = Awaited<ReturnType<typeof selectDetails>>[number];

const toDetail = (row: DetailRow): DeveloperAdmin => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Developers by name, searched by name (any part, any case), one page at a time. */
export async function listOfficeDevelopers(db: Db, query: DeveloperListQuery) {
  const { page, pageSize, offset } = pageOf(query);
  const where: SQL | undefined = query.q ? sql`lower(${developers.name}) like ${containsPattern(query.q)}` : undefined;
  const [rows, [total]] = await Promise.all([
    selectDetails(db)
      .where(where)
      .orderBy(asc(sql`lower(${developers.name})`), asc(developers.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ count: countAll }).from(developers).where(where),
  ]);
  return { count: total?.count ?? 0, page, pageSize, results: rows.map(toDetail) };
}

/** One developer with its compound count; 404 when there is none. */
export async function getOfficeDeveloper(db: Writer, id: number): Promise<DeveloperAdmin> {
  const [row] = await selectDetails(db).where(eq(developers.id, id)).limit(1);
  if (!row) throw new NotFoundError(`Developer ${id} not found.`);
  return toDetail(row);
}

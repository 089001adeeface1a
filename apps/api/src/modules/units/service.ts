import { type SQL, and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  LEGACY_LIST_LIMIT,
  PRICE_BANDS,
  DEFAULT_PAGE_SIZE,
  type Lang,
  type Unit,
  type UnitDetail,
  type UnitQuery,
  type UnitPage,
  type UnitStatus,
  type UnitKind,
  type UnitCategory,
  type Region,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import { localized, statusLabel } from '../../db/localize.js';
import { projects, units } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';

function listColumns(lang: Lang) {
  return {
    id: units.id,
    title: localized(units.title, lang),
    location: localized(units.location, lang),
    region: units.region,
    unitType: units.unitType,
    kind: units.kind,
    category: units.category,
    priceUsd: units.priceUsd,
    priceText: units.priceText,
    areaSqm: units.areaSqm,
    bedrooms: units.bedrooms,
    bathrooms: units.bathrooms,
    floor: units.floor,
    mainImage: units.mainImage,
    status: units.status,
    createdAt: units.createdAt,
    projectSlug: projects.slug,
    projectName: sql<string | null>`${localized(projects.name, lang)}`,
  };
}

type ListRow = {
  id: number;
  title: string;
  location: string;
  region: string;
  unitType: string;
  kind: string;
  category: string | null;
  priceUsd: number;
  priceText: string;
  areaSqm: number;
  bedrooms: number;
  bathrooms: number;
  floor: number | null;
  mainImage: string;
  status: string;
  createdAt: Date;
  projectSlug: string | null;
  projectName: string | null;
};

/** Maps a row to the shared Unit shape at the service boundary. */
function toUnit(row: ListRow): Unit {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    region: row.region as Region,
    unit_type: row.unitType,
    type: row.unitType,
    kind: row.kind as UnitKind,
    category: row.category as UnitCategory | null,
    price: row.priceUsd,
    currency: 'USD',
    price_text: row.priceText,
    area: row.areaSqm,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    floor: row.floor,
    main_image: row.mainImage,
    status: statusLabel<UnitStatus>(row.status),
    project: row.projectSlug,
    project_name: row.projectName,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereOf(query: UnitQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(sql`${units.searchText} like ${`%${escapeLike(query.search.toLowerCase())}%`}`);
  if (query.type) conditions.push(eq(units.category, query.type));
  if (query.kind) conditions.push(eq(units.kind, query.kind));
  if (query.location) conditions.push(eq(units.region, query.location));
  if (query.price_band) {
    const [min, max] = PRICE_BANDS[query.price_band];
    conditions.push(gte(units.priceUsd, min));
    if (Number.isFinite(max)) conditions.push(lt(units.priceUsd, max));
  }
  // A subquery rather than a join, so that counting needs the units table (and its indexes) alone.
  if (query.project) {
    conditions.push(sql`${units.projectId} = (select p.id from ${projects} p where p.slug = ${query.project})`);
  }
  if (query.bedrooms !== undefined) conditions.push(eq(units.bedrooms, query.bedrooms));
  if (query.private !== undefined)
    conditions.push(query.private ? isNull(units.projectId) : isNotNull(units.projectId));
  if (query.status) {
    conditions.push(eq(units.status, query.status.replace(/ /g, '_') as 'available' | 'sold' | 'under_construction'));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function orderOf(query: UnitQuery) {
  switch (query.sort) {
    case 'price-asc':
      return [asc(units.priceUsd), asc(units.id)];
    case 'price-desc':
      return [desc(units.priceUsd), desc(units.id)];
    default:
      return [desc(units.createdAt), desc(units.id)];
  }
}

/** A page of units matching the filters, with Django-style next/previous links. */
export async function listUnits(db: Db, query: UnitQuery, basePath: string): Promise<UnitPage> {
  const lang = query.lang ?? 'en';
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const where = whereOf(query);
  const [rows, totals] = await Promise.all([
    db
      .select(listColumns(lang))
      .from(units)
      .leftJoin(projects, eq(units.projectId, projects.id))
      .where(where)
      .orderBy(...orderOf(query))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(units).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  const link = (p: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && key !== 'page') params.set(key, String(value));
    }
    params.set('page', String(p));
    return `${basePath}?${params.toString()}`;
  };
  return {
    count: total,
    next: page * pageSize < total ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, Math.max(1, Math.ceil(total / pageSize)))) : null,
    results: (rows as ListRow[]).map(toUnit),
  };
}

/** The spec's plain list: an array of units, newest first (capped at LEGACY_LIST_LIMIT). */
export async function listAllUnits(db: Db, lang: Lang): Promise<{ units: Unit[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select(listColumns(lang))
      .from(units)
      .leftJoin(projects, eq(units.projectId, projects.id))
      .orderBy(desc(units.createdAt), desc(units.id))
      .limit(LEGACY_LIST_LIMIT),
    db.select({ total: count() }).from(units),
  ]);
  return { units: (rows as ListRow[]).map(toUnit), total: totals[0]?.total ?? 0 };
}

export async function getUnit(db: Db, id: number, lang: Lang): Promise<UnitDetail> {
  const rows = await db
    .select({
      ...listColumns(lang),
      description: localized(units.description, lang),
      images: units.images,
    })
    .from(units)
    .leftJoin(projects, eq(units.projectId, projects.id))
    .where(eq(units.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) throw new NotFoundError(`Unit ${id} not found`);
  return { ...toUnit(row as ListRow), description: row.description, images: row.images };
}

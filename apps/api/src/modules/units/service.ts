import {
  type AnyColumn,
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  like,
  lt,
  or,
  sql,
  sum,
} from 'drizzle-orm';
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
import { projects, searchFacets, searchTitles, units } from '../../db/schema.js';
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

/**
 * What a search matches, as keys into the search tables: the (location, unit type) facets whose text
 * contains it, and the titles that contain it outside those facets. Units match when their facet or
 * title key is listed; the two sets are disjoint, so their unit counts add up to the exact total.
 * Keys come as Postgres array literals and go back into the next query as they are.
 */
interface SearchMatch {
  facetKeys: string;
  titleKeys: string;
  total: number;
  /** For a narrow match only: the title keys of every matching unit (matched titles plus the facets' titles). */
  lookupKeys: string | null;
}

const NO_KEYS = '{}';

/**
 * Up to this many matching units, the units are looked up through one list of title keys; the planner
 * knows its length, so it reads the few units by key instead of walking the list order. Beyond it, a
 * hashed set of facet and title keys filters units read in the order asked for (the page fills after a
 * few rows) or through another filter's index, and the facets' titles are not worth listing.
 */
const LOOKUP_MAX_UNITS = 500;

async function matchSearch(db: Db, search: string): Promise<SearchMatch> {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  const facets = db.$with('f').as(
    db
      .select({ key: searchFacets.key, n: searchFacets.unitCount })
      .from(searchFacets)
      .where(
        or(
          like(searchFacets.locationEn, pattern),
          like(searchFacets.locationAr, pattern),
          like(searchFacets.locationDe, pattern),
          like(searchFacets.unitType, pattern),
        ),
      ),
  );
  const titles = db.$with('t').as(
    db
      .select({ key: searchTitles.key, n: searchTitles.unitCount })
      .from(searchTitles)
      .where(
        and(
          or(
            like(searchTitles.titleEn, pattern),
            like(searchTitles.titleAr, pattern),
            like(searchTitles.titleDe, pattern),
          ),
          sql`${searchTitles.facetKey} not in (select ${facets.key} from ${facets})`,
        ),
      ),
  );
  const total = sql`((select coalesce(sum(${facets.n}), 0) from ${facets}) + (select coalesce(sum(${titles.n}), 0) from ${titles}))::int`;
  const [row] = await db
    .with(facets, titles)
    .select({
      facetKeys: sql<string>`(select coalesce(array_agg(${facets.key}), '{}')::text from ${facets})`,
      titleKeys: sql<string>`(select coalesce(array_agg(${titles.key}), '{}')::text from ${titles})`,
      total: sql<number>`${total}`,
      lookupKeys: sql<string | null>`case when ${total} <= ${LOOKUP_MAX_UNITS} then (
        select coalesce(array_agg(k.key), '{}')::text from (
          select ${searchTitles.key} as key from ${searchTitles}
          where ${searchTitles.facetKey} in (select ${facets.key} from ${facets})
          union all select ${titles.key} from ${titles}
        ) as k
      ) end`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { facetKeys: NO_KEYS, titleKeys: NO_KEYS, total: 0, lookupKeys: NO_KEYS };
}

function searchCondition(match: SearchMatch): SQL | undefined {
  const inKeys = (column: AnyColumn, keys: string) => sql`${column} in (select unnest(${keys}::uuid[]))`;
  if (match.lookupKeys !== null)
    return match.lookupKeys === NO_KEYS ? undefined : inKeys(units.titleKey, match.lookupKeys);
  const parts: SQL[] = [];
  if (match.facetKeys !== NO_KEYS) parts.push(inKeys(units.facetKey, match.facetKeys));
  if (match.titleKeys !== NO_KEYS) parts.push(inKeys(units.titleKey, match.titleKeys));
  return or(...parts);
}

/** Every filter but the search box. */
function filtersOf(query: UnitQuery): SQL[] {
  const conditions: SQL[] = [];
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
  return conditions;
}

/** How many units there are: the facet counts add up to it, a few hundred rows instead of every unit. */
async function countAllUnits(db: Db): Promise<number> {
  const [row] = await db.select({ total: sum(searchFacets.unitCount).mapWith(Number) }).from(searchFacets);
  return row?.total ?? 0;
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
  const filters = filtersOf(query);
  const match = query.search ? await matchSearch(db, query.search) : undefined;
  const search = match && searchCondition(match);
  const where = and(...filters, search);
  const matchesNothing = match !== undefined && search === undefined;
  const [rows, total] = matchesNothing
    ? [[], 0]
    : await Promise.all([
        db
          .select(listColumns(lang))
          .from(units)
          .leftJoin(projects, eq(units.projectId, projects.id))
          .where(where)
          .orderBy(...orderOf(query))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        filters.length > 0
          ? db
              .select({ total: count() })
              .from(units)
              .where(where)
              .then((r) => r[0]?.total ?? 0)
          : (match?.total ?? countAllUnits(db)),
      ]);
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
  const [rows, total] = await Promise.all([
    db
      .select(listColumns(lang))
      .from(units)
      .leftJoin(projects, eq(units.projectId, projects.id))
      .orderBy(desc(units.createdAt), desc(units.id))
      .limit(LEGACY_LIST_LIMIT),
    countAllUnits(db),
  ]);
  return { units: (rows as ListRow[]).map(toUnit), total };
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

import {
  type AnyColumn,
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  isNotNull,
  isNull,
  like,
  or,
  sql,
  sum,
} from 'drizzle-orm';
import {
  LEGACY_LIST_LIMIT,
  PRICE_BANDS,
  PRICE_BAND_KEYS,
  type PriceBand,
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

/** The columns of a unit in a list, without its compound. */
function unitColumns(lang: Lang) {
  return {
    id: units.id,
    title: localized(units.title, lang).as('unit_title'),
    location: localized(units.location, lang).as('unit_location'),
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
  };
}

function projectColumns(lang: Lang) {
  return {
    projectSlug: projects.slug,
    projectName: sql<string | null>`${localized(projects.name, lang)}`.as('project_name'),
  };
}

function listColumns(lang: Lang) {
  return { ...unitColumns(lang), ...projectColumns(lang) };
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
 * Up to this many units in a search's answer (after its filters), the page is ordered within the entries
 * of the two covering search-key indexes, and only its own rows are read. Beyond it, units are read in
 * the order asked for (or through another filter's index) and kept when their facet or title key is in
 * a hashed set: the page fills after a few rows. Walking the order for a rare text would read every unit
 * instead; ordering index entries costs more than the walk beyond a few hundred (measured: 5,000 made
 * "sea view" within a band 16 -> 23 ms at 100,000 units).
 */
const LOOKUP_MAX_UNITS = 500;

/** A run of characters that pg_trgm turns into a trigram of a LIKE pattern. */
const TRIGRAM_RUN = /[\p{L}\p{N}]{3}/u;

/** A search table's unit count, in one price band (1-based position in PRICE_BANDS, as price_band()) or all. */
function unitsIn(table: typeof searchFacets | typeof searchTitles, band: number | undefined): SQL<number> {
  return band === undefined
    ? sql<number>`${table.unitCount}`
    : sql<number>`${table.bandCounts}[${sql.raw(String(band))}]`;
}

/**
 * One page of a search, and how many units match, in one statement (decision 0009). The search matches
 * the (location, unit type) facets whose text contains it and the titles that contain it outside those
 * facets: two disjoint sets, so their unit counts (per band) add up to the exact total. The statement
 * holds both ways of reading the units (see LOOKUP_MAX_UNITS); a condition on the answer's total (after
 * the other filters), which the database evaluates once, runs only one of them. The matched keys never
 * leave the database.
 */
async function searchPage(
  db: Db,
  query: UnitQuery & { search: string },
  conditions: SQL[],
  countInTables: boolean,
  band: number | undefined,
): Promise<{ rows: ListRow[]; total: number }> {
  const lang = query.lang ?? 'en';
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
  // pg_trgm finds a pattern's candidates from its runs of three letters or digits. Without one, its
  // index would hand over every entry after reading the whole index (about 60 ms for "ab" at 100,000
  // units), so such a search reads the titles in order instead: an expression the index cannot serve.
  // A different statement text, so each keeps its own prepared plan.
  const titleText = (column: AnyColumn): SQL | AnyColumn =>
    TRIGRAM_RUN.test(query.search) ? column : sql`(${column} || '')`;
  const facets = db.$with('f').as(
    db
      .select({ key: searchFacets.key, inBand: unitsIn(searchFacets, band).as('in_band') })
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
  // Titles outside the matched facets. When most facets matched (a city, say), the titles of the others
  // are fewer than those the text finds: their facet index and the trigram index are intersected before
  // any title is read. Otherwise the matched titles are read and those of matched facets dropped. A
  // one-time condition on the number of matched facets runs only one of the two.
  const mostFacets = sql`(select count(*) from ${facets}) * 2 >= (select count(*) from ${searchFacets})`;
  const titlesWhere = (outsideFacets: SQL, gate: SQL) =>
    db
      .select({ key: searchTitles.key, inBand: unitsIn(searchTitles, band).as('in_band') })
      .from(searchTitles)
      .where(
        and(
          gate,
          or(
            like(titleText(searchTitles.titleEn), pattern),
            like(titleText(searchTitles.titleAr), pattern),
            like(titleText(searchTitles.titleDe), pattern),
          ),
          outsideFacets,
        ),
      );
  const titles = db.$with('t').as(
    titlesWhere(
      sql`${searchTitles.facetKey} not in (select ${facets.key} from ${facets})`,
      sql`not ${mostFacets}`,
    ).unionAll(
      titlesWhere(
        sql`${searchTitles.facetKey} = any(array(
          select ${searchFacets.key} from ${searchFacets} where ${searchFacets.key} not in (select ${facets.key} from ${facets})
        ))`,
        mostFacets,
      ),
    ),
  );
  const matched = db.$with('m').as(
    db
      .select({
        inBand: sql<number>`coalesce(sum(u.in_band), 0)::int`.as('in_band'),
      })
      .from(
        sql`(select ${facets.inBand} as in_band from ${facets}
          union all select ${titles.inBand} from ${titles}) as u`,
      ),
  );
  // The matched units that pass the other filters, read from the two covering indexes on the search keys
  // (migration 0007): index-only, so a search with a type, area or bedrooms filter reads index entries
  // and never a unit's row. The two sets are disjoint, as the facets and titles are.
  const keyed = (gate?: SQL) => [
    and(gate, sql`${units.facetKey} = any(array(select ${facets.key} from ${facets}))`, ...conditions),
    and(gate, sql`${units.titleKey} = any(array(select ${titles.key} from ${titles}))`, ...conditions),
  ];
  const counted = db.$with('c').as(
    db
      .select({
        total: (countInTables
          ? sql<number>`${matched.inBand}`
          : sql<number>`(${sql.join(
              keyed().map((where) => sql`(select count(*) from ${units} where ${where})`),
              sql` + `,
            )})::int`
        ).as('total'),
      })
      .from(matched),
  );
  const narrow = sql`(select ${counted.total} from ${counted}) <= ${sql.raw(String(LOOKUP_MAX_UNITS))}`;
  // A narrow answer's page is ordered within the same index entries (they carry the order columns), and
  // only its rows are read. The gate is repeated inside: a generic plan evaluated this array even where
  // the condition outside it was false (64 ms for the Arabic "Hurghada", 54,249 ids).
  const keyedRows = (where: SQL | undefined) =>
    db.select({ id: units.id, createdAt: units.createdAt, priceUsd: units.priceUsd }).from(units).where(where);
  const [facetWhere, titleWhere] = keyed(narrow);
  const candidates = keyedRows(facetWhere).unionAll(keyedRows(titleWhere)).as('k');
  const pageIds = db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(...orderOf(query, candidates))
    .limit(offset + pageSize);
  const byLookup = and(narrow, sql`${units.id} = any(array(${pageIds}))`);
  const byWalk = and(
    sql`not ${narrow}`,
    or(
      sql`${units.facetKey} in (select ${facets.key} from ${facets})`,
      sql`${units.titleKey} in (select ${titles.key} from ${titles})`,
    ),
  );
  // The compound is joined once, to the page's rows, rather than in each way of reading units.
  const read = (match: SQL | undefined) =>
    db
      .select({ ...unitColumns(lang), projectId: units.projectId })
      .from(units)
      .where(and(...conditions, match))
      .orderBy(...orderOf(query))
      .limit(offset + pageSize);
  const page = read(byLookup)
    .unionAll(read(byWalk))
    .orderBy(...orderOf(query))
    .limit(pageSize)
    .offset(offset)
    .as('page');
  const rows = await db
    .with(facets, titles, matched, counted)
    .select({
      total: sql<number>`${counted.total}`.mapWith(Number),
      unit: { ...pageColumns(page), ...projectColumns(lang) },
    })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(projects, eq(page.projectId, projects.id))
    .orderBy(...orderOf(query, page));
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.flatMap((r) => (r.unit && r.unit.id !== null ? [r.unit as ListRow] : [])),
  };
}

/**
 * The price band's conditions on units. Its bounds (like the band's position and LOOKUP_MAX_UNITS) are
 * written into the statement, not sent as parameters: they come from constants, and a prepared statement
 * (decision 0015) then has one plan per band. With parameters, the generic plan guessed the band's size
 * and read "sea view" within a band the slow way (70 ms instead of 15 at 100,000 units).
 */
function bandFilter(band: PriceBand): SQL[] {
  const [min, max] = PRICE_BANDS[band];
  const atLeast = sql`${units.priceUsd} >= ${sql.raw(String(min))}`;
  return Number.isFinite(max) ? [atLeast, sql`${units.priceUsd} < ${sql.raw(String(max))}`] : [atLeast];
}

/** Every filter but the search box and the price band. */
function filtersOf(query: UnitQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(units.category, query.type));
  if (query.kind) conditions.push(eq(units.kind, query.kind));
  if (query.location) conditions.push(eq(units.region, query.location));
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

/**
 * How many units there are, in one price band or all: the facet counts add up to it, a few hundred rows
 * instead of every unit.
 */
async function countAllUnits(db: Db, band?: number): Promise<number> {
  const [row] = await db.select({ total: sum(unitsIn(searchFacets, band)).mapWith(Number) }).from(searchFacets);
  return row?.total ?? 0;
}

/** The unit columns of a subquery that selected unitColumns(), to select from it. */
function pageColumns<T extends Record<keyof ReturnType<typeof unitColumns>, unknown>>(page: T) {
  return Object.fromEntries(Object.keys(unitColumns('en')).map((key) => [key, page[key as keyof T]])) as {
    [K in keyof ReturnType<typeof unitColumns>]: T[K];
  };
}

/** The order asked for, on units or on a subquery of list columns. */
function orderOf(query: UnitQuery, from: { priceUsd: AnyColumn; createdAt: AnyColumn; id: AnyColumn } = units) {
  switch (query.sort) {
    case 'price-asc':
      return [asc(from.priceUsd), asc(from.id)];
    case 'price-desc':
      return [desc(from.priceUsd), desc(from.id)];
    default:
      return [desc(from.createdAt), desc(from.id)];
  }
}

/** A page of units matching the filters, with Django-style next/previous links. */
export async function listUnits(db: Db, query: UnitQuery, basePath: string): Promise<UnitPage> {
  const lang = query.lang ?? 'en';
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const filters = filtersOf(query);
  const conditions = [...filters, ...(query.price_band ? bandFilter(query.price_band) : [])];
  // The search tables count units per band, so a price band alone (or with a search) is counted there.
  const band = query.price_band ? PRICE_BAND_KEYS.indexOf(query.price_band) + 1 : undefined;
  const { rows, total } = query.search
    ? await searchPage(db, { ...query, search: query.search }, conditions, filters.length === 0, band)
    : await Promise.all([
        db
          .select(listColumns(lang))
          .from(units)
          .leftJoin(projects, eq(units.projectId, projects.id))
          .where(and(...conditions))
          .orderBy(...orderOf(query))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        filters.length > 0
          ? db
              .select({ total: count() })
              .from(units)
              .where(and(...conditions))
              .then((r) => r[0]?.total ?? 0)
          : countAllUnits(db, band),
      ]).then(([rows, total]) => ({ rows: rows as ListRow[], total }));
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
    results: rows.map(toUnit),
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

import { type AnyColumn, type SQL, asc, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  type AreaPolygon,
  type Bbox,
  PRICE_BANDS,
  PRICE_BAND_KEYS,
  type PriceBand,
  type UnitQuery,
  officeToday,
} from '@app/shared';
import { containsPattern } from '../../../db/like.js';
import { areaInterior } from './area-interior.js';
import { compounds, searchFacets, searchTitles, units } from '../../../db/schema/index.js';

/**
 * A whole number written into a statement as a literal rather than sent as a parameter. Only numbers
 * reach it (the type says so, and anything but a safe integer throws), so the text it writes is digits.
 */
export function integerLiteral(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer literal: ${value}`);
  return sql.raw(String(value));
}

/**
 * A price band's bounds (max null: no upper bound), and its 1-based position in PRICE_BANDS: the SQL
 * function price_band() numbers the bands so, and the search tables' band_counts arrays are so ordered.
 */
export function bandBounds(band: PriceBand): { position: number; min: number; max: number | null } {
  const [min, max] = PRICE_BANDS[band];
  return { position: PRICE_BAND_KEYS.indexOf(band) + 1, min, max: Number.isFinite(max) ? max : null };
}

/**
 * The price band's conditions on units. Its bounds are written into the statement, not sent as
 * parameters, so that a prepared statement (decision 0015) has one plan per band: with parameters the
 * generic plan guesses the band's size (decision 0009).
 */
export function bandFilter(band: PriceBand, price: AnyColumn | SQL = units.priceUsd): SQL[] {
  const { min, max } = bandBounds(band);
  const atLeast = sql`${price} >= ${integerLiteral(min)}`;
  return max === null ? [atLeast] : [atLeast, sql`${price} < ${integerLiteral(max)}`];
}

/**
 * What the public site shows (docs/decisions/0025-catalogue-editing.md): listed units only. Written as the
 * bare column, no parameter, so that every plan knows it; the covering search indexes carry it.
 */
export function listedUnit(): SQL {
  return sql`${units.listed}`;
}

/**
 * The columns the filters (and the price band) read, the map's position included. A filtered list walks
 * its order's index and reads them from the index entries (list-page.ts), so the four order indexes
 * INCLUDE every one of them (migration 0019, decision 0050): a filter on another column must be added
 * here and to those indexes.
 */
export const filterColumns = {
  category: units.category,
  kind: units.kind,
  region: units.region,
  compoundId: units.compoundId,
  bedrooms: units.bedrooms,
  status: units.status,
  instalmentCount: units.instalmentCount,
  moveInFrom: units.moveInFrom,
  priceUsd: units.priceUsd,
  mapLatitude: units.mapLatitude,
  mapLongitude: units.mapLongitude,
};
/** Where a unit lies on the map: units' columns, or the same columns of a subquery that selects them. */
export type PositionColumns = Record<'mapLatitude' | 'mapLongitude', AnyColumn | SQL>;
/**
 * filterColumns, the same columns of a subquery that selects them, or what stands for them in
 * filter_counts (filter-counts.ts): an expression that is null where a unit has no plan, say.
 */
export type FilterColumns = Record<
  Exclude<keyof typeof filterColumns, 'instalmentCount' | keyof PositionColumns>,
  AnyColumn
> & { instalmentCount: AnyColumn | SQL } & PositionColumns;

/** Every filter but the search box and the price band, on units or on a subquery of filterColumns. */
export function filtersOf(query: UnitQuery, from: FilterColumns = filterColumns): SQL[] {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(from.category, query.type));
  if (query.kind) conditions.push(eq(from.kind, query.kind));
  if (query.location) conditions.push(eq(from.region, query.location));
  // A subquery rather than a join, so that counting needs the units table (and its indexes) alone.
  if (query.project) {
    conditions.push(sql`${from.compoundId} = (select p.id from ${compounds} p where p.slug = ${query.project})`);
  }
  if (query.bedrooms !== undefined) conditions.push(eq(from.bedrooms, query.bedrooms));
  if (query.private !== undefined)
    conditions.push(query.private ? isNull(from.compoundId) : isNotNull(from.compoundId));
  if (query.status) conditions.push(eq(from.status, query.status));
  // Decision 0030: a plan is a count with its frequency (a check keeps them together), and "ready" is
  // isReadyToMoveIn on the office's day, through the column that folds delivery and finishing into a date.
  if (query.payment_plan) conditions.push(isNotNull(from.instalmentCount));
  if (query.ready) conditions.push(lte(from.moveInFrom, officeToday()));
  if (query.bbox) conditions.push(insideBox(query.bbox, from));
  if (query.area) conditions.push(insideArea(query.area, from));
  return conditions;
}

/*
 * The map's filters (docs/decisions/0049-geo-positions.md): ranges of units.map_latitude and map_longitude
 * (each unit's own position, else its compound's), which units_map_position_idx answers, with the other
 * filters' columns, from its entries alone. A drawn area is its bounding box, then PostgreSQL's own
 * point-in-polygon test (poly_contain_pt, the function of `polygon @> point`; called by name, it is
 * estimated as a third of the rows, where the operator would be taken for one row in a thousand). A unit
 * without a position is in no box.
 *
 * The numbers are written into the statement, not sent as parameters: a prepared statement (decision 0015)
 * then has a plan for its own box, whose size the planner reads from the columns' statistics. With
 * parameters, the generic plan took every box for a few units, and sorted the whole of a town's.
 */

/** The text of a finite number as an SQL literal (digits, a sign, a point, an exponent: nothing else can reach it). */
function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  return String(value);
}

/** A finite number as an SQL literal. */
const numberLiteral = (value: number): SQL => sql.raw(numberText(value));

/** Units (or a subquery's rows) whose position lies in the box (west,south,east,north), edges included. */
export function insideBox({ west, south, east, north }: Bbox, from: PositionColumns = filterColumns): SQL {
  return sql`${from.mapLatitude} between ${numberLiteral(south)} and ${numberLiteral(north)} and ${
    from.mapLongitude
  } between ${numberLiteral(west)} and ${numberLiteral(east)}`;
}

/**
 * An area's constant parts as SQL text, written once per area (a request builds its condition several times):
 * its polygon, and its interior's strips (decision 0063) as two arrays numbered as width_bucket numbers them.
 * One raw chunk each rather than hundreds of drizzle chunks, which took milliseconds to join.
 */
type AreaTexts = { polygon: SQL; strips?: { bucketBounds: SQL; west: SQL; east: SQL } };
const areaTexts = new WeakMap<AreaPolygon, AreaTexts>();

function areaText(points: AreaPolygon): AreaTexts {
  let texts = areaTexts.get(points);
  if (!texts) {
    const polygon = sql.raw(
      `'(${points.map(([lng, lat]) => `(${numberText(lng)},${numberText(lat)})`).join(',')})'::polygon`,
    );
    const interior = areaInterior(points);
    const array = (values: number[]) =>
      sql.raw(`('[0:${values.length - 1}]={${values.map(numberText).join(',')}}'::float8[])`);
    // An area without height (its points on one parallel) has no strips.
    texts =
      interior.north > interior.south
        ? {
            polygon,
            strips: {
              bucketBounds: sql.raw(
                `${numberText(interior.south)}, ${numberText(interior.north)}, ${String(interior.strips)}`,
              ),
              west: array(interior.west),
              east: array(interior.east),
            },
          }
        : { polygon };
    areaTexts.set(points, texts);
  }
  return texts;
}

/**
 * Units (or a subquery's rows) inside the polygon ([lng, lat] pairs, not closed), edges included. Most of an
 * area's units lie in its interior's strips (decision 0063): a bucket and two comparisons each, where
 * PostgreSQL's test walks every edge. The others (near an edge) take the test.
 */
export function insideArea(points: AreaPolygon, from: PositionColumns = filterColumns): SQL {
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  const box = insideBox(
    { west: Math.min(...lngs), south: Math.min(...lats), east: Math.max(...lngs), north: Math.max(...lats) },
    from,
  );
  const { polygon, strips } = areaText(points);
  const tested = sql`poly_contain_pt(${polygon}, point(${from.mapLongitude}, ${from.mapLatitude}))`;
  if (!strips) return sql`${box} and ${tested}`;
  const bucket = sql`width_bucket(${from.mapLatitude}, ${strips.bucketBounds})`;
  return sql`${box} and (${from.mapLongitude} > ${strips.west}[${bucket}] and ${from.mapLongitude} < ${
    strips.east
  }[${bucket}] or ${tested})`;
}

/** Every filter of the list, the price band included, over the listed units: all but the search box. */
export function listConditions(query: UnitQuery): SQL[] {
  return [listedUnit(), ...filtersOf(query), ...(query.price_band ? bandFilter(query.price_band) : [])];
}

/**
 * The search box as one condition (what the list's one-statement search, search-statement.ts, answers
 * page by page): units whose (location, unit type) facet or whose title contains the text.
 */
export function searchMatch(search: string): SQL {
  const pattern = containsPattern(search);
  const facets = sql`select ${searchFacets.key} from ${searchFacets} where ${sql.join(
    [searchFacets.locationEn, searchFacets.locationAr, searchFacets.locationDe, searchFacets.unitType].map(
      (column) => sql`${column} like ${pattern}`,
    ),
    sql` or `,
  )}`;
  const titles = sql`select ${searchTitles.key} from ${searchTitles} where ${sql.join(
    [searchTitles.titleEn, searchTitles.titleAr, searchTitles.titleDe].map((column) => sql`${column} like ${pattern}`),
    sql` or `,
  )}`;
  return or(sql`${units.facetKey} in (${facets})`, sql`${units.titleKey} in (${titles})`)!;
}

/**
 * The order asked for, on units or on a subquery of list columns. Units without a price per m² (no area)
 * come last both ways, as the two indexes on it are ordered.
 */
export function orderOf(
  query: UnitQuery,
  from: Record<'priceUsd' | 'pricePerSqm' | 'createdAt' | 'id', AnyColumn | SQL> = units,
): SQL[] {
  switch (query.sort) {
    case 'price-asc':
      return [asc(from.priceUsd), asc(from.id)];
    case 'price-desc':
      return [desc(from.priceUsd), desc(from.id)];
    case 'price-per-sqm-asc':
      return [sql`${from.pricePerSqm} asc nulls last`, asc(from.id)];
    case 'price-per-sqm-desc':
      return [sql`${from.pricePerSqm} desc nulls last`, desc(from.id)];
    default:
      return [desc(from.createdAt), desc(from.id)];
  }
}

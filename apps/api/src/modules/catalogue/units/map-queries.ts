import { type SQL, and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Lang, MAP_MAX_UNIT_POINTS, type MapAnswer, type MapFeature, type MapQuery } from '@app/shared';
import type { Db } from '../../../db/client.js';
import { localized } from '../../../db/localize.js';
import { compounds, filterCounts, units } from '../../../db/schema/index.js';
import { countColumns, countedIn, placedIn, unplaced } from './filter-counts.js';
import { bandFilter, filtersOf, listConditions, searchMatch } from './filters.js';

const point = (lng: number, lat: number): MapFeature['geometry'] => ({ type: 'Point', coordinates: [lng, lat] });

type CompoundPoint = { slug: string; name: string; latitude: number | null; longitude: number | null } & Record<
  'count' | 'minPrice',
  number
>;

/** A compound's point: its slug and name, and where it is. */
const placeOf = (lang: Lang) => ({
  slug: compounds.slug,
  name: localized(compounds.name, lang),
  latitude: compounds.latitude,
  longitude: compounds.longitude,
});

/** How many units `where` selects in each compound, and their lowest price: a subquery named `name`. */
function unitsPerCompound(db: Db, where: SQL | undefined, name: string) {
  return db
    .select({
      compoundId: units.compoundId,
      count: sql<number>`count(*)::int`.as('unit_count'),
      minPrice: sql<number>`min(${units.priceUsd})`.as('min_price'),
    })
    .from(units)
    .where(and(where, isNotNull(units.compoundId)))
    .groupBy(units.compoundId)
    .as(name);
}

/**
 * The compounds' points with a search: the matching units counted over units (the search is no column of
 * filter_counts), grouped by compound before the compounds are joined.
 */
function compoundPointsOverUnits(db: Db, where: SQL | undefined, lang: Lang): Promise<CompoundPoint[]> {
  const perCompound = unitsPerCompound(db, where, 'per_compound');
  return db
    .select({
      ...placeOf(lang),
      count: sql<number>`${perCompound.count}`.mapWith(Number),
      minPrice: sql<number>`${perCompound.minPrice}`.mapWith(Number),
    })
    .from(perCompound)
    .innerJoin(compounds, eq(compounds.id, perCompound.compoundId))
    .where(and(isNotNull(compounds.latitude), isNotNull(compounds.longitude)))
    .orderBy(asc(compounds.slug));
}

/**
 * The compounds' points without a search (decision 0053): one row per compound. Its units without a
 * position of their own lie at its position: they are counted from its filter_counts rows when that
 * position is inside the box and area (tested once), and their lowest price is the first entry of
 * units_compound_price_idx that passes the filters. Its units with a position of their own are counted
 * one by one (placedIn), as the list counts them.
 */
function compoundPoints(db: Db, query: MapQuery, lang: Lang): Promise<CompoundPoint[]> {
  const placed = query.bbox || query.area ? placedIn(query) : undefined;
  const shared = db
    .select({
      compoundId: filterCounts.compoundId,
      count: sql<number>`sum(${countedIn(query)})::int`.as('shared_count'),
    })
    .from(filterCounts)
    .where(
      and(
        sql`not ${filterCounts.ownPosition}`,
        isNotNull(filterCounts.compoundId),
        ...filtersOf(unplaced(query), countColumns),
        ...(placed ? [placed.compoundRows] : []),
      ),
    )
    .groupBy(filterCounts.compoundId)
    .having(sql`sum(${countedIn(query)}) > 0`)
    .as('shared');
  const own = unitsPerCompound(
    db,
    and(...(placed ? placed.ownUnits : [...listConditions(query), isNotNull(units.latitude)])),
    'own',
  );
  // The first entry of units_compound_price_idx (price order) that passes the filters.
  const u = alias(units, 'u');
  const sharedMin = db
    .select({ minPrice: sql`min(${u.priceUsd})` })
    .from(u)
    .where(
      and(
        sql`${u.listed}`,
        isNull(u.latitude),
        eq(u.compoundId, compounds.id),
        ...filtersOf(unplaced(query), u),
        ...(query.price_band ? bandFilter(query.price_band, u.priceUsd) : []),
      ),
    );
  return db
    .select({
      ...placeOf(lang),
      count: sql<number>`coalesce(${shared.count}, 0) + coalesce(${own.count}, 0)`.mapWith(Number),
      minPrice: sql<number>`least(${own.minPrice}, case when ${shared.count} > 0 then (${sharedMin}) end)`.mapWith(
        Number,
      ),
    })
    .from(compounds)
    .leftJoin(shared, eq(shared.compoundId, compounds.id))
    .leftJoin(own, eq(own.compoundId, compounds.id))
    .where(
      and(
        sql`(${shared.count} is not null or ${own.count} is not null)`,
        isNotNull(compounds.latitude),
        isNotNull(compounds.longitude),
      ),
    )
    .orderBy(asc(compounds.slug));
}

/**
 * GET /api/map/: the units the list's filters select (the same conditions, filters.ts), as one point per
 * compound with any of them (at the compound's position: how many, and the lowest price in USD) and one
 * per private unit with a position (at most MAP_MAX_UNIT_POINTS, the newest first). A compound not yet
 * placed on the map has no point.
 */
export async function mapOfUnits(db: Db, query: MapQuery): Promise<MapAnswer> {
  const lang = query.lang ?? 'en';
  const where = and(...listConditions(query), ...(query.search ? [searchMatch(query.search)] : []));
  // The newest private units with a position that match: a private unit's position is its own, so
  // units_own_position_idx holds them, with the filters' columns and the title (migration 0020): index-only.
  const newest = db
    .select({
      id: units.id,
      // Localized once the newest are kept, not for every match.
      title: units.title,
      longitude: units.mapLongitude,
      latitude: units.mapLatitude,
      price: units.priceUsd,
      createdAt: units.createdAt,
    })
    .from(units)
    .where(and(where, isNull(units.compoundId), isNotNull(units.latitude)))
    .orderBy(desc(units.createdAt), desc(units.id))
    .limit(MAP_MAX_UNIT_POINTS)
    .as('newest');
  // One row, the points as one JSON text ([id, title, longitude, latitude, price] each, in order): the
  // database's rows reach JavaScript one by one, at several microseconds each (2,000 rows took longer to
  // hand over than to find), where one JSON.parse reads them at once. Doubles are written exactly.
  const privatePoints = db
    .select({
      points: sql<
        string | null
      >`json_agg(json_build_array(${newest.id}, ${localized(newest.title, lang)}, ${newest.longitude}, ${
        newest.latitude
      }, ${newest.price}) order by ${newest.createdAt} desc, ${newest.id} desc)::text`,
    })
    .from(newest);
  const [inCompounds, [placed]] = await Promise.all([
    query.search ? compoundPointsOverUnits(db, where, lang) : compoundPoints(db, query, lang),
    privatePoints,
  ]);
  const privateUnits = (placed?.points ? JSON.parse(placed.points) : []) as [number, string, number, number, number][];
  return {
    type: 'FeatureCollection',
    features: [
      ...inCompounds.map((c): MapFeature => ({
        type: 'Feature',
        geometry: point(c.longitude!, c.latitude!),
        properties: { kind: 'compound', slug: c.slug, name: c.name, count: c.count, min_price: c.minPrice },
      })),
      ...privateUnits.map(([id, title, longitude, latitude, price]): MapFeature => ({
        type: 'Feature',
        geometry: point(longitude, latitude),
        properties: { kind: 'unit', id, title, count: 1, min_price: price },
      })),
    ],
  };
}

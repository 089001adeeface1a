import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { MAP_MAX_UNIT_POINTS, type MapAnswer, type MapFeature, type MapQuery } from '@app/shared';
import type { Db } from '../../../db/client.js';
import { localized } from '../../../db/localize.js';
import { compounds, units } from '../../../db/schema/index.js';
import { listConditions, searchMatch } from './filters.js';

const point = (lng: number, lat: number): MapFeature['geometry'] => ({ type: 'Point', coordinates: [lng, lat] });

/**
 * GET /api/map/: the units the list's filters select (the same conditions, filters.ts), as one point per
 * compound with any of them (at the compound's position: how many, and the lowest price in USD) and one
 * per private unit with a position (at most MAP_MAX_UNIT_POINTS, the newest first). A compound not yet
 * placed on the map has no point.
 */
export async function mapOfUnits(db: Db, query: MapQuery): Promise<MapAnswer> {
  const lang = query.lang ?? 'en';
  const where = and(...listConditions(query), ...(query.search ? [searchMatch(query.search)] : []));
  // The units of each compound are counted before the compounds are joined: from the position index's
  // entries alone when there is a box or an area (it includes the compound and the price).
  const perCompound = db
    .select({
      compoundId: units.compoundId,
      count: sql<number>`count(*)::int`.as('unit_count'),
      minPrice: sql<number>`min(${units.priceUsd})`.as('min_price'),
    })
    .from(units)
    .where(and(where, isNotNull(units.compoundId)))
    .groupBy(units.compoundId)
    .as('per_compound');
  // The private units that match, fenced (OFFSET 0) so that they are found by their filters' indexes and
  // then sorted, rather than by walking every unit newest first until enough of them match.
  const placed = db
    .select({ id: units.id, createdAt: units.createdAt })
    .from(units)
    .where(and(where, isNull(units.compoundId), isNotNull(units.mapLatitude)))
    .offset(0)
    .as('placed');
  const [inCompounds, privateUnits] = await Promise.all([
    db
      .select({
        slug: compounds.slug,
        name: localized(compounds.name, lang),
        latitude: compounds.latitude,
        longitude: compounds.longitude,
        count: sql<number>`${perCompound.count}`.mapWith(Number),
        minPrice: sql<number>`${perCompound.minPrice}`.mapWith(Number),
      })
      .from(perCompound)
      .innerJoin(compounds, eq(compounds.id, perCompound.compoundId))
      .where(and(isNotNull(compounds.latitude), isNotNull(compounds.longitude)))
      .orderBy(asc(compounds.slug)),
    db
      .select({
        id: units.id,
        title: localized(units.title, lang),
        latitude: units.mapLatitude,
        longitude: units.mapLongitude,
        price: units.priceUsd,
      })
      .from(placed)
      .innerJoin(units, eq(units.id, placed.id))
      .orderBy(desc(placed.createdAt), desc(placed.id))
      .limit(MAP_MAX_UNIT_POINTS),
  ]);
  return {
    type: 'FeatureCollection',
    features: [
      ...inCompounds.map((c): MapFeature => ({
        type: 'Feature',
        geometry: point(c.longitude!, c.latitude!),
        properties: { kind: 'compound', slug: c.slug, name: c.name, count: c.count, min_price: c.minPrice },
      })),
      ...privateUnits.map((u): MapFeature => ({
        type: 'Feature',
        geometry: point(u.longitude!, u.latitude!),
        properties: { kind: 'unit', id: u.id, title: u.title, count: 1, min_price: u.price },
      })),
    ],
  };
}

import { and, desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_PAGE_SIZE,
  LEGACY_LIST_LIMIT,
  type Lang,
  type Unit,
  type UnitDetail,
  type UnitPage,
  type UnitQuery,
  unitQueryText,
} from '@app/shared';
import type { Db } from '../../../db/client.js';
import { localized } from '../../../db/localize.js';
import { compounds, units } from '../../../db/schema/index.js';
import { NotFoundError } from '../../../errors.js';
import { bandBounds, bandFilter, filtersOf, listedUnit } from './filters.js';
import { filteredPage } from './list-page.js';
import { type PublicRead, altIn, listColumns, toUnit } from './rows.js';
import { countAllUnits, searchPage } from './search-statement.js';
import { badgesOf, listingHistories, withBadges } from './listing-history.js';

/** A page of units matching the filters, with Django-style next/previous links. */
export async function listPublicUnits(db: Db, query: UnitQuery, basePath: string, now = new Date()): Promise<UnitPage> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const bandPosition = query.price_band ? bandBounds(query.price_band).position : undefined;
  const filters = filtersOf(query);
  const conditions = [...filters, ...(query.price_band ? bandFilter(query.price_band) : [])];
  const { rows, total } = query.search
    ? await searchPage(db, {
        query: { ...query, search: query.search },
        conditions,
        countInTables: filters.length === 0,
        bandPosition,
      })
    : await filteredPage(db, query);
  const link = (p: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && key !== 'page') params.set(key, unitQueryText(value));
    }
    params.set('page', String(p));
    return `${basePath}?${params.toString()}`;
  };
  return {
    count: total,
    next: page * pageSize < total ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, Math.max(1, Math.ceil(total / pageSize)))) : null,
    results: await withBadges(db, rows.map(toUnit), now),
  };
}

/** The spec's plain list: an array of units, newest first (capped at LEGACY_LIST_LIMIT). */
export async function listAllPublicUnits(
  db: Db,
  lang: Lang,
  now = new Date(),
): Promise<{ units: Unit[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select(listColumns(lang))
      .from(units)
      .leftJoin(compounds, eq(units.compoundId, compounds.id))
      .where(listedUnit())
      .orderBy(desc(units.createdAt), desc(units.id))
      .limit(LEGACY_LIST_LIMIT),
    countAllUnits(db),
  ]);
  return { units: await withBadges(db, rows.map(toUnit), now), total };
}

/** One unit with its description and images; 404 for a unit the public site does not show. */
export async function getPublicUnit(
  db: Db,
  id: number,
  lang: Lang,
  { preview = false, now = new Date() }: PublicRead & { now?: Date } = {},
): Promise<UnitDetail> {
  const [row] = await db
    .select({ ...listColumns(lang), description: localized(units.description, lang), photos: units.photos })
    .from(units)
    .leftJoin(compounds, eq(units.compoundId, compounds.id))
    .where(preview ? eq(units.id, id) : and(eq(units.id, id), listedUnit()))
    .limit(1);
  if (!row) throw new NotFoundError(`Unit ${id} not found`);
  const unit = toUnit(row);
  const history = (await listingHistories(db, [id])).get(id);
  return {
    ...unit,
    badges: badgesOf(unit, history, now),
    priceHistory: history?.prices ?? [],
    description: row.description,
    images: row.photos.map((p) => p.url),
    photos: row.photos.map((p) => {
      const alt = altIn(p.alt, lang);
      return alt === undefined ? { url: p.url } : { url: p.url, alt };
    }),
  };
}

/**
 * The listed units among `ids`, in the order of `ids` (the shortlist's and compare page's order): sold and
 * reserved ones too, with their status; ids of no unit, or of one the public site does not show, are left
 * out. One statement whatever the number of ids (they travel as one array), so PGlite prepares it once.
 */
export async function listPublicUnitsByIds(
  db: Db,
  ids: readonly number[],
  lang: Lang,
  now = new Date(),
): Promise<Unit[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(listColumns(lang))
    .from(units)
    .leftJoin(compounds, eq(units.compoundId, compounds.id))
    .where(and(listedUnit(), sql`${units.id} = any(${sql.param([...ids])}::int[])`));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return withBadges(
    db,
    ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toUnit(row)] : [];
    }),
    now,
  );
}

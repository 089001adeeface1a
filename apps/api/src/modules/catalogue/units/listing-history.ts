import { and, asc, isNotNull, or, eq, sql } from 'drizzle-orm';
import { type ListingBadges, type PricePoint, type Unit, listingBadges, priceHistoryOf } from '@app/shared';
import type { Db } from '../../../db/client.js';
import { unitEvents } from '../../../db/schema/index.js';

/*
 * What the public answers carry of a listing's events (docs/decisions/0056-listing-events.md): the detail
 * its dated prices, every unit its New and Reduced badges as of the answer (listingBadges, packages/shared).
 * Read after the units are, for the units answered (a page: one statement over the index by unit).
 */

/** A unit's history as the badges and the price list need it. */
export interface ListingHistory {
  /** When it was first published; null when no event says (a unit listed before events were written). */
  publishedAt: Date | null;
  prices: PricePoint[];
}

/** The histories of units `ids`, by id: the events that set a price or publish, oldest first. */
export async function listingHistories(db: Db, ids: readonly number[]): Promise<Map<number, ListingHistory>> {
  const histories = new Map<number, ListingHistory>();
  if (ids.length === 0) return histories;
  const rows = await db
    .select({ unitId: unitEvents.unitId, kind: unitEvents.kind, at: unitEvents.at, newPrice: unitEvents.newPrice })
    .from(unitEvents)
    .where(
      and(
        sql`${unitEvents.unitId} = any(${sql.param([...ids])}::int[])`,
        or(isNotNull(unitEvents.newPrice), eq(unitEvents.kind, 'published')),
      ),
    )
    .orderBy(asc(unitEvents.unitId), asc(unitEvents.at), asc(unitEvents.id));
  const byUnit = new Map<number, typeof rows>();
  for (const row of rows) byUnit.set(row.unitId, [...(byUnit.get(row.unitId) ?? []), row]);
  for (const id of ids) {
    const events = byUnit.get(id) ?? [];
    histories.set(id, {
      publishedAt: events.find((e) => e.kind === 'published')?.at ?? null,
      prices: priceHistoryOf(events),
    });
  }
  return histories;
}

/** A unit's badges at `now` from its history (none known: no badge). */
export function badgesOf(
  unit: Pick<Unit, 'status' | 'price'>,
  history: ListingHistory | undefined,
  now: Date,
): ListingBadges {
  return listingBadges({
    status: unit.status,
    price: unit.price,
    publishedAt: history?.publishedAt ?? null,
    history: history?.prices ?? [],
    now,
  });
}

/** Units as the lists answer them, each with its badges as of now. */
export async function withBadges<T extends Pick<Unit, 'id' | 'status' | 'price'>>(
  db: Db,
  units: readonly T[],
  now = new Date(),
): Promise<(T & { badges: ListingBadges })[]> {
  const histories = await listingHistories(
    db,
    units.map((u) => u.id),
  );
  return units.map((unit) => ({ ...unit, badges: badgesOf(unit, histories.get(unit.id), now) }));
}

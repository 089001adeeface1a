import { type SQL, and, eq, sql } from 'drizzle-orm';
import { type ListingState, type UnitEventSource, eventsOfChange } from '@app/shared';
import { type StoredUnit, unitEvents, units } from '../../../db/schema/index.js';
import type { SessionUser } from '../../staff/sessions.js';
import type { Writer } from '../editing.js';

/*
 * The listing events of the catalogue's writes (docs/decisions/0056-listing-events.md). Every change to a
 * unit, whatever made it (a unit's form, one click or a selection in the list, a CSV import, a compound's
 * publication), takes the units' states before it, writes, then calls `recordListingEvents` in the same
 * transaction: the events and the change are stored together or not at all. Which events a change makes
 * is decided by eventsOfChange (packages/shared) alone.
 */

/** A unit's id with its state before a change: undefined for a unit the change creates. */
export type StatesBefore = ReadonlyMap<number, ListingState | undefined>;

/** Events written per statement (7 parameters each). */
const INSERT_SLICE = 1000;

/** What the public site sees of a stored unit. */
export const listingStateOf = (row: Pick<StoredUnit, 'listed' | 'status' | 'priceUsd'>): ListingState => ({
  listed: row.listed,
  status: row.status,
  price: row.priceUsd,
});

/** One array parameter, whatever the number of ids (an import's thousands), so a statement is prepared once. */
const idIn = (column: typeof units.id | typeof unitEvents.unitId, ids: readonly number[]) =>
  sql`${column} = any(${sql.param([...ids])}::int[])`;

/**
 * The listing states of the units `where` selects (ids: those units) as the transaction sees them now;
 * `lock`: held until it ends (a change that reads them before it writes, so that no other change to them
 * comes in between and is counted twice).
 */
export async function listingStates(
  tx: Writer,
  where: readonly number[] | SQL,
  { lock = false } = {},
): Promise<Map<number, ListingState>> {
  if (Array.isArray(where) && where.length === 0) return new Map();
  const query = tx
    .select({ id: units.id, listed: units.listed, status: units.status, priceUsd: units.priceUsd })
    .from(units)
    .where(Array.isArray(where) ? idIn(units.id, where) : (where as SQL));
  const rows = lock ? await query.for('update') : await query;
  return new Map(rows.map((row) => [row.id, listingStateOf(row)]));
}

/**
 * After a change to the units of `before` (in its transaction): reads them as the change left them, decides
 * each one's events from its state before, and writes them, stamped with the transaction's time, what made
 * the change and who. Returns how many it wrote. A unit the change deleted makes none.
 */
export async function recordListingEvents(
  tx: Writer,
  before: StatesBefore,
  made: { source: UnitEventSource; user: SessionUser | null },
): Promise<number> {
  const ids = [...before.keys()];
  const after = await listingStates(tx, ids);
  const appearing = ids.filter((id) => after.get(id)?.listed && !before.get(id)?.listed);
  const published = new Set<number>();
  if (appearing.length > 0) {
    const rows = await tx
      .select({ unitId: unitEvents.unitId })
      .from(unitEvents)
      .where(and(idIn(unitEvents.unitId, appearing), eq(unitEvents.kind, 'published')));
    for (const row of rows) published.add(row.unitId);
  }
  const values = ids.flatMap((id) => {
    const now = after.get(id);
    if (!now) return [];
    return eventsOfChange(before.get(id), now, { everPublished: published.has(id) }).map((event) => ({
      unitId: id,
      kind: event.kind,
      oldPrice: event.oldPrice,
      newPrice: event.newPrice,
      currency: event.oldPrice === null && event.newPrice === null ? null : 'USD',
      source: made.source,
      userId: made.user?.id ?? null,
    }));
  });
  // In slices: an import's thousands of events would pass PostgreSQL's 65,535 parameters in one statement.
  for (let i = 0; i < values.length; i += INSERT_SLICE)
    await tx.insert(unitEvents).values(values.slice(i, i + INSERT_SLICE));
  return values.length;
}

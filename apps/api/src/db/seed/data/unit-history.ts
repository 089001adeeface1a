import type { UnitEventKind } from '@app/shared';
import { roundPrice } from './unit-price.js';
import type { SeedUnit } from './types.js';

/*
 * The seeded units' listing events (docs/decisions/0056-listing-events.md), so that a fresh start shows the
 * badges and price histories: every unit published (most when they were created, a few drafts published in
 * the last days), some cut in price in the last 30 days (Reduced), some cut earlier as well, the sold and
 * reserved ones sold or reserved after. Chosen by the unit's place in the catalogue: the same seed always
 * makes the same history, ending at each unit's seeded price.
 */

/** An event `daysAgo` days before the seed's time (fractions of a day allowed). */
export interface SeedEvent {
  kind: UnitEventKind;
  daysAgo: number;
  oldPrice: number | null;
  newPrice: number | null;
}

/** The cuts a Reduced unit had, in per cent, by its place. */
const RECENT_CUTS = [4, 6, 8, 10, 12, 15] as const;

const forSale = (unit: SeedUnit) => unit.status === 'available' || unit.status === 'under construction';

/** The price that `cut` per cent off gives `price` (rounded as the seed's prices are). */
const before = (price: number, cut: number) => roundPrice((price * 100) / (100 - cut));

/**
 * Unit `index`'s events, oldest first, ending at its seeded price and status. `createdDaysAgo` is when it
 * was created; a published event at that time is written `createdDaysAgo` days ago.
 */
export function seedHistory(unit: SeedUnit, index: number): SeedEvent[] {
  const created = unit.createdDaysAgo;
  const recentCut = forSale(unit) && created >= 40 && index % 9 === 4;
  const earlierCut = forSale(unit) && created >= 120 && index % 11 === 7;
  // A draft the office published in the last days (New), unless its price history says otherwise.
  const publishedLate = !recentCut && !earlierCut && created >= 7 && index % 20 === 3;
  const publishedDaysAgo = publishedLate ? (index % 6) + 0.3 : created;

  // From today's price backwards: the last cut first.
  const changes: SeedEvent[] = [];
  let price = unit.priceUsd;
  if (recentCut) {
    const old = before(price, RECENT_CUTS[index % RECENT_CUTS.length]!);
    changes.unshift({ kind: 'price_changed', daysAgo: 1 + ((index * 7) % 27) + 0.4, oldPrice: old, newPrice: price });
    price = old;
  }
  if (earlierCut) {
    const old = before(price, 5);
    changes.unshift({ kind: 'price_changed', daysAgo: Math.floor(created / 2), oldPrice: old, newPrice: price });
    price = old;
  }
  const events: SeedEvent[] = [
    { kind: 'published', daysAgo: publishedDaysAgo, oldPrice: null, newPrice: price },
    ...changes,
  ];
  if (unit.status === 'sold' || unit.status === 'reserved') {
    events.push({ kind: unit.status, daysAgo: publishedDaysAgo / 3, oldPrice: null, newPrice: null });
  }
  return events;
}

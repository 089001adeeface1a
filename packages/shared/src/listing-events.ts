import { z } from './zod';
import type { UnitStatus } from './constants';
import { OFFICE_TIME_ZONE } from './locale.mjs';

/*
 * A listing's life as the public site sees it (docs/decisions/0056-listing-events.md): which events a change
 * to a unit makes, the dated prices they add up to, and the New and Reduced badges those decide. Pure: the
 * API's writes call `eventsOfChange` in the transaction of every change to a unit, its reads call
 * `priceHistoryOf` and `listingBadges`.
 */

/**
 * What happened to a listing: it appeared on the site for the first time (`published`), its price changed,
 * it came back (from reserved or sold, or onto the site again after it was taken off), a buyer holds it,
 * it was sold.
 */
export const UNIT_EVENT_KINDS = ['published', 'price_changed', 'back_on_market', 'reserved', 'sold'] as const;
export type UnitEventKind = (typeof UNIT_EVENT_KINDS)[number];

/**
 * What made the change, for the office: a unit's (or its compound's) form, one click in the list, a
 * selection, a CSV import, the seed; `migration`: the one event migration 0021 gave the units listed then.
 */
export const UNIT_EVENT_SOURCES = ['form', 'one_click', 'bulk', 'csv_import', 'seed', 'migration'] as const;
export type UnitEventSource = (typeof UNIT_EVENT_SOURCES)[number];

/** "New": published this many office days ago at most (today is day 0, so the last 7 days). */
export const NEW_LISTING_DAYS = 7;
/** "Reduced": the price is below what it was at the start of this many office days (today included). */
export const REDUCED_PRICE_DAYS = 30;

/** What the events of a change are decided from: the unit as the public site sees it. */
export interface ListingState {
  /** On the public site (units.listed: published, not archived, its compound published). */
  listed: boolean;
  status: UnitStatus;
  /** The asking price, in the listing's own currency (USD: every price is stored in it). */
  price: number;
}

/** An event as decided: prices where the kind carries them (null elsewhere). */
export interface DecidedEvent {
  kind: UnitEventKind;
  oldPrice: number | null;
  newPrice: number | null;
}

const OFF_THE_MARKET: ReadonlySet<UnitStatus> = new Set(['reserved', 'sold']);

/** Offered to buyers: neither reserved nor sold (available, or under construction). */
export const isForSale = (status: UnitStatus): boolean => !OFF_THE_MARKET.has(status);

/**
 * The events a change to one unit makes, from the unit before it (undefined: a new unit) and after it.
 * Only what the public site shows counts: a unit that is not listed after the change makes none (a draft's
 * edits, taking a unit off the site); a unit that becomes listed makes `published` the first time
 * (`everPublished` false) and `back_on_market` after that, with its price then; a listed unit makes
 * `price_changed` (old and new), `reserved`, `sold`, or `back_on_market` when it leaves reserved or sold.
 */
export function eventsOfChange(
  before: ListingState | undefined,
  after: ListingState,
  { everPublished }: { everPublished: boolean },
): DecidedEvent[] {
  if (!after.listed) return [];
  if (!before?.listed) {
    return [{ kind: everPublished ? 'back_on_market' : 'published', oldPrice: null, newPrice: after.price }];
  }
  const events: DecidedEvent[] = [];
  if (after.price !== before.price) {
    events.push({ kind: 'price_changed', oldPrice: before.price, newPrice: after.price });
  }
  if (after.status !== before.status) {
    if (after.status === 'reserved' || after.status === 'sold') {
      events.push({ kind: after.status, oldPrice: null, newPrice: null });
    } else if (OFF_THE_MARKET.has(before.status)) {
      events.push({ kind: 'back_on_market', oldPrice: null, newPrice: after.price });
    }
  }
  return events;
}

/** A stored event as the reads take it: when, and the price it set (null for one that sets none). */
export interface PricedEvent {
  kind: UnitEventKind;
  /** ISO 8601, or a Date. */
  at: string | Date;
  newPrice: number | null;
}

/** One dated price of a listing, in the listing's own currency. */
export const pricePointSchema = z.object({
  /** When the price was set (ISO 8601). */
  date: z.string(),
  price: z.number(),
  currency: z.literal('USD'),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

const iso = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at).toISOString();

/**
 * The dated prices of a listing, oldest first: each event that sets a price, in the order the events were
 * written (`events` oldest first), a price that repeats the one before left out.
 */
export function priceHistoryOf(events: readonly PricedEvent[]): PricePoint[] {
  const points: PricePoint[] = [];
  for (const event of events) {
    if (event.newPrice === null || points.at(-1)?.price === event.newPrice) continue;
    points.push({ date: iso(event.at), price: event.newPrice, currency: 'USD' });
  }
  return points;
}

/** The badges a card and a unit page show. */
export const listingBadgesSchema = z.object({
  /** Published in the last NEW_LISTING_DAYS office days. */
  isNew: z.boolean(),
  /** Whole per cent the price is below its price REDUCED_PRICE_DAYS office days ago (at least 1); null: not reduced. */
  reducedPercent: z.number().int().positive().nullable(),
});
export type ListingBadges = z.infer<typeof listingBadgesSchema>;

export const NO_BADGES: ListingBadges = { isNew: false, reducedPercent: null };

const DAY_MS = 86_400_000;

/** The office's calendar day (YYYY-MM-DD), made once: a formatter costs far more to make than to use. */
const officeDay = new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE });

/** Whole office days (OFFICE_TIME_ZONE's calendar) from `from` to `to`: 0 on the same day. */
export function officeDaysBetween(from: string | Date, to: Date): number {
  const day = (at: string | Date) => Date.parse(`${officeDay.format(new Date(at))}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/**
 * The listing's badges at `now`, counted in the office's days (OFFICE_TIME_ZONE), only while it is for sale:
 * New when it was first published today or on one of the 6 days before; Reduced when its price is below
 * the one it had at the start of the 30 days ending today (the price then, or the first price of a listing
 * published since), by that share rounded down, at least 1 per cent. Both compare prices in the listing's
 * own currency, never through exchange rates.
 */
export function listingBadges(listing: {
  status: UnitStatus;
  price: number;
  /** When it was first published (the `published` event); null when unknown. */
  publishedAt: string | Date | null;
  /** Its dated prices, oldest first (priceHistoryOf). */
  history: readonly PricePoint[];
  now: Date;
}): ListingBadges {
  const { status, price, publishedAt, history, now } = listing;
  if (!isForSale(status)) return NO_BADGES;
  const isNew = publishedAt !== null && officeDaysBetween(publishedAt, now) < NEW_LISTING_DAYS;
  // The price at the start of the window: the last one set before its first day, else the first one in it.
  const before = history.filter((p) => officeDaysBetween(p.date, now) >= REDUCED_PRICE_DAYS).at(-1);
  const reference = before?.price ?? history[0]?.price;
  const reducedPercent =
    reference !== undefined && reference > 0 && price < reference
      ? Math.max(1, Math.floor(((reference - price) * 100) / reference))
      : null;
  return { isNew, reducedPercent };
}

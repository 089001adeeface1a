import { describe, expect, it } from 'vitest';
import {
  type ListingState,
  type PricePoint,
  eventsOfChange,
  listingBadges,
  officeDaysBetween,
  priceHistoryOf,
} from './listing-events';

const listed: ListingState = { listed: true, status: 'available', price: 200_000 };
const draft: ListingState = { ...listed, listed: false };
const first = { everPublished: false };
const again = { everPublished: true };

describe('eventsOfChange', () => {
  it('publishes a unit the first time it is listed, with its price then', () => {
    expect(eventsOfChange(undefined, listed, first)).toEqual([
      { kind: 'published', oldPrice: null, newPrice: 200_000 },
    ]);
    expect(eventsOfChange(draft, { ...listed, price: 190_000, status: 'sold' }, first)).toEqual([
      { kind: 'published', oldPrice: null, newPrice: 190_000 },
    ]);
  });

  it('puts a unit listed again after it was taken off back on the market', () => {
    expect(eventsOfChange(draft, listed, again)).toEqual([
      { kind: 'back_on_market', oldPrice: null, newPrice: 200_000 },
    ]);
  });

  it('makes nothing for a unit the site does not show after the change', () => {
    expect(eventsOfChange(undefined, draft, first)).toEqual([]);
    expect(eventsOfChange(draft, { ...draft, price: 1, status: 'sold' }, again)).toEqual([]);
    expect(eventsOfChange(listed, { ...draft, price: 1 }, again)).toEqual([]);
  });

  it('records a listed unit’s price change both ways with old and new price', () => {
    expect(eventsOfChange(listed, { ...listed, price: 180_000 }, again)).toEqual([
      { kind: 'price_changed', oldPrice: 200_000, newPrice: 180_000 },
    ]);
    expect(eventsOfChange(listed, { ...listed, price: 210_000 }, again)).toEqual([
      { kind: 'price_changed', oldPrice: 200_000, newPrice: 210_000 },
    ]);
    expect(eventsOfChange(listed, { ...listed }, again)).toEqual([]);
  });

  it('records reserved, sold, and back on the market from either', () => {
    expect(eventsOfChange(listed, { ...listed, status: 'reserved' }, again)).toEqual([
      { kind: 'reserved', oldPrice: null, newPrice: null },
    ]);
    expect(eventsOfChange({ ...listed, status: 'reserved' }, { ...listed, status: 'sold' }, again)).toEqual([
      { kind: 'sold', oldPrice: null, newPrice: null },
    ]);
    expect(eventsOfChange({ ...listed, status: 'sold' }, { ...listed, status: 'under construction' }, again)).toEqual([
      { kind: 'back_on_market', oldPrice: null, newPrice: 200_000 },
    ]);
    // Available and under construction are both for sale: no event between them.
    expect(eventsOfChange(listed, { ...listed, status: 'under construction' }, again)).toEqual([]);
  });

  it('makes one event per thing that changed in one save', () => {
    expect(eventsOfChange({ ...listed, status: 'sold' }, { ...listed, price: 150_000 }, again)).toEqual([
      { kind: 'price_changed', oldPrice: 200_000, newPrice: 150_000 },
      { kind: 'back_on_market', oldPrice: null, newPrice: 150_000 },
    ]);
  });
});

describe('priceHistoryOf', () => {
  it('lists the prices events set, oldest first, leaving out repeats and events without a price', () => {
    const history = priceHistoryOf([
      { kind: 'published', at: '2026-01-01T10:00:00.000Z', newPrice: 300_000 },
      { kind: 'reserved', at: '2026-02-01T10:00:00.000Z', newPrice: null },
      { kind: 'back_on_market', at: new Date('2026-03-01T10:00:00Z'), newPrice: 300_000 },
      { kind: 'price_changed', at: '2026-04-01T10:00:00Z', newPrice: 280_000 },
    ]);
    expect(history).toEqual([
      { date: '2026-01-01T10:00:00.000Z', price: 300_000, currency: 'USD' },
      { date: '2026-04-01T10:00:00.000Z', price: 280_000, currency: 'USD' },
    ]);
    expect(priceHistoryOf([])).toEqual([]);
  });
});

/** A price set at `at`. */
const point = (date: string, price: number): PricePoint => ({ date, price, currency: 'USD' });

describe('listingBadges', () => {
  // 28 Jan 2027, 12:00 in Cairo (UTC+2, no summer time near): the office's day is the 28th.
  const now = new Date('2027-01-28T10:00:00Z');
  const badges = (over: Partial<Parameters<typeof listingBadges>[0]>) =>
    listingBadges({ status: 'available', price: 200_000, publishedAt: null, history: [], now, ...over });

  it('counts the office’s (Cairo’s) days, not UTC’s', () => {
    // 22:30 UTC on the 27th is already the 28th in Cairo.
    expect(officeDaysBetween('2027-01-27T22:30:00Z', now)).toBe(0);
    expect(officeDaysBetween('2027-01-27T21:30:00Z', now)).toBe(1);
  });

  it('is New published today and on the 6 office days before, not on the 7th', () => {
    expect(badges({ publishedAt: '2027-01-28T08:00:00Z' }).isNew).toBe(true);
    expect(badges({ publishedAt: '2027-01-21T22:00:00Z' }).isNew).toBe(true); // the 22nd in Cairo: 6 days
    expect(badges({ publishedAt: '2027-01-21T21:00:00Z' }).isNew).toBe(false); // the 21st in Cairo: 7 days
    expect(badges({ publishedAt: null }).isNew).toBe(false);
  });

  it('is Reduced by the whole per cent below the price at the start of the last 30 days', () => {
    const history = [point('2026-06-01T10:00:00Z', 250_000), point('2027-01-20T10:00:00Z', 200_000)];
    expect(badges({ history }).reducedPercent).toBe(20);
    // 1 % rounded down from 1.96; a drop of less than 1 % still shows 1 %.
    expect(badges({ price: 245_100, history: [point('2026-06-01T10:00:00Z', 250_000)] }).reducedPercent).toBe(1);
    expect(badges({ price: 249_999, history: [point('2026-06-01T10:00:00Z', 250_000)] }).reducedPercent).toBe(1);
  });

  it('counts a drop made on the 30th office day back (the window’s first day), not the 31st', () => {
    // 29 office days ago (the 30th of 30): the price before it was 250,000.
    const inside = [point('2026-06-01T10:00:00Z', 250_000), point('2026-12-29T22:30:00Z', 200_000)];
    expect(officeDaysBetween(inside[1]!.date, now)).toBe(29);
    expect(badges({ history: inside }).reducedPercent).toBe(20);
    // 30 office days ago: before the window, so 200,000 was already the price when it started.
    const outside = [point('2026-06-01T10:00:00Z', 250_000), point('2026-12-29T21:30:00Z', 200_000)];
    expect(officeDaysBetween(outside[1]!.date, now)).toBe(30);
    expect(badges({ history: outside }).reducedPercent).toBeNull();
  });

  it('compares a listing published in the window with its first price', () => {
    const history = [point('2027-01-20T10:00:00Z', 220_000), point('2027-01-25T10:00:00Z', 200_000)];
    expect(badges({ history, publishedAt: history[0]!.date })).toEqual({ isNew: false, reducedPercent: 9 });
  });

  it('is not Reduced when the price rose, or fell back above where the window started', () => {
    expect(badges({ price: 210_000, history: [point('2026-06-01T10:00:00Z', 200_000)] }).reducedPercent).toBeNull();
    const history = [
      point('2026-06-01T10:00:00Z', 200_000),
      point('2027-01-10T10:00:00Z', 230_000),
      point('2027-01-25T10:00:00Z', 210_000),
    ];
    expect(badges({ price: 210_000, history }).reducedPercent).toBeNull();
    expect(badges({ history: [] }).reducedPercent).toBeNull();
  });

  it('shows no badge on a reserved or sold unit', () => {
    const history = [point('2026-06-01T10:00:00Z', 250_000)];
    for (const status of ['reserved', 'sold'] as const) {
      expect(badges({ status, history, publishedAt: '2027-01-28T08:00:00Z' })).toEqual({
        isNew: false,
        reducedPercent: null,
      });
    }
    expect(badges({ status: 'under construction', history }).reducedPercent).toBe(20);
  });
});

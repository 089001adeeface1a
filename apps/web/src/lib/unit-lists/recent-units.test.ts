import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RecentUnit, parseRecentlyViewed, pushRecentlyViewed } from './recent-units';
import { UNIT_LIST_LIMITS } from './lists';

const MAX = UNIT_LIST_LIMITS.recentlyViewed;

const recent = (id: number, extra: Partial<RecentUnit> = {}): RecentUnit => ({
  id,
  title: `Unit ${id}`,
  place: 'Marina Heights',
  bedrooms: 2,
  area: 95.5,
  price: 100_000 + id,
  status: 'available',
  image: `/_next/image?url=%2Fmedia%2F${id}.webp&w=128&q=60`,
  ...extra,
});
const ids = (units: RecentUnit[]) => units.map((u) => u.id);

describe('pushRecentlyViewed', () => {
  it('puts the unit first, newest first', () => {
    let list: RecentUnit[] = [];
    for (const id of [5, 9, 2]) list = pushRecentlyViewed(list, recent(id), MAX);
    expect(ids(list)).toEqual([2, 9, 5]);
  });

  it('keeps a unit once, first again with what its page showed last', () => {
    const list = pushRecentlyViewed([recent(3), recent(2), recent(1)], recent(2, { price: 90_000 }), MAX);
    expect(ids(list)).toEqual([2, 3, 1]);
    expect(list[0]!.price).toBe(90_000);
  });

  it('holds 12 units: the oldest falls off', () => {
    let list: RecentUnit[] = [];
    for (let id = 1; id <= 13; id++) list = pushRecentlyViewed(list, recent(id), MAX);
    expect(MAX).toBe(12);
    expect(ids(list)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });
});

describe('parseRecentlyViewed', () => {
  it('reads back what was stored, in its order', () => {
    const list = [recent(4), recent(1), recent(7, { status: 'sold', image: '', area: 0 })];
    expect(parseRecentlyViewed(JSON.stringify(list), MAX)).toEqual(list);
  });

  it('answers an empty list for storage that is not a JSON array', () => {
    for (const raw of ['', 'null', '{"id":1}', '[{"id":1', 'undefined', '42', '"[]"']) {
      expect(parseRecentlyViewed(raw, MAX), raw).toEqual([]);
    }
  });

  it('drops malformed entries and repeats, keeps the rest', () => {
    const raw = JSON.stringify([
      recent(1),
      null,
      5,
      { ...recent(2), id: '2' },
      { ...recent(3), id: 0 },
      { ...recent(4), price: 'a lot' },
      { ...recent(5), status: 'gone' },
      { ...recent(6), title: undefined },
      recent(1, { title: 'again' }),
      recent(8),
    ]);
    expect(parseRecentlyViewed(raw, MAX)).toEqual([recent(1), recent(8)]);
  });

  it('keeps the first 12', () => {
    const raw = JSON.stringify(Array.from({ length: 20 }, (_, i) => recent(i + 1)));
    expect(ids(parseRecentlyViewed(raw, MAX))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('never answers more than max units, each id once, whatever is stored', () => {
    const entry = fc.record({
      id: fc.oneof(fc.integer({ min: -2, max: 30 }), fc.string()),
      title: fc.oneof(fc.string(), fc.constant(null)),
      place: fc.string(),
      bedrooms: fc.oneof(fc.nat(), fc.double()),
      area: fc.double(),
      price: fc.oneof(fc.nat(), fc.constant(null)),
      status: fc.constantFrom('available', 'sold', 'reserved', 'nope'),
      image: fc.string(),
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.array(entry).map((a) => JSON.stringify(a)),
        ),
        (raw) => {
          const units = parseRecentlyViewed(raw, MAX);
          expect(units.length).toBeLessThanOrEqual(MAX);
          expect(new Set(ids(units)).size).toBe(units.length);
          for (const u of units) expect(Number.isSafeInteger(u.id) && u.id > 0).toBe(true);
        },
      ),
    );
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecentUnit } from '@/lib/unit-lists/recent-units';
import type * as RecentlyViewed from './recently-viewed';

const KEY = 'recentlyViewed';

const unit = (id: number): RecentUnit => ({
  id,
  title: `Unit ${id}`,
  place: 'El Gouna Lagoons',
  bedrooms: 2,
  area: 120,
  price: 200_000 + id,
  status: 'available',
  image: `/_next/image?url=%2Fmedia%2Funits%2Funit-${id}.webp&w=128&q=60`,
});

/** A browser window with its localStorage (or one that refuses it) and the events the store sends. */
function browser(stored: Record<string, string> = {}, { refuse = false } = {}) {
  const storage = { ...stored };
  const events: string[] = [];
  const listeners = new Map<string, Set<() => void>>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => {
        if (refuse) throw new Error('SecurityError');
        return storage[key] ?? null;
      },
      setItem: (key: string, value: string) => {
        if (refuse) throw new Error('QuotaExceededError');
        storage[key] = value;
      },
    },
    addEventListener: (type: string, listener: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    dispatchEvent: (event: Event) => {
      events.push(event.type);
      for (const listener of listeners.get(event.type) ?? []) listener();
      return true;
    },
  });
  return { storage, events };
}

// The store keeps its cache and memory fallback per page load: a fresh module for each test.
let list: typeof RecentlyViewed;
beforeEach(async () => {
  vi.resetModules();
  list = await import('./recently-viewed');
});
afterEach(() => vi.unstubAllGlobals());

const storedIds = (storage: Record<string, string>) =>
  (JSON.parse(storage[KEY] ?? '[]') as RecentUnit[]).map((u) => u.id);

describe('the recently viewed list in localStorage', () => {
  it('keeps the units viewed newest first, each once, with what its page showed last', () => {
    const { storage, events } = browser();
    for (const id of [3, 8, 5, 8]) list.recordRecentlyViewed(unit(id));
    expect(storedIds(storage)).toEqual([8, 5, 3]);
    expect(list.readRecentlyViewed()).toEqual([unit(8), unit(5), unit(3)]);
    expect(events).toHaveLength(4);
  });

  it('holds the last 12', () => {
    const { storage } = browser();
    for (let id = 1; id <= 15; id++) list.recordRecentlyViewed(unit(id));
    expect(storedIds(storage)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
  });

  it('reads corrupt storage as an empty list and records over it', () => {
    const { storage } = browser({ [KEY]: '{not json' });
    expect(list.readRecentlyViewed()).toEqual([]);
    list.recordRecentlyViewed(unit(2));
    expect(storedIds(storage)).toEqual([2]);
  });

  it('drops stored entries of another shape, keeps the rest', () => {
    const { storage } = browser({ [KEY]: JSON.stringify([unit(1), { id: 4 }, 'x', unit(6)]) });
    list.recordRecentlyViewed(unit(9));
    expect(storedIds(storage)).toEqual([9, 1, 6]);
  });

  it('reads a change made in another tab (its storage event)', () => {
    const { storage } = browser({ [KEY]: JSON.stringify([unit(1)]) });
    expect(list.readRecentlyViewed().map((u) => u.id)).toEqual([1]);
    storage[KEY] = JSON.stringify([unit(7), unit(1)]);
    expect(list.readRecentlyViewed().map((u) => u.id)).toEqual([7, 1]);
  });

  it('answers the same array while nothing changed (as useSyncExternalStore needs)', () => {
    browser({ [KEY]: JSON.stringify([unit(1), unit(2)]) });
    expect(list.readRecentlyViewed()).toBe(list.readRecentlyViewed());
  });

  it('clears the list', () => {
    const { storage } = browser();
    list.recordRecentlyViewed(unit(1));
    list.clearRecentlyViewed();
    expect(storage[KEY]).toBe('[]');
    expect(list.readRecentlyViewed()).toEqual([]);
  });

  it('keeps the list in memory where localStorage is refused', () => {
    browser({}, { refuse: true });
    list.recordRecentlyViewed(unit(1));
    list.recordRecentlyViewed(unit(2));
    expect(list.readRecentlyViewed().map((u) => u.id)).toEqual([2, 1]);
  });
});

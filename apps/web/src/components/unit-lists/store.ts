import { useSyncExternalStore } from 'react';
import { UNIT_LIST_KEYS, UNIT_LIST_LIMITS, type UnitListName, parseUnitIds } from '@/lib/unit-lists/lists';
import { readStorage, writeStorage } from '@/lib/preferences';

/**
 * The visitor's shortlist and recently viewed units, kept in localStorage (packages/shared
 * unit-lists.ts). Every component that shows a list reads it here and re-renders when it changes: in
 * this tab (the event below) or in another one (the browser's `storage` event). Where localStorage is
 * refused (private browsing in some browsers), the lists live in memory until the page is left.
 */
const CHANGED = 'unit-lists-changed';
const NONE: never[] = [];
const memory = new Map<string, string>();
const parsed = new Map<string, { raw: string | null; items: unknown[] }>();

/** The lists of ids; the recently viewed units are RecentUnit (recently-viewed.ts). */
type IdListName = Exclude<UnitListName, 'recentlyViewed'>;

/**
 * The list stored at `key`, read by `parse`: the same array until the stored value changes, as
 * useSyncExternalStore needs. Nothing stored is an empty list.
 */
export function readList<T>(key: string, parse: (raw: string) => T[]): T[] {
  const raw = readStorage(key) ?? memory.get(key) ?? null;
  const last = parsed.get(key);
  if (last && last.raw === raw) return last.items as T[];
  const items = raw === null ? NONE : parse(raw);
  parsed.set(key, { raw, items });
  return items;
}

export function writeList(key: string, items: readonly unknown[]): void {
  const raw = JSON.stringify(items);
  memory.set(key, raw);
  writeStorage(key, raw);
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** A list as the page shows it: empty in the server's HTML, the visitor's own once hydrated. */
export function useList<T>(read: () => T[]): T[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}

/** The list's ids. */
export function readUnitList(name: IdListName): number[] {
  return readList(UNIT_LIST_KEYS[name], (raw) => parseUnitIds(raw, UNIT_LIST_LIMITS[name]));
}

export function writeUnitList(name: IdListName, ids: readonly number[]): void {
  writeList(UNIT_LIST_KEYS[name], ids.slice(0, UNIT_LIST_LIMITS[name]));
}

export function useUnitList(name: IdListName): number[] {
  return useList(() => readUnitList(name));
}

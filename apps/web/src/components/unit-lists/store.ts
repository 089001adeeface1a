import { useSyncExternalStore } from 'react';
import { UNIT_LIST_KEYS, UNIT_LIST_LIMITS, type UnitListName, parseUnitIds } from '@app/shared';
import { readStorage, writeStorage } from '@/lib/preferences';

/**
 * The visitor's shortlist and recently viewed units, kept in localStorage (packages/shared
 * unit-lists.ts). Every component that shows a list reads it here and re-renders when it changes: in
 * this tab (the event below) or in another one (the browser's `storage` event). Where localStorage is
 * refused (private browsing in some browsers), the lists live in memory until the page is left.
 */
const CHANGED = 'unit-lists-changed';
const NONE: number[] = [];
const memory = new Map<UnitListName, string>();
const parsed = new Map<UnitListName, { raw: string | null; ids: number[] }>();

function stored(name: UnitListName): string | null {
  return readStorage(UNIT_LIST_KEYS[name]) ?? memory.get(name) ?? null;
}

/** The list's ids: the same array until the stored value changes, as useSyncExternalStore needs. */
export function readUnitList(name: UnitListName): number[] {
  const raw = stored(name);
  const last = parsed.get(name);
  if (last && last.raw === raw) return last.ids;
  const ids = raw === null ? NONE : parseUnitIds(raw, UNIT_LIST_LIMITS[name]);
  parsed.set(name, { raw, ids });
  return ids;
}

export function writeUnitList(name: UnitListName, ids: readonly number[]): void {
  const raw = JSON.stringify(ids.slice(0, UNIT_LIST_LIMITS[name]));
  memory.set(name, raw);
  writeStorage(UNIT_LIST_KEYS[name], raw);
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

/** The list as the page shows it: empty in the server's HTML, the visitor's own once hydrated. */
export function useUnitList(name: UnitListName): number[] {
  return useSyncExternalStore(
    subscribe,
    () => readUnitList(name),
    () => NONE,
  );
}

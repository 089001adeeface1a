import { type RecentUnit, parseRecentlyViewed, pushRecentlyViewed } from '@/lib/unit-lists/recent-units';
import { UNIT_LIST_KEYS, UNIT_LIST_LIMITS } from '@/lib/unit-lists/lists';
import { readList, useList, writeList } from './store';

/**
 * The units recently viewed, newest first, in localStorage (`recentlyViewed`): kept by the unit page's
 * RecordView and read by the list that shows them. A module of its own, so that the pages that only
 * show the shortlist's hearts do not load it.
 */
const KEY = UNIT_LIST_KEYS.recentlyViewed;
const MAX = UNIT_LIST_LIMITS.recentlyViewed;

export function readRecentlyViewed(): RecentUnit[] {
  return readList(KEY, (raw) => parseRecentlyViewed(raw, MAX));
}

/** Puts the unit first in the list (once; the oldest past 12 fall off). */
export function recordRecentlyViewed(unit: RecentUnit): void {
  writeList(KEY, pushRecentlyViewed(readRecentlyViewed(), unit, MAX));
}

export function clearRecentlyViewed(): void {
  writeList(KEY, []);
}

export function useRecentlyViewed(): RecentUnit[] {
  return useList(readRecentlyViewed);
}

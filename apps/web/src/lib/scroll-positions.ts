/**
 * Where the visitor was on each history entry, so that Back and Forward return there
 * (docs/decisions/0019-route-change-scrolling.md). Kept in memory while the page lives and in
 * sessionStorage across a reload, keyed by the Navigation API's entry key (the address where a browser
 * lacks it).
 */

const STORAGE_KEY = 'scroll-positions';
/** Entries remembered at most; the oldest are forgotten first. */
const MAX_ENTRIES = 50;

const positions = new Map<string, number>();

type NavigationLike = { currentEntry?: { key?: string } | null };

/** The current history entry's key. */
export function entryKey(): string {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  return navigation?.currentEntry?.key ?? window.location.href;
}

export function rememberPosition(key: string, top: number): void {
  positions.delete(key); // re-inserted last: the newest
  positions.set(key, top);
  if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value!);
}

export function recallPosition(key: string): number | undefined {
  return positions.get(key);
}

/** Keeps the positions across a reload of the page (call when the page is hidden or left). */
export function savePositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    /* storage full or off: Back still works within this page's life */
  }
}

/** Reads the positions a previous load of this tab kept. */
export function loadPositions(): void {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return;
    for (const entry of stored) {
      if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') {
        if (!positions.has(entry[0])) rememberPosition(entry[0], entry[1]);
      }
    }
  } catch {
    /* nothing kept, or unreadable: start afresh */
  }
}

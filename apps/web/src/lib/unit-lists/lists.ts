import { MAX_UNITS_BY_IDS } from '@app/shared';

/**
 * The visitor's own lists of units, kept in the browser without an account (issue 18): the shortlist,
 * a list of unit ids in localStorage and the same ids in a shared link (`/shortlist?ids=1,2,3`,
 * `/compare?ids=...`), read through parseUnitIds; and the units recently viewed, a list of RecentUnit
 * (recent-units.ts). A hand-edited or outdated value never breaks a page.
 */
export const UNIT_LIST_KEYS = {
  shortlist: 'shortlist',
  recentlyViewed: 'recentlyViewed',
  compare: 'compare',
} as const;
export type UnitListName = keyof typeof UNIT_LIST_KEYS;

/** The most units each list holds: a whole shortlist is one read by ids. */
export const UNIT_LIST_LIMITS = { shortlist: MAX_UNITS_BY_IDS, recentlyViewed: 12, compare: 4 } as const;

/** A unit id as a list stores it. */
export const UNIT_ID = /^[1-9]\d{0,9}$/;

/**
 * Unit ids from a stored or sent value: a JSON array, a comma-separated list or an array. Keeps
 * positive integers, each once, in their order, at most `max`; drops anything else.
 */
export function parseUnitIds(value: unknown, max: number): number[] {
  let items: unknown[];
  if (Array.isArray(value)) items = value;
  else if (typeof value === 'string') items = splitIds(value);
  else return [];
  const ids: number[] = [];
  for (const item of items) {
    const text = typeof item === 'number' ? String(item) : typeof item === 'string' ? item.trim() : '';
    if (!UNIT_ID.test(text)) continue;
    const id = Number(text);
    if (Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === max) break;
  }
  return ids;
}

function splitIds(text: string): unknown[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return trimmed.split(',');
}

/** The ids as a link carries them: `1,2,3`. */
export function formatUnitIds(ids: readonly number[]): string {
  return ids.join(',');
}

/**
 * The list with `id` added at its end, or removed when it is there. A full list stays as it is:
 * `added` is false and `full` tells the caller to say so.
 */
export function toggleUnitId(
  ids: readonly number[],
  id: number,
  max: number,
): { ids: number[]; added: boolean; full: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), added: false, full: false };
  if (ids.length >= max) return { ids: [...ids], added: false, full: true };
  return { ids: [...ids, id], added: true, full: false };
}

/** The list with `out` replaced by `id` in its place (a full compare list taking a fifth unit); `id` only once. */
export function replaceUnitId(ids: readonly number[], out: number, id: number): number[] {
  if (!ids.includes(out)) return [...ids];
  return ids.filter((other) => other !== id).map((other) => (other === out ? id : other));
}

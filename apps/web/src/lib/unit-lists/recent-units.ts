import { UNIT_STATUSES, type UnitStatus } from '@app/shared';
import { UNIT_ID } from './lists';

// A module of its own: every page loads lists.ts (the shortlist's hearts), only the pages that
// keep or show the recently viewed units load this (a bundler includes a module whole).

/**
 * What the recently viewed list keeps of a unit, as its page showed it when it was opened: enough to
 * draw a row without asking the API (the pages are cached for every visitor, so the list is drawn in
 * the browser). Texts are in the language of that page; the price is in USD, converted where shown.
 */
export interface RecentUnit {
  id: number;
  title: string;
  /** The compound's name, or the unit's location for a private unit. */
  place: string;
  bedrooms: number;
  /** m²; 0 when not known. */
  area: number;
  /** USD. */
  price: number;
  status: UnitStatus;
  /** A small picture's address as the server wrote it (`/_next/image?...`), or '' without one. */
  image: string;
}

const isRecentUnit = (value: unknown): value is RecentUnit => {
  const u = value as Partial<Record<keyof RecentUnit, unknown>> | null;
  return (
    typeof u === 'object' &&
    u !== null &&
    typeof u.id === 'number' &&
    UNIT_ID.test(String(u.id)) &&
    typeof u.title === 'string' &&
    typeof u.place === 'string' &&
    Number.isFinite(u.bedrooms) &&
    Number.isFinite(u.area) &&
    Number.isFinite(u.price) &&
    (UNIT_STATUSES as readonly unknown[]).includes(u.status) &&
    typeof u.image === 'string'
  );
};

/**
 * The recently viewed units from what localStorage holds: a JSON array of RecentUnit, newest first.
 * Drops anything else (a malformed entry, a repeat of an id), keeps at most `max`.
 */
export function parseRecentlyViewed(raw: string, max: number): RecentUnit[] {
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(items)) return [];
  const units: RecentUnit[] = [];
  for (const item of items) {
    if (units.length === max) break;
    if (isRecentUnit(item) && !units.some((u) => u.id === item.id)) units.push(item);
  }
  return units;
}

/** The recently viewed list after a visit to `unit`: it comes first, once, and the oldest fall off. */
export function pushRecentlyViewed(units: readonly RecentUnit[], unit: RecentUnit, max: number): RecentUnit[] {
  return [unit, ...units.filter((other) => other.id !== unit.id)].slice(0, max);
}

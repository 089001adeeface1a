import type { Unit, UnitQuery } from '@app/shared';

/*
 * Units like one: a unit page's similar units and a sold unit's alternatives on the shortlist. A module
 * of its own, read by the server only: the browser loads lists.ts whole with the shortlist's store.
 */
/** How many units like one shown beside it: a unit page's similar units, a sold unit's alternatives. */
export const SIMILAR_UNITS = 3;

/**
 * The list call for units like `unit`: available, in the same area, of the same type (or kind, for a
 * unit without one), with room for `exclude` (the unit's own list) and the unit itself, which the
 * caller leaves out of the answer.
 */
export function similarUnitsQuery(
  unit: Pick<Unit, 'region' | 'category' | 'kind'>,
  exclude: readonly number[] = [],
  count = SIMILAR_UNITS,
): Omit<UnitQuery, 'bbox' | 'area'> {
  return {
    page_size: count + exclude.length + 1,
    status: 'available',
    location: unit.region,
    ...(unit.category ? { type: unit.category } : { kind: unit.kind }),
  };
}

/** The `count` candidates nearest in price to `unit`, without it and without the list's own units. */
export function closestInPrice(
  unit: Pick<Unit, 'id' | 'price'>,
  candidates: readonly Unit[],
  exclude: readonly number[],
  count = SIMILAR_UNITS,
): Unit[] {
  return candidates
    .filter((other) => other.id !== unit.id && !exclude.includes(other.id))
    .sort((a, b) => Math.abs(a.price - unit.price) - Math.abs(b.price - unit.price))
    .slice(0, count);
}

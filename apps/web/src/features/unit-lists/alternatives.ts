import type { Unit, UnitQuery } from '@app/shared';

/** How many available units the shortlist offers beside a unit sold since it was kept. */
export const ALTERNATIVES = 3;

/**
 * The list call that finds units like a sold one: available, in the same area, of the same type (or
 * kind, for a unit without one), with room for the list's own units that are left out afterwards.
 */
export function alternativesQuery(unit: Unit, exclude: readonly number[], count = ALTERNATIVES): UnitQuery {
  return {
    page_size: count + exclude.length + 1,
    status: 'available',
    location: unit.region,
    ...(unit.category ? { type: unit.category } : { kind: unit.kind }),
  };
}

/** The `count` candidates nearest in price to `unit`, without it and without the list's own units. */
export function closestAlternatives(
  unit: Unit,
  candidates: readonly Unit[],
  exclude: readonly number[],
  count = ALTERNATIVES,
): Unit[] {
  return candidates
    .filter((other) => other.id !== unit.id && !exclude.includes(other.id))
    .sort((a, b) => Math.abs(a.price - unit.price) - Math.abs(b.price - unit.price))
    .slice(0, count);
}

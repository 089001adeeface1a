import type { Unit } from '@app/shared';

/**
 * What a unit stands for on the listing's map: its compound's pin, or a private unit's own. The cards
 * carry it (unit-grid.tsx, `data-pin`) and so do the map's pins (features/listings/map), which is how
 * the two find each other.
 */
export function pinKeyOf(unit: Pick<Unit, 'id' | 'compoundSlug'>): string {
  return unit.compoundSlug ? `compound:${unit.compoundSlug}` : `unit:${unit.id}`;
}

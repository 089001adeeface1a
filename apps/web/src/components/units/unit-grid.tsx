import type { Unit } from '@app/shared';
import { pinKeyOf } from './pin-key';
import { PropertyCard } from './property-card';

/**
 * Cards in one to three columns (fewer beside the map: globals.css `.map-split`); the first
 * `preloadCount` pictures load first, the others when scrolled near. Each item names its pin on the map.
 */
export function UnitGrid({ units, preloadCount = 0 }: { units: Unit[]; preloadCount?: number }) {
  return (
    <ul className="unit-grid grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {units.map((unit, i) => (
        <li key={unit.id} className="flex [&>article]:w-full" data-pin={pinKeyOf(unit)}>
          <PropertyCard unit={unit} preload={i < preloadCount} />
        </li>
      ))}
    </ul>
  );
}

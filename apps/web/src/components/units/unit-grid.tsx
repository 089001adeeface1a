import type { Unit } from '@app/shared';
import { PropertyCard } from './property-card';

/** Cards in one to three columns; the first `preloadCount` pictures load first, the others when scrolled near. */
export function UnitGrid({ units, preloadCount = 0 }: { units: Unit[]; preloadCount?: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {units.map((unit, i) => (
        <li key={unit.id} className="flex [&>article]:w-full">
          <PropertyCard unit={unit} preload={i < preloadCount} />
        </li>
      ))}
    </ul>
  );
}

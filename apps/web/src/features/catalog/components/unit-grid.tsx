import type { Unit } from '@app/shared';
import { PropertyCard } from './property-card';

export function UnitGrid({ units, priorityCount = 0 }: { units: Unit[]; priorityCount?: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {units.map((unit, i) => (
        <li key={unit.id} className="flex [&>article]:w-full">
          <PropertyCard unit={unit} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

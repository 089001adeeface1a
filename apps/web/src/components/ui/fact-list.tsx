import type { ReactNode } from 'react';

/** Label and value rows: a unit's key facts, its plan's, its schedule at a glance. */
export function FactList({ facts, className = '' }: { facts: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={`divide-y divide-slate-100 text-sm ${className}`}>
      {facts.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-end font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

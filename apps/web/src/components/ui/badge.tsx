import type { ReactNode } from 'react';

/** A status pill: green for good news (Available), red for everything else (spec section 4). */
export function Badge({ tone, children }: { tone: 'green' | 'red' | 'sea'; children: ReactNode }) {
  const tones = {
    green: 'bg-emerald-700 text-white',
    red: 'bg-red-700 text-white',
    sea: 'bg-sea-700 text-white',
  } as const;
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

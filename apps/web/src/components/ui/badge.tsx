import type { ReactNode } from 'react';

/** A status pill: green for good news (Available), red for everything else (spec section 4). */
export function Badge({ tone, children }: { tone: 'green' | 'red' | 'sea'; children: ReactNode }) {
  const tones = {
    green: 'bg-emerald-700',
    red: 'bg-red-700',
    sea: 'bg-sea-700',
  } as const;
  return <span className={`badge ${tones[tone]}`}>{children}</span>;
}

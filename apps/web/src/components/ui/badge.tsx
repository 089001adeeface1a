import type { ReactNode } from 'react';

/*
 * Pills that label a thing (components/ui, STYLE.md "A UI kit"). A Badge is a unit's or compound's status
 * on the public site: white on a strong colour (spec section 4). A soft badge is a state in the back
 * office (an inquiry's status, a record's publication, an import row's action): a pale colour with a ring.
 */

const SOLID = {
  green: 'bg-emerald-700',
  red: 'bg-red-700',
  sea: 'bg-sea-700',
  amber: 'bg-amber-700',
} as const;

const SOFT = {
  sea: 'bg-sea-50 text-sea-900 ring-sea-100',
  amber: 'bg-amber-50 text-amber-900 ring-amber-300',
  coral: 'bg-coral-500/15 text-red-800 ring-coral-500/40',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  emerald: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
} as const;

export type SoftTone = keyof typeof SOFT;

/**
 * A status pill: green for good news (Available), red for everything else, sea for a compound's stage and a
 * new listing, amber for a reduced price.
 */
export function Badge({ tone, testId, children }: { tone: keyof typeof SOLID; testId?: string; children: ReactNode }) {
  return (
    <span className={`badge ${SOLID[tone]}`} data-testid={testId}>
      {children}
    </span>
  );
}

/** A back office state: a pale pill with a ring, and before its text whatever marks it (a dot). */
export function SoftBadge({ tone, className, children }: { tone: SoftTone; className?: string; children: ReactNode }) {
  const own = `inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${SOFT[tone]}`;
  return <span className={className ? `${className} ${own}` : own}>{children}</span>;
}

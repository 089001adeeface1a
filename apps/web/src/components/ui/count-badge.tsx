import type { HTMLAttributes } from 'react';

const TONES = { sea: 'bg-sea-700', rose: 'bg-rose-700' } as const;

/**
 * How many units one of the visitor's lists holds, beside its link in the navbar: white on the list's
 * colour. A module of its own, apart from badge.tsx: the navbar's links load it on every page.
 */
export function CountBadge({
  tone,
  className,
  ...props
}: { tone: keyof typeof TONES } & HTMLAttributes<HTMLSpanElement>) {
  const own = `rounded-full ${TONES[tone]} px-1.5 text-xs font-semibold text-white`;
  return <span className={className ? `${className} ${own}` : own} {...props} />;
}

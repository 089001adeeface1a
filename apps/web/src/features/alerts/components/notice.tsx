import type { ReactNode } from 'react';

/** A page's outcome in a box: a success, or what went wrong (red), with what to do next under it. */
export function Notice({ tone, children }: { tone: 'ok' | 'alert'; children: ReactNode }) {
  return (
    <div
      className={`rounded-2xl px-5 py-4 ring-1 ${
        tone === 'ok' ? 'bg-sea-50 text-sea-900 ring-sea-100' : 'bg-red-50 text-red-800 ring-red-200'
      }`}
    >
      {children}
    </div>
  );
}

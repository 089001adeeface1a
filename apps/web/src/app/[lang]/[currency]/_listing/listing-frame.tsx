import type { ReactNode } from 'react';

/** Where a listing's units (or its error state) sit under the page's hero. */
export function ListingFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">{children}</div>;
}

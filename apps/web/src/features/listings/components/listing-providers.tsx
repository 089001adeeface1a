'use client';

import { NuqsAdapter } from 'nuqs/adapters/next/app';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/data/query-provider';

/**
 * What the browser's listing needs: nuqs for its state in the address and TanStack Query for its
 * calls. Only the listing pages mount it, so the other pages load neither library.
 */
export function ListingProviders({ children }: { children: ReactNode }) {
  return (
    <NuqsAdapter>
      <QueryProvider>{children}</QueryProvider>
    </NuqsAdapter>
  );
}

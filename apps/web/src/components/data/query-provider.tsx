'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DATA_STALE_SECONDS } from '@app/shared';

/**
 * TanStack Query for an island that fetches in the browser (the listing, the project view). It wraps
 * those islands only, so pages without one never load the library.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: DATA_STALE_SECONDS * 1000, retry: 1 } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

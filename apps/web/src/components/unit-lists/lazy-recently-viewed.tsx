'use client';

import { Suspense, lazy } from 'react';
import { NearScreen } from '@/components/ui/near-screen';

const RecentlyViewedList = lazy(() =>
  import('./recently-viewed-list').then((m) => ({ default: m.RecentlyViewedList })),
);

/**
 * The recently viewed units at the foot of a page, loaded when the foot comes near the screen. Until
 * then, and while the list is empty, it is an empty box: nothing above it moves.
 */
export function LazyRecentlyViewed({ exclude }: { exclude?: number }) {
  return (
    <NearScreen fallback={null}>
      <Suspense>
        <RecentlyViewedList exclude={exclude} />
      </Suspense>
    </NearScreen>
  );
}

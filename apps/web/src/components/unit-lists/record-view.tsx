'use client';

import { useEffect } from 'react';
import type { RecentUnit } from '@/lib/unit-lists/recent-units';

/**
 * Keeps the unit whose page this is first in the visitor's recently viewed list. Draws nothing. The
 * list's code (reading, checking and writing it) loads after the page, with the list's own.
 */
export function RecordView({ unit }: { unit: RecentUnit }) {
  useEffect(() => {
    void import('./recently-viewed').then((list) => list.recordRecentlyViewed(unit));
  }, [unit]);
  return null;
}

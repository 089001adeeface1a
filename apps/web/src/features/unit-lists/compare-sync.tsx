'use client';

import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { type Lang } from '@app/shared';
import { UNIT_LIST_LIMITS, formatUnitIds, parseUnitIds } from '@/lib/unit-lists/lists';
import { useHydrated } from './use-hydrated';
import { readUnitList, useUnitList, writeUnitList } from '@/components/unit-lists/store';
import { pathInLang } from '@/lib/routing/variants';

/**
 * Ties the compare page to the units chosen in the browser (localStorage `compare`). The address is
 * what is compared: opened with ids, the page's units become the visitor's comparison (after a unit is
 * removed, from a shared link, without a unit no longer listed); opened without, it moves to the
 * address of the visitor's own comparison, or shows `empty` when none is chosen.
 */
export function CompareSync({ ids, empty, loading }: { ids: number[] | null; empty?: ReactNode; loading?: ReactNode }) {
  const lang = useLocale() as Lang;
  const router = useRouter();
  const hydrated = useHydrated();
  const stored = useUnitList('compare');
  const shown = ids === null ? null : formatUnitIds(ids);

  // The page's units are the comparison: written once per address, so a unit chosen in another tab
  // does not make this page rewrite the list.
  useEffect(() => {
    if (!hydrated || shown === null) return;
    if (formatUnitIds(readUnitList('compare')) !== shown) {
      writeUnitList('compare', parseUnitIds(shown, UNIT_LIST_LIMITS.compare));
    }
  }, [hydrated, shown]);

  // Without ids: the visitor's own comparison, at its address.
  useEffect(() => {
    if (!hydrated || shown !== null || stored.length === 0) return;
    router.replace(`${pathInLang('/compare', lang)}?ids=${formatUnitIds(stored)}`);
  }, [hydrated, shown, stored, lang, router]);

  if (ids !== null) return null;
  return !hydrated || stored.length > 0 ? loading : empty;
}

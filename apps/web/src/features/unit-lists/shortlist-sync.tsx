'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import { type Lang } from '@app/shared';
import { UNIT_LIST_LIMITS, formatUnitIds } from '@/lib/unit-lists/lists';
import { useUnitList, writeUnitList } from '@/components/unit-lists/store';
import { useHydrated } from './use-hydrated';
import { pathInLang } from '@/lib/routing/variants';
import { Button } from '@/components/ui/button';

/** The shortlist page's address for a list of ids (the server renders it per request). */
function listAddress(lang: Lang, ids: readonly number[]): string {
  return `${pathInLang('/shortlist', lang)}?ids=${formatUnitIds(ids)}`;
}

/**
 * Ties the shortlist page to the list kept in the browser. The server renders the units whose ids are
 * in the address (`/shortlist?ids=1,2,3`): without ids, this opens the visitor's own list at its
 * address (or shows `empty`); while the page shows the visitor's own list, a heart taken off a card
 * there takes the unit off the page; a list someone shared (other ids than the visitor's) gets a
 * banner that keeps its units.
 */
export function ShortlistSync({ ids, empty }: { ids: number[] | null; empty: ReactNode }) {
  const t = useTranslations('shortlist');
  const lang = useLocale() as Lang;
  const router = useRouter();
  const hydrated = useHydrated();
  const stored = useUnitList('shortlist');
  const shown = ids === null ? null : formatUnitIds(ids);
  const current = formatUnitIds(stored);
  // The address last seen showing the visitor's own list: while it is shown, the page follows that list.
  const [ownAddress, setOwnAddress] = useState<string | null>(null);
  if (hydrated && shown !== null && shown === current && ownAddress !== shown) setOwnAddress(shown);
  const own = shown !== null && ownAddress === shown;

  useEffect(() => {
    if (!hydrated) return;
    if (shown === null ? stored.length > 0 : own && current !== shown) router.replace(listAddress(lang, stored));
  }, [hydrated, stored, current, shown, own, lang, router]);

  if (ids === null) {
    if (!hydrated || stored.length > 0) {
      return (
        <p role="status" className="py-10 text-slate-600">
          {t('loading')}
        </p>
      );
    }
    return empty;
  }
  if (!hydrated || own || ids.length === 0) return null;

  const keep = () => {
    const merged = [...stored, ...ids.filter((id) => !stored.includes(id))].slice(0, UNIT_LIST_LIMITS.shortlist);
    writeUnitList('shortlist', merged);
    if (formatUnitIds(merged) !== shown) router.replace(listAddress(lang, merged));
  };
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-sea-50 p-5 ring-1 ring-sea-100">
      <p className="text-sea-900">{t('sharedIntro', { count: ids.length })}</p>
      <Button size="md" onClick={keep}>
        {t('keep')}
      </Button>
    </div>
  );
}

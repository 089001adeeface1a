'use client';

import { useTranslations } from 'next-intl';
import { Suspense, lazy, useState } from 'react';
import { UNIT_LIST_LIMITS, toggleUnitId } from '@/lib/unit-lists/lists';
import { CompareIcon } from './compare-icon';
import { readUnitList, useUnitList, writeUnitList } from './store';

// Loaded only when a fifth unit is chosen: the dialog stays out of every page's first load.
const CompareReplace = lazy(() => import('./compare-replace').then((m) => ({ default: m.CompareReplace })));

/**
 * Puts a unit in the comparison (localStorage `compare`, up to four units) or takes it out: a toggle
 * button (aria-pressed) named after the unit. With four units chosen, a fifth asks which one it replaces.
 */
export function CompareButton({ unitId, title, large = false }: { unitId: number; title: string; large?: boolean }) {
  const t = useTranslations('compareList');
  const chosen = useUnitList('compare').includes(unitId);
  const [asking, setAsking] = useState(false);
  const toggle = () => {
    const next = toggleUnitId(readUnitList('compare'), unitId, UNIT_LIST_LIMITS.compare);
    if (next.full) setAsking(true);
    else writeUnitList('compare', next.ids);
  };
  return (
    <>
      <button
        type="button"
        aria-pressed={chosen}
        aria-label={t('toggle', { title })}
        onClick={toggle}
        className={`${large ? 'list-toggle-large' : 'list-toggle'} compare-toggle`}
      >
        <CompareIcon />
        {large && <span aria-hidden="true">{chosen ? t('added') : t('add')}</span>}
      </button>
      {asking && (
        <Suspense fallback={null}>
          <CompareReplace unitId={unitId} title={title} onDone={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}

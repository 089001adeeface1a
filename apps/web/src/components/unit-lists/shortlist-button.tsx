'use client';

import { useTranslations } from 'next-intl';
import { HeartIcon } from './heart-icon';
import { useEffect, useState } from 'react';
import { UNIT_LIST_LIMITS, toggleUnitId } from '@/lib/unit-lists/lists';
import { readUnitList, useUnitList, writeUnitList } from './store';

/**
 * The heart that keeps a unit on the visitor's shortlist: a toggle button (aria-pressed) named after
 * the unit. On a card it sits over the picture, above the card's link; on the unit page it carries
 * a word too. A full shortlist says so beside it instead of dropping a unit.
 */
export function ShortlistButton({ unitId, title, large = false }: { unitId: number; title: string; large?: boolean }) {
  const t = useTranslations('shortlist');
  const saved = useUnitList('shortlist').includes(unitId);
  const [full, setFull] = useState(false);
  useEffect(() => {
    if (!full) return;
    const timer = setTimeout(() => setFull(false), 5000);
    return () => clearTimeout(timer);
  }, [full]);

  const toggle = () => {
    const next = toggleUnitId(readUnitList('shortlist'), unitId, UNIT_LIST_LIMITS.shortlist);
    setFull(next.full);
    if (!next.full) writeUnitList('shortlist', next.ids);
  };

  return (
    <span className="relative z-10 inline-flex">
      <button
        type="button"
        aria-pressed={saved}
        aria-label={t('toggle', { title })}
        onClick={toggle}
        className={`${large ? 'list-toggle-large' : 'list-toggle'} heart-toggle`}
      >
        <HeartIcon filled={saved} />
        {large && <span aria-hidden="true">{saved ? t('saved') : t('save')}</span>}
      </button>
      <span
        role="status"
        className={
          full
            ? 'absolute end-0 top-full mt-2 w-56 rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow-lg'
            : 'sr-only'
        }
      >
        {full ? t('full', { max: UNIT_LIST_LIMITS.shortlist }) : ''}
      </span>
    </span>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { ListingView } from '../listing-params';

const VIEWS: readonly ListingView[] = ['list', 'map'];

/** The listing's two views, List and Map (`?view=map`): two buttons, the current one pressed. */
export function ViewToggle({ view, onChange }: { view: ListingView; onChange: (view: ListingView) => void }) {
  const t = useTranslations('listing');
  return (
    <div
      role="group"
      aria-label={t('view.label')}
      className="inline-flex rounded-full bg-white p-1 ring-1 ring-slate-300"
    >
      {VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => view !== option && onChange(option)}
          className="min-h-9 rounded-full px-4 text-sm font-semibold text-slate-700 hover:bg-sand-100 aria-pressed:bg-sea-700 aria-pressed:text-white"
        >
          {t(`view.${option}`)}
        </button>
      ))}
    </div>
  );
}

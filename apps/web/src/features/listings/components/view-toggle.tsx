'use client';

import { useTranslations } from 'next-intl';
import { SegmentedControl } from '@/components/ui/segmented-control';
import type { ListingView } from '../listing-views';

const VIEWS: readonly ListingView[] = ['list', 'map'];

/** The listing's two views, List and Map (`?view=map`): two buttons, the current one pressed. */
export function ViewToggle({ view, onChange }: { view: ListingView; onChange: (view: ListingView) => void }) {
  const t = useTranslations('listing');
  return (
    <SegmentedControl
      label={t('view.label')}
      value={view}
      onChange={onChange}
      options={VIEWS.map((option) => ({ value: option, label: t(`view.${option}`) }))}
      className="inline-flex"
    />
  );
}

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { LISTING_VIEWS, type ListingView } from '../listing-views';

const VIEWS: readonly ListingView[] = ['list', ...LISTING_VIEWS];

/**
 * The listing's two views, List and Map (`?view=map`): two buttons, the current one pressed. Rendered by
 * the server, once with each view pressed (unit-listing.tsx): the listing shows the one for its view, and
 * its click handler switches on a button's `data-choice`, so no code of the switch's comes with the page.
 */
export function ViewToggle({ view }: { view: ListingView }) {
  const t = useTranslations('listing');
  return (
    <SegmentedControl
      label={t('view.label')}
      value={view}
      options={VIEWS.map((option) => ({ value: option, label: t(`view.${option}`) }))}
      className="inline-flex"
    />
  );
}

/** The switch as it stands in each view. */
export const viewToggles = (): Record<ListingView, ReactNode> => ({
  list: <ViewToggle view="list" />,
  map: <ViewToggle view="map" />,
});

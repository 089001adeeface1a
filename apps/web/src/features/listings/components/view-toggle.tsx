import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Button } from '@/components/ui/button';
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

/**
 * "Email me new matches", rendered by the server like the view switch: the listing's click handler opens
 * its dialog on `data-alert` (the listing it saves from), and only then loads the dialog's code
 * (docs/decisions/0061-saving-a-search-from-the-list.md).
 */
export function SaveSearchButton({ listing }: { listing: string }) {
  const t = useTranslations('listing');
  return (
    <Button
      variant="secondary"
      size="xs"
      data-alert={listing}
      aria-haspopup="dialog"
      className="inline-flex items-center gap-2"
    >
      <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
        <path d="M4 6h16v12H4zM4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {t('saveSearch')}
    </Button>
  );
}

/** The switch as it stands in each view, with the listing's "Email me new matches" beside it. */
export const viewToggles = (listing: string): Record<ListingView, ReactNode> => {
  const bar = (view: ListingView) => (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <ViewToggle view={view} />
      <SaveSearchButton listing={listing} />
    </div>
  );
  return { list: bar('list'), map: bar('map') };
};

'use client';

import { useTranslations } from 'next-intl';

/**
 * A listing's error state (spec sections 4 and 8): the units could not be loaded, and Try Again reloads
 * the page. Shown when the browser's call fails, and on a listing page whose first render failed.
 */
export function ListingError() {
  const t = useTranslations('listing');
  return (
    <div role="alert" className="rounded-2xl bg-red-50 p-8 text-center">
      <p className="font-medium text-red-800">{t('loadError')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white"
      >
        {t('tryAgain')}
      </button>
    </div>
  );
}

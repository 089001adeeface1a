'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/**
 * A listing's error state (spec sections 4 and 8): the units could not be loaded, and Try Again reloads
 * the page. Shown when the browser's call fails, and on a listing page whose first render failed.
 */
export function ListingError() {
  const t = useTranslations('listing');
  return (
    <div role="alert" className="rounded-2xl bg-red-50 p-8 text-center">
      <p className="font-medium text-red-800">{t('loadError')}</p>
      <Button variant="danger" size="sm" onClick={() => window.location.reload()} className="mt-4">
        {t('tryAgain')}
      </Button>
    </div>
  );
}

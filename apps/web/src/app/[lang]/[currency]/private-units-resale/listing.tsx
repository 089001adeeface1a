import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/layout/page-hero';
import { UnitListing } from '@/features/catalog/components/unit-listing';
import { canonicalListingQuery } from '@/features/catalog/listing-params.server';
import { metadataFor } from '@/lib/page-metadata';
import type { ListingSearch } from '../properties/listing';

export async function privateUnitsMetadata(searchParams: ListingSearch): Promise<Metadata> {
  const t = await getTranslations('listing');
  return metadataFor({
    path: '/private-units-resale',
    title: t('privateTitle'),
    description: t('privateDescription'),
    query: canonicalListingQuery(searchParams),
  });
}

/** /private-units-resale; `cached` for a page without filters (./page.tsx, ./[page]). */
export async function PrivateUnits({ searchParams, cached }: { searchParams: ListingSearch; cached: boolean }) {
  const t = await getTranslations('listing');
  return (
    <>
      <PageHero compact title={t('privateTitle')} intro={t('privateHeroText')} image="/media/units/unit-12.webp" />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <UnitListing searchParams={searchParams} cached={cached} />
      </div>
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/layout/page-hero';
import { UnitListing } from '@/features/catalog/components/unit-listing';
import { canonicalListingQuery } from '@/features/catalog/listing-params.server';
import { metadataFor } from '@/lib/page-metadata';

export type ListingSearch = Record<string, string | string[] | undefined>;

export async function propertiesMetadata(searchParams: ListingSearch): Promise<Metadata> {
  const t = await getTranslations('listing');
  return metadataFor({
    path: '/properties',
    title: t('propertiesTitle'),
    description: t('propertiesDescription'),
    query: canonicalListingQuery(searchParams),
  });
}

/** /properties: every unit for sale, 12 a page; `cached` for a page without filters (./page.tsx, ./[page]). */
export async function Properties({ searchParams, cached }: { searchParams: ListingSearch; cached: boolean }) {
  const t = await getTranslations('listing');
  return (
    <>
      <PageHero compact title={t('propertiesTitle')} intro={t('propertiesDescription')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <UnitListing searchParams={searchParams} cached={cached} preloadFirstImage />
      </div>
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/layout/page-hero';
import { UnitListing } from '@/features/catalog/components/unit-listing';
import { canonicalListingQuery } from '@/features/catalog/listing-params.server';
import { metadataFor } from '@/lib/page-metadata';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations('listing');
  return metadataFor({
    path: '/properties',
    title: t('propertiesTitle'),
    description: t('propertiesDescription'),
    query: canonicalListingQuery(await searchParams),
  });
}

export default async function PropertiesPage({ searchParams }: Props) {
  const t = await getTranslations('listing');
  return (
    <>
      <PageHero compact title={t('propertiesTitle')} intro={t('propertiesDescription')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <UnitListing searchParams={await searchParams} preloadFirstImage />
      </div>
    </>
  );
}

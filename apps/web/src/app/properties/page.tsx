import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/layout/page-hero';
import { UnitListing } from '@/features/catalog/components/unit-listing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('listing');
  return { title: t('propertiesTitle'), description: t('propertiesDescription') };
}

export default async function PropertiesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations('listing');
  return (
    <>
      <PageHero compact title={t('propertiesTitle')} intro={t('propertiesDescription')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <UnitListing searchParams={await searchParams} />
      </div>
    </>
  );
}

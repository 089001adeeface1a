import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/layout/page-hero';
import { UnitListing } from '@/features/catalog/components/unit-listing';
import { canonicalListingQuery } from '@/features/catalog/listing-params.server';
import { metadataFor } from '@/lib/page-metadata';

export type ListingSearch = Record<string, string | string[] | undefined>;

/** The two listings: every unit for sale, and the private units (spec section 2). */
const LISTINGS = {
  properties: {
    path: '/properties',
    title: 'propertiesTitle',
    description: 'propertiesDescription',
    intro: 'propertiesDescription',
    image: undefined,
    preloadFirstImage: true,
  },
  private: {
    path: '/private-units-resale',
    title: 'privateTitle',
    description: 'privateDescription',
    intro: 'privateHeroText',
    image: '/media/units/unit-12.webp',
    preloadFirstImage: false,
  },
} as const;

export type ListingName = keyof typeof LISTINGS;

export async function listingMetadata(name: ListingName, searchParams: ListingSearch): Promise<Metadata> {
  const listing = LISTINGS[name];
  const t = await getTranslations('listing');
  return metadataFor({
    path: listing.path,
    title: t(listing.title),
    description: t(listing.description),
    query: canonicalListingQuery(searchParams),
  });
}

/**
 * A listing's page: its hero and 12 units a page. `cached` for a page without filters (the listing's
 * page.tsx and [page]/page.tsx); its search/page.tsx renders filters per request.
 */
export async function ListingPage({
  name,
  searchParams,
  cached,
}: {
  name: ListingName;
  searchParams: ListingSearch;
  cached: boolean;
}) {
  const listing = LISTINGS[name];
  const t = await getTranslations('listing');
  return (
    <>
      <PageHero
        compact
        title={t(listing.title)}
        intro={t(listing.intro)}
        {...(listing.image ? { image: listing.image } : {})}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <UnitListing searchParams={searchParams} cached={cached} preloadFirstImage={listing.preloadFirstImage} />
      </div>
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/layout/page-hero';
import { UnitListing } from '@/features/listings/components/unit-listing';
import { canonicalListingQuery } from '@/features/listings/listing-params.server';
import { metadataFor } from '@/lib/page-metadata';
import { ListingFrame } from './listing-frame';

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
 * A listing's hero: the page's h1 and intro. The listing's layout renders it (properties/layout.tsx,
 * private-units-resale/layout.tsx), so it stays on the page when the listing below fails (error.tsx).
 */
export async function ListingHero({ name }: { name: ListingName }) {
  const listing = LISTINGS[name];
  const t = await getTranslations('listing');
  return (
    <PageHero
      compact
      title={t(listing.title)}
      intro={t(listing.intro)}
      {...(listing.image ? { image: listing.image } : {})}
    />
  );
}

/**
 * A listing's units, 12 a page, under its hero. `cached` for a page without filters (the listing's
 * page.tsx and [page]/page.tsx); its search/page.tsx renders filters per request.
 */
export function ListingPage({
  name,
  searchParams,
  cached,
}: {
  name: ListingName;
  searchParams: ListingSearch;
  cached: boolean;
}) {
  return (
    <ListingFrame>
      <UnitListing
        listing={name}
        searchParams={searchParams}
        cached={cached}
        preloadFirstImage={LISTINGS[name].preloadFirstImage}
      />
    </ListingFrame>
  );
}

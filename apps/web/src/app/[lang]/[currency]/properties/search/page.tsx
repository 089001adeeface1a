import { type ListingSearch, ListingPage, listingMetadata } from '../../_listing/listing-page';

/** Read per request: its query is the visitor's (docs/decisions/0026). */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<ListingSearch> };

export async function generateMetadata({ searchParams }: Props) {
  return listingMetadata('properties', await searchParams);
}

/** The listing with filters, a search or a sort (next.config.ts rewrites those addresses here): per request. */
export default async function FilteredPage({ searchParams }: Props) {
  return <ListingPage name="properties" searchParams={await searchParams} cached={false} />;
}

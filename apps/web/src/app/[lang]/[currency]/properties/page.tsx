import { ListingPage, listingMetadata } from '../_listing/listing-page';

export const generateMetadata = () => listingMetadata('properties', {});

/** The listing's first page, cached per language and currency. */
export default function FirstPage() {
  return <ListingPage name="properties" searchParams={{}} cached />;
}

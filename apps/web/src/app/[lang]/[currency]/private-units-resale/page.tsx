import { ListingPage, listingMetadata } from '../_listing/listing-page';

export const generateMetadata = () => listingMetadata('private', {});

/** The listing's first page, cached per language and currency. */
export default function FirstPage() {
  return <ListingPage name="private" searchParams={{}} cached />;
}

'use client';

import { ListingFailed } from '../_listing/listing-failed';

/** The listing could not be rendered (its units could not be read): the listing's error state. */
export default function PropertiesError() {
  return <ListingFailed />;
}

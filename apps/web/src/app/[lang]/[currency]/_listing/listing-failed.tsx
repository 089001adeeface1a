'use client';

import { ListingError } from '@/features/listings/components/listing-error';
import { ListingFrame } from './listing-frame';

/**
 * A listing page whose units could not be read when it was rendered (the API down on a first visit,
 * with no earlier version in the page cache): the spec's error state with Try Again, under the page's
 * hero (the listing's layout). Next keeps no failed render in its cache, so the next visit renders the
 * page again; the server has logged the failed call. The listings' error.tsx files show this.
 */
export function ListingFailed() {
  return (
    <ListingFrame>
      <ListingError />
    </ListingFrame>
  );
}

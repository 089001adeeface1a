import type { ReactNode } from 'react';
import { ListingHero } from '../_listing/listing-page';

/** The listing's hero above each of its pages (first, numbered, filtered) and above its error state. */
export default function PrivateUnitsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <ListingHero name="private" />
      {children}
    </>
  );
}

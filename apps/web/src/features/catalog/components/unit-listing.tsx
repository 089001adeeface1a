import { getLocale } from 'next-intl/server';
import { toLang } from '@/i18n/config';
import { listUnits, orFallback } from '@/lib/api';
import { LISTING_PAGE_SIZE } from '../api';
import { toListingQuery } from '../listing-params';
import { loadListingParams } from '../listing-params.server';
import { UnitBrowser } from './unit-browser';

type SearchParams = Record<string, string | string[] | undefined>;

/** Renders the first page of a listing on the server and hands it to the browser's listing as its data. */
export async function UnitListing({
  searchParams,
  preloadFirstImage = false,
}: {
  searchParams: SearchParams;
  /** On a page without a hero picture the first card's picture is the largest: load it first. */
  preloadFirstImage?: boolean;
}) {
  const query = toListingQuery(loadListingParams(searchParams));
  // null: the listing shows its error state with Try Again.
  const page = await orFallback(
    listUnits({ ...query, page_size: LISTING_PAGE_SIZE, lang: toLang(await getLocale()) }),
    null,
  );
  return <UnitBrowser initial={{ query, page }} preloadFirstImage={preloadFirstImage} />;
}

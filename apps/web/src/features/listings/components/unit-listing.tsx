import { getLocale } from 'next-intl/server';
import { toLang } from '@/i18n/config';
import { readUnits, orFallback } from '@/lib/page-reads';
import { LISTING_PAGE_SIZE } from '../listing-params';
import { loadListing } from '../listing-params.server';
import { PageButtons } from '@/components/ui/page-buttons';
import { pinKeyOf } from '@/components/units/pin-key';
import { UnitGrid } from '@/components/units/unit-grid';
import { MapPicture } from '../map/map-picture';
import { UnitBrowser } from './unit-browser';
import { viewToggles } from './view-toggle';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Renders a page of a listing on the server and hands it to the browser's listing as its data.
 * A cached page (`cached`: a listing page without filters) has its cards in the HTML, and the browser's
 * listing takes over when the visitor reaches for it; a failed read throws, so the cache keeps the last
 * good page. Rendered per request (filters), a failure shows the listing's error state with Try Again.
 */
export async function UnitListing({
  listing,
  searchParams,
  cached,
  preloadFirstImage = false,
}: {
  /** Which listing this is (`properties`, `private`): a search saved from it is of that listing. */
  listing: string;
  searchParams: SearchParams;
  cached: boolean;
  /** On a page without a hero picture the first card's picture is the largest: load it first. */
  preloadFirstImage?: boolean;
}) {
  const { query, view } = loadListing(searchParams);
  const lang = toLang(await getLocale());
  const request = readUnits({ ...query, page_size: LISTING_PAGE_SIZE, lang });
  const page = cached ? await request : await orFallback(request, null);
  // The cards are rendered here, so the page's first load carries no image or card code of the browser's,
  // and the browser gets only how many they are: their data is in the HTML once, as cards.
  const cards = page && <UnitGrid units={page.results} preloadCount={preloadFirstImage ? 1 : 0} />;
  // Its page buttons too: the browser's listing goes to the page a button names (`data-page`).
  const pages = page && (
    <PageButtons page={query.page} pageCount={Math.ceil(page.count / LISTING_PAGE_SIZE)} delegated />
  );
  const initial = { query, view, page: page && { shown: page.results.length, count: page.count } };
  // The map view's map starts as a picture the server draws (no script); MapLibre loads when reached for.
  const picture = view === 'map' && (
    <MapPicture query={query} lang={lang} order={(page?.results ?? []).map(pinKeyOf)} />
  );
  return (
    <UnitBrowser
      initial={initial}
      cards={cards}
      pages={pages}
      toggles={viewToggles(listing)}
      picture={picture || undefined}
      preloadFirstImage={preloadFirstImage}
    />
  );
}

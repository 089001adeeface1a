'use client';

import { useTranslations } from 'next-intl';
import {
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  Suspense,
  lazy,
  useCallback,
  useRef,
  useState,
} from 'react';
import type { Unit, UnitPage } from '@app/shared';
import type { ListingQuery } from '../listing-calls';
import { LISTING_PAGE_SIZE, type ListingView } from '../listing-views';
import type { useListingQuery } from '../use-listing-query';
import { ListingError } from './listing-error';
import { UnitFilters } from './unit-filters';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

// The map view's panel, and through it the map: loaded only when the map view opens, never with the list.
const MapPanel = lazy(() => import('./map-panel').then((m) => ({ default: m.MapPanel })));

/**
 * What the browser needs of the page the server rendered: how many units it shows of how many. Its
 * units are in the HTML as cards; their data is not sent a second time for the browser.
 */
export type ServerPage = { shown: number; count: number };

/** The server's page of a listing: the address's filters, its view and, unless the read failed, its page. */
export type InitialListing = { query: ListingQuery; view: ListingView; page: ServerPage | null };

type Listing = ReturnType<typeof useListingQuery>;

type BrowserView = {
  query: ListingQuery;
  view: ListingView;
  hasFilters: boolean;
  setFilter: Listing['setFilter'];
  setView: (view: ListingView) => void;
  setMapSearch: Listing['setMapSearch'];
  clear: Listing['clear'];
  goTo: (page: number) => void;
  /** "Email me new matches" from this listing (its button's `data-alert`): the engine opens the dialog. */
  alert: (listing: string) => void;
  /** The query is the server's and it has its page: the server's cards show. */
  atServerPage: boolean;
  /** The browser's data for any other query. */
  data: UnitPage | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  preloadFirstImage: boolean;
  top?: RefObject<HTMLDivElement | null>;
  /** The server's cards and what they show. */
  cards: ReactNode;
  serverPage: ServerPage | null;
  /** The browser's cards for any other data, from the engine (with the image code it needs). */
  Grid?: ComponentType<{ units: Unit[]; preloadCount?: number }>;
  /** The page buttons of any other data, and the cards' places while it loads: from the engine too. */
  Pages?: ComponentType<{ page: number; pageCount: number; onPage: (page: number) => void }>;
  Loading?: ComponentType;
  /** The server's page buttons for its page (delegated: the listing's click handler goes to the page). */
  serverPages?: ReactNode;
  /** The view switch, rendered by the server in each view (delegated: the click handler switches). */
  toggles?: Partial<Record<ListingView, ReactNode>>;
  /** The map view's first picture, drawn by the server for the query it rendered. */
  picture?: { node: ReactNode; query: ListingQuery } | undefined;
};

/** The listing's state and what changes it: from the page's data until the engine runs, then the engine's. */
export type ListingControls = Omit<
  BrowserView,
  'preloadFirstImage' | 'top' | 'cards' | 'serverPage' | 'serverPages' | 'toggles' | 'picture'
>;
/** A change asked for before the engine arrived, applied once it does. */
export type ListingAction = (controls: ListingControls) => void;

/**
 * What the listing shows for a state: filters and the view's switch, then the error, the loading cards,
 * the empty state or the cards; in the map view, the map beside them (below the filters on a phone).
 */
function UnitBrowserView({
  query,
  view,
  hasFilters,
  setFilter,
  setMapSearch,
  clear,
  goTo,
  atServerPage,
  data,
  isPending,
  isError,
  isFetching,
  preloadFirstImage,
  top,
  cards,
  serverPage,
  Grid,
  Pages,
  Loading,
  serverPages,
  toggles,
  picture,
}: BrowserView) {
  const t = useTranslations('listing');
  const list = useRef<HTMLDivElement>(null);
  // The server's cards show for its own query, and stay (dimmed) while the first other query loads.
  const fromServer = serverPage !== null && (atServerPage || (!data && isPending && !isError));
  const shownPage = fromServer ? serverPage : data ? { shown: data.results.length, count: data.count } : null;
  const dimmed = isFetching || (fromServer && !atServerPage);
  let body;
  if (isError) {
    body = <ListingError />;
  } else if (!shownPage) {
    // Only the browser's own queries load (the server's page, or its error, is there from the start).
    body = Loading && <Loading />;
  } else if (shownPage.shown === 0) {
    body = (
      <Card padding="lg" className="text-center">
        <p className="text-slate-700">{t('empty')}</p>
        <Button size="sm" onClick={clear} className="mt-4">
          {t('clearFilters')}
        </Button>
      </Card>
    );
  } else {
    body = (
      <div className={dimmed ? 'opacity-70 transition-opacity' : ''}>
        <p className="mb-4 text-sm text-slate-600" aria-live="polite">
          {t('showing', { shown: shownPage.shown, total: shownPage.count })}
        </p>
        {fromServer || !data || !Grid ? cards : <Grid units={data.results} preloadCount={preloadFirstImage ? 1 : 0} />}
        {fromServer || !Pages ? (
          serverPages
        ) : (
          <Pages page={query.page} pageCount={Math.ceil(shownPage.count / LISTING_PAGE_SIZE)} onPage={goTo} />
        )}
      </div>
    );
  }

  const onMap = view === 'map';
  return (
    <div ref={top} className="scroll-mt-24 space-y-6" data-listing-view={view}>
      <UnitFilters query={query} hasFilters={hasFilters} setFilter={setFilter} clear={clear} />
      {toggles?.[view]}
      {/* The cards' titles are h3: this heading sits between them and the page's h1. */}
      <h2 className="sr-only">{t('resultsTitle')}</h2>
      <div className={onMap ? 'map-split' : undefined}>
        {onMap && (
          // The panel's own box stands in while its code arrives: the same size, so nothing moves.
          <Suspense fallback={<div className="map-panel" />}>
            <MapPanel query={query} setMapSearch={setMapSearch} list={list} picture={picture} />
          </Suspense>
        )}
        <div ref={list} className="map-split-list">
          {body}
        </div>
      </div>
    </div>
  );
}

// The listing's browser side (nuqs, TanStack Query, the calls): loaded when the visitor reaches for the
// listing, not with the page. The page's HTML already holds the listing the address asks for.
const ListingEngine = lazy(() => import('./listing-engine').then((m) => ({ default: m.ListingEngine })));

/**
 * The listing on /properties and /private-units-resale. The server rendered the page the address asks
 * for (cached for a plain page, per request with filters), so the cards are in the HTML. The code that
 * changes filters and pages in the browser (its state in the address, its calls to /api/home-products/)
 * loads when the visitor points at or focuses the listing; a change made before it arrives is applied
 * as soon as it does. The view stays mounted throughout: focus and a half-typed search are kept.
 */
export function UnitBrowser({
  initial,
  cards,
  pages,
  toggles,
  picture,
  preloadFirstImage = false,
}: {
  initial: InitialListing;
  /** The cards of `initial.page`, rendered on the server. */
  cards: ReactNode;
  /** Its page buttons, rendered on the server: a click goes to the page here (`data-page`). */
  pages?: ReactNode;
  /** The view switch in each view, rendered on the server: a click switches here (`data-choice`). */
  toggles?: Partial<Record<ListingView, ReactNode>>;
  /** In the map view, the server's picture of the map (map-picture.tsx) for `initial.query`. */
  picture?: ReactNode;
  preloadFirstImage?: boolean;
}) {
  // The map view without the server's picture of the map loads the map, and the list follows it: the
  // listing's code at once. With the picture, the visitor reaching for the map reaches for the listing.
  const [wanted, setWanted] = useState(initial.view === 'map' && !picture);
  const [live, setLive] = useState<ListingControls | null>(null);
  const queued = useRef<ListingAction[]>([]);
  const top = useRef<HTMLDivElement>(null);
  const want = useCallback(() => setWanted(true), []);
  const later = useCallback((action: ListingAction) => {
    queued.current.push(action);
    setWanted(true);
  }, []);

  const controls: ListingControls = live ?? {
    query: initial.query,
    view: initial.view,
    hasFilters: Object.keys(initial.query).some((k) => k !== 'page'),
    setFilter: ((...args: Parameters<ListingControls['setFilter']>) => {
      later((c) => void c.setFilter(...args));
      return Promise.resolve(new URLSearchParams());
    }) as ListingControls['setFilter'],
    clear: () => {
      later((c) => void c.clear());
      return Promise.resolve(new URLSearchParams());
    },
    setView: (next) => later((c) => c.setView(next)),
    setMapSearch: (...args) => {
      later((c) => void c.setMapSearch(...args));
      return Promise.resolve(new URLSearchParams());
    },
    goTo: (page) => later((c) => c.goTo(page)),
    alert: (listing) => later((c) => c.alert(listing)),
    atServerPage: initial.page !== null,
    data: undefined,
    isPending: false,
    isError: initial.page === null,
    isFetching: false,
  };

  // The server's page buttons say their page, its view switch its view: the listing goes there (now,
  // or once its engine runs). Its "Email me new matches" says its listing: the engine opens that dialog.
  const toPage = (event: MouseEvent) => {
    const target = event.target as Element;
    const page = target.closest?.<HTMLElement>('[data-page]')?.dataset.page;
    if (page) controls.goTo(Number(page));
    const choice = target.closest?.<HTMLElement>('[data-choice]')?.dataset.choice;
    if (choice && choice !== controls.view) controls.setView(choice as ListingView);
    const alert = target.closest?.<HTMLElement>('[data-alert]')?.dataset.alert;
    if (alert) controls.alert(alert);
  };

  return (
    <div onPointerOver={want} onFocus={want} onTouchStart={want} onClick={toPage}>
      {/* Rendered only in the browser (after the visitor reached for the listing): React.lazy suffices. */}
      {wanted && (
        <Suspense fallback={null}>
          <ListingEngine initial={initial} top={top} queued={queued} onChange={setLive} />
        </Suspense>
      )}
      <UnitBrowserView
        {...controls}
        cards={cards}
        serverPages={pages}
        toggles={toggles}
        serverPage={initial.page}
        picture={picture ? { node: picture, query: initial.query } : undefined}
        preloadFirstImage={preloadFirstImage}
        top={top}
      />
    </div>
  );
}

'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useLocale, useTranslations } from 'next-intl';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type AreaPolygon, type Lang, convertUsd, encodeArea, formatMoney } from '@app/shared';
import { useCurrency } from '@/components/currency/currency-context';
import { QueryProvider } from '@/components/data/query-provider';
import { withIslandMessages } from '@/i18n/island-messages';
import type { ListingQuery } from '../listing-calls';
import type { MapSearch } from '../use-listing-query';
import { showArea } from './area-layer';
import { type Drawing, drawArea } from './draw-area';
import { type Pin, fetchPins, fetchPlaces, pinsQuery, pinsQueryKey } from './map-calls';
import type { MapStart } from './map-start';
import { MapControls } from './map-controls';
import { PinCard } from './pin-card';
import { PinLayer, type PinTexts } from './pin-layer';
import { showPlaces } from './place-labels';
import { useMapInstance } from '@/components/map/use-map';
import { useFollowingMap, useWideScreen } from './use-following-map';
import '@/components/map/map.css';

export type MapViewProps = {
  query: ListingQuery;
  setMapSearch: (search: Partial<MapSearch>, history?: 'push' | 'replace') => unknown;
  /** The list beside the map: its cards name their pins (data-pin), in the list's order. */
  list: RefObject<HTMLDivElement | null>;
  /** The map cannot be shown here (no WebGL, its style did not arrive): the panel says so instead. */
  onFailed: () => void;
  /** The panel shows the map (drawn with its pins, it took the first picture's place). */
  shown: boolean;
  /** The map is drawn, and its pins: it can take the first picture's place. */
  onDrawn: () => void;
  /** The picture's pin the visitor chose or focused before the map arrived, and whether it has the focus. */
  takeOver: () => (MapStart & { focused: boolean }) | null;
};

/**
 * The listing's map (`?view=map`), loaded with its code and texts when the map view opens
 * (map-panel.tsx): the site's basemap, a pin per compound (and per private unit with a position) for the
 * list's filters, clustered where they overlap, the drawn area. On a wide screen the list follows the map
 * as it moves (its box in the address); on a phone, "Search this area" does. Choosing a pin opens its
 * card; pointing at a card in the list lights its pin up.
 */
function MapViewInner({ query, setMapSearch, list, onFailed, shown, onDrawn, takeOver }: MapViewProps) {
  const t = useTranslations('map');
  const unit = useTranslations('unit');
  const lang = useLocale() as Lang;
  const { currency, rates } = useCurrency();
  const container = useRef<HTMLDivElement>(null);
  const { map, failed, idle } = useMapInstance(container, query.bbox);
  const wide = useWideScreen();
  const { follow, setFollow, moved, searchHere } = useFollowingMap(map, wide, setMapSearch);
  const layer = useRef<PinLayer | null>(null);
  const [chosen, setChosen] = useState<Pin | null>(null);
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  useEffect(() => {
    if (failed) onFailed();
  }, [failed, onFailed]);

  const priceNA = unit('priceNA');
  const price = useCallback(
    (usd: number) => {
      const amount = convertUsd(usd, currency, rates);
      return amount === null ? priceNA : formatMoney(amount, currency);
    },
    [currency, rates, priceNA],
  );
  const texts: PinTexts = useMemo(
    () => ({
      price,
      pinName: (pin) =>
        pin.kind === 'compound'
          ? t('pinName', { name: pin.name, count: pin.count, price: price(pin.minPrice) })
          : t('unitPinName', { title: pin.name, price: price(pin.minPrice) }),
      clusterName: (places, units) => t('clusterName', { places, units }),
    }),
    [price, t],
  );

  const filters = pinsQuery(query);
  const pins = useQuery({
    queryKey: pinsQueryKey(filters, lang),
    queryFn: ({ signal }) => fetchPins(filters, lang, signal),
    placeholderData: keepPreviousData,
  });
  const places = useQuery({ queryKey: ['map-places', lang], queryFn: () => fetchPlaces(lang), staleTime: Infinity });

  // The pins' layer lives as long as the map; its texts follow the currency.
  const latestTexts = useRef(texts);
  useEffect(() => {
    latestTexts.current = texts;
    layer.current?.setTexts(texts);
  }, [texts]);
  useEffect(() => {
    if (!map) return;
    const pinLayer = new PinLayer(map, latestTexts.current, { choose: setChosen });
    layer.current = pinLayer;
    return () => {
      pinLayer.remove();
      layer.current = null;
    };
  }, [map]);
  useEffect(() => {
    if (map && pins.data) layer.current?.setPins(pins.data);
  }, [map, pins.data]);
  useEffect(() => {
    if (map) showArea(map, query.area);
  }, [map, query.area]);
  useEffect(() => (map && places.data ? showPlaces(map, places.data) : undefined), [map, places.data]);
  usePinsFollowList(map, layer, list);

  // Drawn and still, with its pins (or their failure said): the panel swaps the picture for the map.
  const ready = idle && (pins.data !== undefined || pins.isError);
  useEffect(() => {
    if (ready) onDrawn();
  }, [ready, onDrawn]);
  // Once shown: the picture's pin the visitor chose opens its card; the one they focused keeps the focus.
  const handover = useRef({ takeOver, pins: pins.data });
  useEffect(() => {
    handover.current = { takeOver, pins: pins.data };
  });
  useEffect(() => {
    if (!shown) return;
    const start = handover.current.takeOver();
    if (!start) return;
    const pin = handover.current.pins?.find((p) => p.key === start.key);
    if (start.choose && pin) setChosen(pin);
    else if (start.focused) layer.current?.focus(start.key);
  }, [shown]);

  const close = useCallback(() => {
    const key = chosen?.key;
    setChosen(null);
    if (key) layer.current?.focus(key);
  }, [chosen]);
  const stopDrawing = useCallback(() => {
    drawing?.stop();
    setDrawing(null);
  }, [drawing]);
  const startDrawing = useCallback(async () => {
    if (!map) return;
    setChosen(null);
    const done = (ring: AreaPolygon) => {
      setDrawing(null);
      void setMapSearch({ area: encodeArea(ring) });
    };
    setDrawing(await drawArea(map, done));
  }, [map, setMapSearch]);

  return (
    <div
      className={`map-frame${drawing ? ' is-drawing' : ''}${shown ? '' : ' is-covered'}`}
      role="region"
      aria-label={t('region')}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && drawing) stopDrawing();
      }}
    >
      {/* Before the map in the page: the map's own controls come before its pins in the Tab order. */}
      {map && (
        <MapControls
          wide={wide}
          follow={follow}
          onFollow={setFollow}
          moved={moved}
          onSearchHere={searchHere}
          drawing={drawing !== null}
          onDraw={() => void startDrawing()}
          onStopDrawing={stopDrawing}
          canReset={Boolean(query.bbox || query.area)}
          onReset={() => void setMapSearch({ bbox: null, area: null })}
        />
      )}
      <div ref={container} className="map-canvas" />
      {pins.isError && (
        <p role="status" className="map-message">
          {t('pinsFailed')}
        </p>
      )}
      {chosen && <PinCard pin={chosen} price={price(chosen.minPrice)} onClose={close} />}
    </div>
  );
}

/** The pins follow the list: its cards' order is theirs, and a card pointed at or focused lights its pin up. */
function usePinsFollowList(
  map: MapLibreMap | null,
  layer: RefObject<PinLayer | null>,
  list: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    const element = list.current;
    if (!map || !element) return;
    const keys = () => [
      ...new Set([...element.querySelectorAll<HTMLElement>('[data-pin]')].map((e) => e.dataset.pin!)),
    ];
    layer.current?.setOrder(keys());
    const observer = new MutationObserver(() => layer.current?.setOrder(keys()));
    observer.observe(element, { childList: true, subtree: true });
    const point = (e: Event) =>
      layer.current?.setHighlight((e.target as Element).closest<HTMLElement>('[data-pin]')?.dataset.pin ?? null);
    const leave = () => layer.current?.setHighlight(null);
    element.addEventListener('pointerover', point);
    element.addEventListener('focusin', point);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('focusout', leave);
    return () => {
      observer.disconnect();
      element.removeEventListener('pointerover', point);
      element.removeEventListener('focusin', point);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusout', leave);
    };
  }, [map, layer, list]);
}

function MapViewWithData(props: MapViewProps) {
  return (
    <QueryProvider>
      <MapViewInner {...props} />
    </QueryProvider>
  );
}

/** The map view with its texts (messages/islands/*.json `map`), which load with its code. */
export const MapView = withIslandMessages(MapViewWithData);

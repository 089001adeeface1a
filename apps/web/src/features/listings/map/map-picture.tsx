import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { type Bbox, type Lang, bboxParam, convertUsd, formatMoney } from '@app/shared';
import { boxView, landPath } from '@/lib/basemap/frame';
import { readLand } from '@/lib/basemap/land';
import { orFallback, readMapPoints } from '@/lib/page-reads';
import { pathInLang } from '@/lib/routing/variants';
import { getCurrency, getPageRates } from '@/lib/server-preferences';
import type { ListingQuery } from '../listing-calls';
import { type PinItem, pinIndex, pinItems, pinKeysOf } from './pin-clusters';
import { pinsQuery, toPin } from './pins';
import { AREAS_VIEW } from '@/components/map/views';

/** The picture's width in its own units (the viewBox's); its height follows the box's proportions. */
const WIDTH = 1000;
/**
 * The smallest map the page lays out (a phone's: globals.css `.map-panel`, at least 20rem high), in CSS
 * pixels: the pins are clustered for it, so that no two overlap on any screen (a larger map only spreads
 * them further apart).
 */
const SMALLEST_MAP = { width: 280, height: 320 };

/**
 * The map view's first picture, drawn by the server: the coast's land (public/map/land.geojson) around
 * the box the map opens on, and the pins for the listing's filters as plain links (a compound's page, a
 * unit's) and buttons (clusters), named as the map names its pins. It costs no script and no request:
 * the MapLibre map (map-panel.tsx) loads over it on the visitor's first touch of the map, and takes its
 * place once drawn. The picture is the box the map opens on, fitted into the panel as MapLibre fits it
 * (`meet`), with land drawn a box's width and height beyond each edge for the panel's other proportions;
 * the pins are placed with the same fit in CSS (globals.css `.map-picture`).
 */
export async function MapPicture({ query, lang, order }: { query: ListingQuery; lang: Lang; order: string[] }) {
  const box: Bbox = query.bbox ? bboxParam.parse(query.bbox) : AREAS_VIEW;
  const dx = box.east - box.west;
  const dy = box.north - box.south;
  // The box's frame within one three times as wide and high: x and y in [WIDTH, 2 * WIDTH] are the box.
  const outer = boxView(
    { west: box.west - dx, south: box.south - dy, east: box.east + dx, north: box.north + dy },
    3 * WIDTH,
  );
  const height = outer.height / 3;
  const [land, answer, currency, rates, t] = await Promise.all([
    readLand(),
    // Without its pins the picture still shows where the map is; the MapLibre map asks again.
    orFallback(readMapPoints({ ...pinsQuery(query), lang }), null),
    getCurrency(),
    getPageRates(),
    getTranslations('map'),
  ]);
  const unit = await getTranslations('unit');
  const price = (usd: number) => {
    const amount = convertUsd(usd, currency, rates.rates);
    return amount === null ? unit('priceNA') : formatMoney(amount, currency);
  };

  // Clustered as on the smallest map: its pixels per unit of the picture, and MapLibre's zoom for them.
  const scale = Math.min(SMALLEST_MAP.width / WIDTH, SMALLEST_MAP.height / height);
  const at = ([lng, lat]: [number, number]) => {
    const [x, y] = outer.project({ lat, lng });
    return [x - WIDTH, y - height] as [number, number];
  };
  const pins = (answer?.features ?? []).map(toPin);
  const index = pinIndex(pins);
  const items = pins.length
    ? pinItems(
        index,
        {
          bbox: [outer.bounds.west, outer.bounds.south, outer.bounds.east, outer.bounds.north],
          zoom: Math.log2(((scale * WIDTH) / dx) * (360 / 512)),
          project: (lngLat) => at(lngLat).map((v) => v * scale) as [number, number],
        },
        price,
      )
    : [];
  // In the list's order (the cards' pins first), as the map orders its own: the Tab order.
  const rank = (item: PinItem) => {
    const index = order.indexOf(item.key);
    return index === -1 ? order.length : index;
  };
  items.sort((a, b) => rank(a) - rank(b));

  const frame = { '--map-w': WIDTH, '--map-h': height } as CSSProperties;
  return (
    <div className="map-picture" style={frame} data-map-picture="" role="region" aria-label={t('region')}>
      <svg
        viewBox={`${WIDTH} ${height} ${WIDTH} ${height}`}
        preserveAspectRatio="xMidYMid meet"
        aria-hidden="true"
        className="map-picture-land"
      >
        {land && <path d={landPath(land, outer)} fillRule="evenodd" />}
      </svg>
      {items.map((item) => {
        const [x, y] = at(item.lngLat);
        const style = { '--x': x, '--y': y } as CSSProperties;
        if (item.kind === 'cluster') {
          return (
            <button
              key={item.key}
              type="button"
              className="map-pin map-pin-cluster map-picture-pin"
              style={style}
              // Its first pin's key: the focus goes to that pin (or the cluster holding it) on the map.
              data-pin={pinKeysOf(index, item)[0]}
              aria-label={t('clusterName', { places: item.places, units: item.units })}
            >
              <span className="map-pin-count" aria-hidden="true">
                {item.units}
              </span>
            </button>
          );
        }
        const { pin } = item;
        const label =
          pin.kind === 'compound'
            ? t('pinName', { name: pin.name, count: pin.count, price: price(pin.minPrice) })
            : t('unitPinName', { title: pin.name, price: price(pin.minPrice) });
        return (
          <a
            key={item.key}
            href={pathInLang(pin.href, lang)}
            className="map-pin map-picture-pin"
            style={style}
            data-pin={pin.key}
            aria-label={label}
          >
            <span className="map-pin-price" aria-hidden="true">
              {price(pin.minPrice)}
            </span>
            {pin.kind === 'compound' && (
              <span className="map-pin-count" aria-hidden="true">
                {pin.count}
              </span>
            )}
          </a>
        );
      })}
    </div>
  );
}

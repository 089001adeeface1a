import type { MapFeature } from '@app/shared';
import { pinKeyOf } from '@/components/units/pin-key';
import type { ListingQuery } from '../listing-calls';

/*
 * The map's pins as the site draws them: read from GET /api/map/ by the server (the map view's first
 * picture, map-picture.tsx) and by the browser (the MapLibre map, map-calls.ts). No zod, no MapLibre here.
 */

/** A pin on the map: a compound with matching units, or a private unit with a position of its own. */
export type Pin = {
  /** As the list's cards name theirs (components/units/pin-key.ts). */
  key: string;
  kind: 'compound' | 'unit';
  lngLat: [number, number];
  name: string;
  count: number;
  /** The lowest price among its units, in USD. */
  minPrice: number;
  href: string;
};

/** The pins ask for the list's filters and drawn area, not its box: the map shows every match around it. */
export function pinsQuery({
  bbox: _box,
  page: _page,
  sort: _sort,
  ...filters
}: ListingQuery): Omit<ListingQuery, 'page'> {
  return filters;
}

/** A GeoJSON feature of GET /api/map/ as a pin. */
export function toPin({ geometry, properties }: MapFeature): Pin {
  const lngLat = geometry.coordinates;
  return properties.kind === 'compound'
    ? {
        key: pinKeyOf({ id: 0, compoundSlug: properties.slug }),
        kind: 'compound',
        lngLat,
        name: properties.name,
        count: properties.count,
        minPrice: properties.min_price,
        href: `/compounds/${properties.slug}`,
      }
    : {
        key: pinKeyOf({ id: properties.id, compoundSlug: null }),
        kind: 'unit',
        lngLat,
        name: properties.title,
        count: 1,
        minPrice: properties.min_price,
        href: `/property/${properties.id}`,
      };
}

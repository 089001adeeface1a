import type { StyleSpecification } from 'maplibre-gl';
import { type Lang, type MapFeature, mapAnswerSchema } from '@app/shared';
import { pinKeyOf } from '@/components/units/pin-key';
import { browserApi } from '@/lib/http/browser';
import { MAP_FILES } from '@/lib/map/basemap';
import { mapPinsPath } from '@/lib/public-api-paths';
import type { ListingQuery } from '../listing-calls';

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

/** A place the basemap names (public/map/places.geojson, made at build): its position and name. */
export type Place = { id: string; kind: string; lngLat: [number, number]; name: string };

/** The pins ask for the list's filters and drawn area, not its box: the map shows every match around it. */
export function pinsQuery({
  bbox: _box,
  page: _page,
  sort: _sort,
  ...filters
}: ListingQuery): Omit<ListingQuery, 'page'> {
  return filters;
}

export function pinsQueryKey(query: ReturnType<typeof pinsQuery>, lang: Lang) {
  return ['map-pins', lang, query] as const;
}

function toPin({ geometry, properties }: MapFeature): Pin {
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

const pinsAnswer = { parse: (body: unknown) => mapAnswerSchema.parse(body).features.map(toPin) };

/** GET /api/map/ on the site's origin (passed on to the API), read with the shared schema. */
export function fetchPins(query: ReturnType<typeof pinsQuery>, lang: Lang, signal?: AbortSignal): Promise<Pin[]> {
  return browserApi.call(mapPinsPath({ ...query, lang }), pinsAnswer, signal ? { signal } : {});
}

/** The style: an object with MapLibre's version 8 and its sources (MapLibre checks the rest). */
const styleAnswer = {
  parse(body: unknown): StyleSpecification {
    const style = body as Partial<StyleSpecification> | null;
    if (style?.version !== 8 || typeof style.sources !== 'object' || !Array.isArray(style.layers)) {
      throw new Error(`${MAP_FILES.style} is not a MapLibre style`);
    }
    return style as StyleSpecification;
  },
};

/** The site's basemap style (app/map/style.json: the coast's own, or the deployment's street basemap). */
export function fetchStyle(): Promise<StyleSpecification> {
  return browserApi.call(MAP_FILES.style, styleAnswer);
}

type PlaceFeature = { geometry?: { coordinates?: unknown }; properties?: Record<string, unknown> };

/** The basemap's places (airport, marinas, town centres, beaches), named in `lang`. */
export function fetchPlaces(lang: Lang): Promise<Place[]> {
  return browserApi.call(MAP_FILES.places, {
    parse(body: unknown): Place[] {
      const features = (body as { features?: PlaceFeature[] } | null)?.features;
      if (!Array.isArray(features)) throw new Error(`${MAP_FILES.places} is not a FeatureCollection`);
      return features.flatMap(({ geometry, properties = {} }) => {
        const [lng, lat] = Array.isArray(geometry?.coordinates) ? geometry.coordinates : [];
        const name = properties[`name_${lang}`] ?? properties.name_en;
        if (typeof lng !== 'number' || typeof lat !== 'number' || typeof name !== 'string') return [];
        return [
          { id: String(properties.id), kind: String(properties.kind), lngLat: [lng, lat] as [number, number], name },
        ];
      });
    },
  });
}

import { type Lang, mapAnswerSchema } from '@app/shared';
import { browserApi } from '@/lib/http/browser';
import { MAP_FILES } from '@/lib/map/basemap';
import { mapPinsPath } from '@/lib/public-api-paths';
import { type Pin, type pinsQuery, toPin } from './pins';

export { type Pin, pinsQuery } from './pins';

/** A place the basemap names (public/map/places.geojson, made at build): its position and name. */
export type Place = { id: string; kind: string; lngLat: [number, number]; name: string };

export function pinsQueryKey(query: ReturnType<typeof pinsQuery>, lang: Lang) {
  return ['map-pins', lang, query] as const;
}

const pinsAnswer = { parse: (body: unknown) => mapAnswerSchema.parse(body).features.map(toPin) };

/** GET /api/map/ on the site's origin (passed on to the API), read with the shared schema. */
export function fetchPins(query: ReturnType<typeof pinsQuery>, lang: Lang, signal?: AbortSignal): Promise<Pin[]> {
  return browserApi.call(mapPinsPath({ ...query, lang }), pinsAnswer, signal ? { signal } : {});
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

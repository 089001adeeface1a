import type { Lang } from '../locale.mjs';
import type { Region } from '../constants';
import { type LatLng, distanceKm } from './distance';
import { PLACE_RECORDS } from './places-data.mjs';

/** What a place is, in the order the compound page lists the distances. */
export const PLACE_KINDS = ['airport', 'beach', 'marina', 'downtown'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A place buyers ask about: its name in each of the site's languages and its position. */
export type Place = {
  id: string;
  kind: PlaceKind;
  region: Region;
  name: Record<Lang, string>;
  lat: number;
  lng: number;
};

/**
 * Hurghada International Airport, the marinas, the town centres and the public beaches of the three
 * areas (the list and where each position comes from: ./places-data.mjs).
 */
export const PLACES: readonly Place[] = PLACE_RECORDS;

/** A place and how far it is from a point, in km as the crow flies. */
export type PlaceDistance = { place: Place; km: number };

/** The nearest place of each kind: the airport, a public beach, a marina and a town centre. */
export type NearestPlaces = Record<PlaceKind, PlaceDistance>;

/**
 * From `point`, the nearest place of each kind with its straight-line distance in km. With `region`
 * (the compound's area), the town centre is that area's own, however near another's is; `places` is for
 * tests (every kind must have at least one).
 */
export function nearestPlaces(
  point: LatLng,
  { region, places = PLACES }: { region?: Region; places?: readonly Place[] } = {},
): NearestPlaces {
  const nearest: Partial<NearestPlaces> = {};
  for (const place of places) {
    if (region && place.kind === 'downtown' && place.region !== region) continue;
    const km = distanceKm(point, place);
    const best = nearest[place.kind];
    if (!best || km < best.km) nearest[place.kind] = { place, km };
  }
  for (const kind of PLACE_KINDS) if (!nearest[kind]) throw new Error(`no place of kind ${kind}`);
  return nearest as NearestPlaces;
}

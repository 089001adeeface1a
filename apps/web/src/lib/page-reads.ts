import 'server-only';
import {
  CACHE_TAGS,
  DATA_STALE_SECONDS,
  type Lang,
  compoundListCodec,
  compoundResponseCodec,
  mapAnswerSchema,
  ratesSchema,
  sitemapIndexSchema,
  sitemapUnitsSchema,
  unitDetailCodec,
  unitPageCodec,
  type UnitQuery,
  unitsByIdsCodec,
} from '@app/shared';
import { cache } from 'react';
import {
  NO_SUCH_COMPOUND,
  compoundPath,
  mapPinsPath,
  unitListPath,
  unitPath,
  unitsByIdsPath,
} from './public-api-paths';
import { type Parser, pageApi } from './http/server';

export { ApiRequestError, orFallback } from './http/server';

/*
 * The site's data layer: what its pages read from the API, through the one API client (lib/http), read
 * with the shared codecs (the spec's snake_case wire in, code's camelCase out), each failure logged once.
 * Every read declares the cache tags of what it read (CACHE_TAGS): Next keeps the answer, and every
 * page that read it, until the API says that one of those tags changed (POST /revalidate) or, at the
 * latest, the spec's 60 s have passed. A failure throws: a cached page then keeps its last good version.
 */

const NONE: readonly number[] = [];
const NOT_FOUND: readonly number[] = [404];

/**
 * One GET, validated against the shared schema, cached under `tags` (comma-separated: React's cache
 * compares its arguments by identity, so they are strings and module constants); null when the API
 * answers one of `absent` (the thing asked for does not exist). Memoised per render: a page and its
 * metadata asking the same question make one call.
 */
const cachedRead = cache(
  async <T>(path: string, schema: Parser<T>, tags: string, absent: readonly number[]): Promise<T | null> =>
    pageApi.find(path, schema, absent, {
      init: { next: { revalidate: DATA_STALE_SECONDS, tags: [CACHE_TAGS.catalogue, ...tags.split(',')] } },
    }),
);

function read<T>(path: string, schema: Parser<T>, tags: readonly string[], absent: readonly number[]) {
  return cachedRead(path, schema, tags.join(','), absent);
}

async function readAll<T>(path: string, schema: Parser<T>, tags: readonly string[]): Promise<T> {
  return (await read(path, schema, tags, NONE)) as T;
}

/** The list call's parameters as sent: the map's box and drawn area in their address form (the API reads them). */
type UnitListQuery = Omit<UnitQuery, 'bbox' | 'area'> & { bbox?: string; area?: string };

/** A list of units: one compound's (tagged with it) or the site-wide listings' (tagged `units`). */
export function readUnits(query: UnitListQuery) {
  const { lang, ...rest } = query;
  const tags = rest.project ? [CACHE_TAGS.compound(rest.project)] : [CACHE_TAGS.units];
  return readAll(unitListPath({ ...rest, lang }), unitPageCodec, tags);
}

/**
 * The map's points for a listing's filters and drawn area (GET /api/map/: a point per compound with
 * matching units, per private unit with a position): the map view's first picture, drawn by the server.
 */
export function readMapPoints(query: Omit<UnitListQuery, 'page' | 'page_size' | 'sort' | 'bbox'>) {
  return readAll(mapPinsPath(query), mapAnswerSchema, [CACHE_TAGS.units, CACHE_TAGS.compounds]);
}

/** Units by id, in the order asked (sold ones too; units the site no longer shows left out). */
export async function readUnitsByIds(ids: readonly number[], lang: Lang) {
  return (
    await readAll(unitsByIdsPath(ids, lang), unitsByIdsCodec, [
      CACHE_TAGS.units,
      ...ids.map((id) => CACHE_TAGS.unit(id)),
    ])
  ).results;
}

/** A unit, or null when the API says it does not exist (not a failure: nothing is logged). */
export function readUnit(id: number, lang: Lang) {
  return read(unitPath(id, lang), unitDetailCodec, [CACHE_TAGS.unit(id)], NOT_FOUND);
}

/** A compound, or null when the API says it does not exist (not a failure: nothing is logged). */
export async function readCompound(idOrSlug: string, lang: Lang) {
  const answer = await read(
    compoundPath(idOrSlug, lang),
    compoundResponseCodec,
    [CACHE_TAGS.compound(idOrSlug.toLowerCase())],
    NO_SUCH_COMPOUND,
  );
  return answer?.project ?? null;
}

export async function readCompounds(lang: Lang) {
  return (await readAll(`/resale-projects/api/projects/?lang=${lang}`, compoundListCodec, [CACHE_TAGS.compounds]))
    .results;
}

/** Every compound and the parts of the unit list (sitemap.xml). */
export function readSitemapIndex() {
  return readAll('/api/sitemap/', sitemapIndexSchema, [CACHE_TAGS.sitemap]);
}

/** The units of one part of the list, or null past the end. */
export async function readSitemapUnits(part: number) {
  return (
    (await read(`/api/sitemap/units/${part}/`, sitemapUnitsSchema, [CACHE_TAGS.sitemap], NOT_FOUND))?.results ?? null
  );
}

/** The API's current rates (it refreshes them hourly), which every page starts with. */
export function readRates() {
  return pageApi.call('/api/rates/', ratesSchema, {
    init: { next: { revalidate: DATA_STALE_SECONDS, tags: [CACHE_TAGS.rates] } },
  });
}

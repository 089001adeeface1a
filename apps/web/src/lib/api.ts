import 'server-only';
import {
  DATA_STALE_SECONDS,
  type Lang,
  compoundListCodec,
  compoundResponseCodec,
  sitemapIndexSchema,
  sitemapUnitsSchema,
  unitDetailCodec,
  unitPageCodec,
  type UnitQuery,
} from '@app/shared';
import { cache } from 'react';
import { NO_SUCH_COMPOUND, compoundPath, unitListPath, unitPath } from './catalogue-paths';
import { type Parser, serverApi } from './http/server';

export { ApiRequestError, orFallback } from './http/server';

/*
 * The catalogue as the site's server reads it (pages, sitemaps), through the one API client
 * (lib/http): cached for the spec's 60 s, read with the shared codecs (the spec's snake_case wire in,
 * code's camelCase out), each failure logged once.
 */

/** Every cached API answer carries this tag; POST /revalidate drops them all when the catalogue changes. */
export const CATALOGUE_TAG = 'catalogue';

const CATALOGUE_FETCH = { next: { revalidate: DATA_STALE_SECONDS, tags: [CATALOGUE_TAG] } };
const NONE: readonly number[] = [];
const NOT_FOUND: readonly number[] = [404];

/**
 * One GET of catalogue data, validated against the shared schema; null when the API answers one of
 * `absent` (the thing asked for does not exist). Memoised per render (React cache): a page and its
 * metadata asking the same question make one call.
 */
const getCatalogue = cache(async <T>(path: string, schema: Parser<T>, absent: readonly number[]): Promise<T | null> =>
  serverApi.find(path, schema, absent, { init: CATALOGUE_FETCH }),
);

async function getJson<T>(path: string, schema: Parser<T>): Promise<T> {
  return (await getCatalogue(path, schema, NONE)) as T;
}

export function listUnits(query: UnitQuery) {
  const { lang, ...rest } = query;
  return getJson(unitListPath({ ...rest, lang }), unitPageCodec);
}

/** A unit, or null when the API says it does not exist (not a failure: nothing is logged). */
export function getUnit(id: number, lang: Lang) {
  return getCatalogue(unitPath(id, lang), unitDetailCodec, NOT_FOUND);
}

/** A compound, or null when the API says it does not exist (not a failure: nothing is logged). */
export async function getCompound(idOrSlug: string, lang: Lang) {
  return (await getCatalogue(compoundPath(idOrSlug, lang), compoundResponseCodec, NO_SUCH_COMPOUND))?.project ?? null;
}

export async function listCompounds(lang: Lang) {
  return (await getJson(`/resale-projects/api/projects/?lang=${lang}`, compoundListCodec)).results;
}

/** Every compound and the parts of the unit list (sitemap.xml). */
export function getSitemapIndex() {
  return getJson('/api/sitemap/', sitemapIndexSchema);
}

/** The units of one part of the list, or null past the end. */
export async function getSitemapUnits(part: number) {
  return (await getCatalogue(`/api/sitemap/units/${part}/`, sitemapUnitsSchema, NOT_FOUND))?.results ?? null;
}

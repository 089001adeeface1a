import 'server-only';
import { z } from 'zod';
import {
  DATA_STALE_SECONDS,
  type Lang,
  compoundResponseSchema,
  compoundSummarySchema,
  sitemapIndexSchema,
  sitemapUnitsSchema,
  unitDetailSchema,
  unitPageSchema,
  type UnitQuery,
} from '@app/shared';
import { headers } from 'next/headers';
import { cache } from 'react';
import { type ApiCallOptions, type ApiClient, callApi, readAnswer } from './api-call';
import { API_URL } from './env';
import { requestLogger } from './logger';
import { traceparentOf } from './request-id';

export { type ApiCallOptions, ApiRequestError, orFallback } from './api-call';

/** Every cached API answer carries this tag; POST /revalidate drops them all when the catalogue changes. */
export const CATALOGUE_TAG = 'catalogue';

/**
 * The visitor request's id (proxy.ts sets it) as a W3C traceparent, which the API logs as its request id.
 * Next.js keeps traceparent out of its data-cache key, so cached answers stay shared between visitors.
 */
async function requestTracing(): Promise<Record<string, string>> {
  const requestId = (await headers()).get('x-request-id');
  return requestId ? { traceparent: traceparentOf(requestId) } : {};
}

const client: ApiClient = { origin: API_URL, log: requestLogger };

export type ApiInit = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

/**
 * Every call of the site's server to the API (catalogue, rates, back office) goes through here: it
 * carries the request's id, and a failure is logged once, with the path asked (lib/api-call.ts).
 */
export async function fetchApi(path: string, init: ApiInit = {}, options: ApiCallOptions = {}) {
  const headers = { accept: 'application/json', ...(await requestTracing()), ...init.headers };
  return callApi(client, path, { ...init, headers }, options);
}

/** The answer's body, validated against the shared schema (a mismatch is a logged failure). */
export function readJson<S extends z.ZodType>(path: string, response: Response, schema: S, options?: ApiCallOptions) {
  return readAnswer(client, path, response, schema, options);
}

const CATALOGUE_FETCH: ApiInit = { next: { revalidate: DATA_STALE_SECONDS, tags: [CATALOGUE_TAG] } };
const NONE: readonly number[] = [];
const NOT_FOUND: readonly number[] = [404];
/** A project id that is neither a number nor a slug answers 400: no such project either. */
const NO_SUCH_PROJECT: readonly number[] = [404, 400];

/**
 * One GET of catalogue data, validated against the shared schema; null when the API answers one of
 * `absent` (the thing asked for does not exist). Memoised per render (React cache): a page and its
 * metadata asking the same question make one call.
 */
const getCatalogue = cache(
  async <S extends z.ZodType>(path: string, schema: S, absent: readonly number[]): Promise<z.infer<S> | null> => {
    const response = await fetchApi(path, CATALOGUE_FETCH, { expected: absent });
    if (absent.includes(response.status)) return null;
    return readJson(path, response, schema);
  },
);

async function getJson<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  return (await getCatalogue(path, schema, NONE)) as z.infer<S>;
}

function queryString(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  return search.toString();
}

export function listUnits(query: UnitQuery) {
  const { lang, ...rest } = query;
  return getJson(`/api/home-products/?${queryString({ ...rest, lang })}`, unitPageSchema);
}

/** A unit, or null when the API says it does not exist (not a failure: nothing is logged). */
export function getUnit(id: number, lang: Lang) {
  return getCatalogue(`/api/home-products/${id}/?lang=${lang}`, unitDetailSchema, NOT_FOUND);
}

/** A compound, or null when the API says it does not exist (not a failure: nothing is logged). */
export async function getProject(idOrSlug: string, lang: Lang) {
  const path = `/resale-projects/api/project/${encodeURIComponent(idOrSlug)}/?lang=${lang}`;
  return (await getCatalogue(path, compoundResponseSchema, NO_SUCH_PROJECT))?.project ?? null;
}

const projectListSchema = z.object({ results: z.array(compoundSummarySchema) });

export async function listProjects(lang: Lang) {
  return (await getJson(`/resale-projects/api/projects/?lang=${lang}`, projectListSchema)).results;
}

/** Every compound and the parts of the unit list (sitemap.xml). */
export function getSitemapIndex() {
  return getJson('/api/sitemap/', sitemapIndexSchema);
}

/** The units of one part of the list, or null past the end. */
export async function getSitemapUnits(part: number) {
  return (await getCatalogue(`/api/sitemap/units/${part}/`, sitemapUnitsSchema, NOT_FOUND))?.results ?? null;
}

import 'server-only';
import { z } from 'zod';
import {
  DATA_STALE_SECONDS,
  type Lang,
  projectResponseSchema,
  projectSummarySchema,
  sitemapIndexSchema,
  sitemapUnitsSchema,
  unitDetailSchema,
  unitPageSchema,
  type UnitQuery,
} from '@app/shared';
import { headers } from 'next/headers';
import { API_URL } from './env';
import { traceparentOf } from './request-id';

/** Every cached API answer carries this tag; POST /revalidate drops them all when the catalogue changes. */
export const CATALOGUE_TAG = 'catalogue';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The visitor request's id (proxy.ts sets it) as a W3C traceparent, which the API logs as its request id.
 * Next.js keeps traceparent out of its data-cache key, so cached answers stay shared between visitors.
 */
export async function requestTracing(): Promise<Record<string, string>> {
  const requestId = (await headers()).get('x-request-id');
  return requestId ? { traceparent: traceparentOf(requestId) } : {};
}

/** One GET to the API from the server, validated against the shared schema. */
async function getJson<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const response = await fetch(`${API_URL}${path}`, {
    next: { revalidate: DATA_STALE_SECONDS, tags: [CATALOGUE_TAG] },
    headers: { accept: 'application/json', ...(await requestTracing()) },
  });
  if (!response.ok) throw new ApiRequestError(response.status, `API ${path} answered ${response.status}`);
  return schema.parse(await response.json());
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

/** A unit, or null when the API says it does not exist. */
export async function getUnit(id: number, lang: Lang) {
  try {
    return await getJson(`/api/home-products/${id}/?lang=${lang}`, unitDetailSchema);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** A compound, or null when the API says it does not exist. */
export async function getProject(idOrSlug: string, lang: Lang) {
  try {
    return (
      await getJson(`/resale-projects/api/project/${encodeURIComponent(idOrSlug)}/?lang=${lang}`, projectResponseSchema)
    ).project;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export async function listProjects(lang: Lang) {
  return (
    await getJson(`/resale-projects/api/projects/?lang=${lang}`, z.object({ results: z.array(projectSummarySchema) }))
  ).results;
}

/** Every compound and the parts of the unit list (sitemap.xml). */
export function getSitemapIndex() {
  return getJson('/api/sitemap/', sitemapIndexSchema);
}

/** The units of one part of the list, or null past the end. */
export async function getSitemapUnits(part: number) {
  try {
    return (await getJson(`/api/sitemap/units/${part}/`, sitemapUnitsSchema)).results;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

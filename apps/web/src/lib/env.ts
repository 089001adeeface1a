import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { z } from 'zod';
import {
  BODY_LIMIT_RANGE,
  DEFAULT_BODY_LIMIT_BYTES,
  LOG_LEVELS,
  commaList,
  revalidateSecretSchema,
  whatsappNumberSchema,
} from '@app/shared';
import { trustedProxiesSchema } from '@app/shared/trusted-proxies';
import { EnvError, PAGE_CACHE_VARIABLES, readVariables } from './env-reader.mjs';
import { imageRemoteHosts } from './security-headers';

/**
 * Every environment variable the site reads, parsed once with zod: its default, its bounds, and one
 * message per bad value that names the variable and what it must be. instrumentation.ts parses it when
 * the server starts and stops the start on any bad value; code paths call env(). No 'server-only'
 * here: next.config.ts reads IMAGE_REMOTE_HOSTS and the page cache's variables through this module too.
 * The rules of reading (blank is unset, values trimmed, secrets never printed) are in ./env-reader.mjs,
 * which the page cache's handlers, plain JavaScript, read their two variables with. Documented in
 * docs/configuration.md.
 */

export { EnvError };

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A whole number from `min` to `max`, written in decimal digits. */
const integer = (min: number, max: number) =>
  z
    .string()
    .refine((v) => /^[0-9]+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      error: `must be a whole number from ${min} to ${max}`,
    })
    .transform(Number);

const port = integer(1, 65_535);

const httpUrl = z.string().refine(isHttpUrl, { error: 'must be an absolute http(s) URL' });

/** A path on the site itself (`/map/coast.pmtiles`): the map asks no other host for anything. */
const sitePath = z.string().refine((v) => /^\/(?![/\\])[^\s?#]*$/.test(v), {
  error: 'must be a path on this site starting with / (the map contacts no other host)',
});

const hostList = commaList
  .refine((hosts) => hosts.every((h) => imageRemoteHosts(h).length === 1), {
    error: 'must be comma-separated host names (images.example.com, **.cdn.example.com)',
  })
  .transform((hosts) => hosts.map((h) => h.toLowerCase()));

const shape = {
  /** The site's port (Next.js reads it; checked here so that a typo stops the start with the others). */
  PORT: port.default(3000),
  /** The public address: canonical links, hreflang, sitemap, Open Graph, JSON-LD (never the Host header). */
  SITE_URL: httpUrl.default('http://localhost:3000').transform((v) => new URL(v).origin),
  /** The API's port, for API_URL's default (the API's own variable). */
  API_PORT: port.default(4000),
  /** Where the site's server and its /api/* route handlers reach the API; default http://127.0.0.1:$API_PORT. */
  API_URL: httpUrl.transform((v) => v.replace(/\/+$/, '')).optional(),
  /**
   * Proxies in front of the site (a load balancer, nginx) whose X-Forwarded-For, -Proto, -Host and
   * X-Request-Id are believed and passed on to the API; anyone else's are replaced (below-next/forwarded.ts).
   * The API's variable of the same name, with the same syntax and default.
   */
  TRUSTED_PROXIES: trustedProxiesSchema,
  /** HTTPS hosts the image route may fetch from, besides the site's own files (read at build too). */
  IMAGE_REMOTE_HOSTS: hostList.default([]),
  /** The private unit /resale's "Private Projects" half opens; unset: the newest available one. */
  FEATURED_PRIVATE_UNIT_ID: integer(1, 2_147_483_647).optional(),
  /**
   * The agency's WhatsApp number, international (+20 100 123 4567), kept as its digits: unit and compound
   * pages and the contact modal link to a chat with it. Unset: no WhatsApp links anywhere.
   */
  AGENCY_WHATSAPP: whatsappNumberSchema.optional(),
  /** Shared with the API: lets it drop the site's cached answers. Unset: POST /revalidate answers 404. */
  REVALIDATE_SECRET: revalidateSecretSchema.optional(),
  /**
   * A street basemap in PMTiles (Protomaps' schema) on this site, read with HTTP range requests
   * (docs/operations.md says how to make and serve one). Unset: the coast's own basemap made at build.
   */
  MAP_TILES_URL: sitePath.optional(),
  /** A whole MapLibre style on this site (its glyphs, sprites and tiles on this site too); wins over MAP_TILES_URL. */
  MAP_STYLE_URL: sitePath.optional(),
  /** How long a request body through the site may take to arrive (then 408). */
  PROXY_BODY_TIMEOUT_MS: integer(100, 600_000).default(10_000),
  /** The API's request body limit: the site refuses larger bodies itself (set it for both). */
  BODY_LIMIT_BYTES: integer(BODY_LIMIT_RANGE.min, BODY_LIMIT_RANGE.max).default(DEFAULT_BODY_LIMIT_BYTES),
  /** pino level of the site's JSON log (`silent` turns it off). */
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /**
   * CACHE_REDIS_URL (a Redis shared by every replica) and SITE_PAGE_CACHE (`disk` or `memory`): where
   * Next.js keeps the rendered pages. Declared in ./env-reader.mjs, where the handlers read them too.
   */
  ...PAGE_CACHE_VARIABLES,
};

type Variable = keyof typeof shape;

type Parsed = z.output<z.ZodObject<typeof shape>>;

export type SiteEnv = Omit<Parsed, 'API_URL'> & { API_URL: string };

type Source = Record<string, string | undefined>;

/** `keys` of the site's variables from `source`; throws an EnvError naming every bad one. */
function parse<K extends Variable>(source: Source, keys: readonly K[]) {
  return readVariables(source, Object.fromEntries(keys.map((k) => [k, shape[k]])) as Pick<typeof shape, K>);
}

/** The site's environment from `source`; throws an EnvError naming every bad variable. */
export function readEnv(source: Source): SiteEnv {
  const values = parse(source, Object.keys(shape) as Variable[]);
  return { ...values, API_URL: values.API_URL ?? `http://127.0.0.1:${values.API_PORT}` };
}

/** Only the variables `next build` needs (next.config.ts): the others are read when the site starts. */
export function readBuildEnv(source: Source = process.env) {
  return parse(source, ['IMAGE_REMOTE_HOSTS']);
}

/**
 * Where Next.js keeps the rendered pages (CACHE_REDIS_URL, SITE_PAGE_CACHE), for next.config.ts at build
 * and at start, before instrumentation.ts parses the rest.
 */
export { readPageCacheEnv } from './env-reader.mjs';

/** True while `next build` runs (Next.js sets NEXT_PHASE): no API answers then. */
export function isBuilding(): boolean {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}

let current: SiteEnv | undefined;

/** The site's environment, parsed on first use and kept (instrumentation.ts parses it at start). */
export function env(): SiteEnv {
  current ??= readEnv(process.env);
  return current;
}

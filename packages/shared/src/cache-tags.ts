import { z } from './zod';

/**
 * The names under which the site's server caches what it read from the API, and so its pages: the API
 * says which of them a change touched (POST /revalidate), the site drops exactly those pages, in every
 * language and currency (docs/decisions/0026).
 */
export const CACHE_TAGS = {
  /** Everything read from the catalogue (a seed, an import: drop it all). */
  catalogue: 'catalogue',
  /** Every list of units that is not one compound's: the home page, the listings. */
  units: 'units',
  /** The list of compounds: /resale, the home page's featured compounds, each compound page's links. */
  compounds: 'compounds',
  /** The sitemap's parts. */
  sitemap: 'sitemap',
  /** The exchange rates every page starts with. */
  rates: 'rates',
  /** One unit's page. */
  unit: (id: number) => `unit:${id}`,
  /** One compound's page and its units list, by slug or id (the API sends both). */
  compound: (idOrSlug: string | number) => `compound:${idOrSlug}`,
} as const;

/** A tag as the site takes it: a name above, at most Next's 256 characters. */
const cacheTag = z
  .string()
  .regex(/^(catalogue|units|compounds|sitemap|rates|unit:\d+|compound:[a-z0-9-]+)$/)
  .max(256);

/** POST /revalidate's body. */
export const revalidationSchema = z.object({ tags: z.array(cacheTag).min(1).max(2000) });
export type Revalidation = z.infer<typeof revalidationSchema>;

/**
 * GET /api/cache-tags/: when each tag last changed, as the API recorded it with every revalidation it
 * sent. A site that starts drops what it kept from before those times (docs/decisions/0046).
 */
export const cacheTagChangesSchema = z.object({
  changes: z.array(z.object({ tag: cacheTag, changed_at: z.iso.datetime({ offset: true }) })),
});
export type CacheTagChanges = z.infer<typeof cacheTagChangesSchema>;

import { z } from './zod';

/** Units per sitemap file: well under the protocol's 50,000 addresses, with three languages each. */
export const SITEMAP_PART_SIZE = 10_000;

/**
 * GET /api/sitemap/: what the site's sitemap index needs, every compound and the unit parts. A call of
 * our own (not in the spec), so its wire is camelCase like the code.
 */
export const sitemapIndexSchema = z.object({
  partSize: z.number().int(),
  unitCount: z.number().int(),
  /** One entry per part of the unit list (by id), with the latest change in it. */
  unitParts: z.array(z.object({ part: z.number().int(), updatedAt: z.string() })),
  compounds: z.array(z.object({ slug: z.string(), mainImage: z.string(), updatedAt: z.string() })),
});
export type SitemapIndex = z.infer<typeof sitemapIndexSchema>;

/** GET /api/sitemap/units/{part}/: the units of one part, by id. */
export const sitemapUnitsSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), mainImage: z.string(), updatedAt: z.string() })),
});
export type SitemapUnits = z.infer<typeof sitemapUnitsSchema>;

export const sitemapPartParamsSchema = z.object({
  part: z.coerce
    .number({ error: 'part must be a whole number' })
    .int({ error: 'part must be a whole number' })
    .min(0, { error: 'part must be 0 or more' })
    .max(100_000, { error: 'part must be at most 100000' }),
});

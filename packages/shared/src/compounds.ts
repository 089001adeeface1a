import { z } from './zod';
import { COMPOUND_STATUSES, REGIONS } from './constants';

export const galleryImageSchema = z.object({ id: z.number().int(), url: z.string() });

/** A compound as GET /resale-projects/api/project/{id}/ answers it (spec section 3). */
export const compoundSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  region: z.enum(REGIONS),
  location: z.string(),
  main_image: z.string(),
  main_video: z.string().nullable(),
  status: z.enum(COMPOUND_STATUSES),
  delivery_date: z.string().nullable(),
  developer: z.object({ name: z.string(), logo: z.string() }),
  description: z.string(),
  specifications: z.array(z.string()),
  vision: z.string(),
  gallery_images: z.array(galleryImageSchema),
  unit_count: z.number().int(),
  featured: z.boolean(),
});
export type Compound = z.infer<typeof compoundSchema>;

export const compoundResponseSchema = z.object({ project: compoundSchema });

/** A compound in lists (cards): no long texts, no gallery. */
export const compoundSummarySchema = compoundSchema.pick({
  id: true,
  slug: true,
  name: true,
  region: true,
  location: true,
  main_image: true,
  status: true,
  delivery_date: true,
  unit_count: true,
  featured: true,
});
export type CompoundSummary = z.infer<typeof compoundSummarySchema>;

export const compoundIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^([0-9]{1,9}|[a-z0-9-]{1,80})$/, {
      error: 'id must be a numeric id or a slug of lowercase letters, digits and dashes',
    }),
});

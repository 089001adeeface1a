import { z } from './zod';
import { COMPOUND_STATUSES, REGIONS, UNIT_KINDS } from './constants';

/**
 * A gallery picture. `alt`: its alt text in the language asked for (English where that one is missing),
 * absent when it has none; an addition to the spec's shape.
 */
export const galleryImageSchema = z.object({ id: z.number().int(), url: z.string(), alt: z.string().optional() });

/**
 * One kind of unit for sale in a compound (available units only): how many, and the range of their prices
 * and prices per m² in USD (whole dollars; per m² null when none of them has an area). An addition to the
 * spec's shape, so the compound page can say what each type costs (docs/decisions/0030-payment-plans.md).
 */
export const compoundUnitTypeSchema = z.object({
  kind: z.enum(UNIT_KINDS),
  count: z.number().int().min(1),
  minPrice: z.number(),
  maxPrice: z.number(),
  minPricePerSqm: z.number().nullable(),
  maxPricePerSqm: z.number().nullable(),
});
export type CompoundUnitType = z.infer<typeof compoundUnitTypeSchema>;

export const compoundUnitTypeWireSchema = z.object({
  kind: z.enum(UNIT_KINDS),
  count: z.number().int().min(1),
  min_price: z.number(),
  max_price: z.number(),
  min_price_per_sqm: z.number().nullable(),
  max_price_per_sqm: z.number().nullable(),
});

/**
 * A compound in code: camelCase. GET /resale-projects/api/project/{id}/ answers it in the spec's
 * snake_case (`compoundWireSchema`); `compoundCodec` converts between the two, and nothing else does.
 */
export const compoundSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  region: z.enum(REGIONS),
  location: z.string(),
  mainImage: z.string(),
  mainVideo: z.string().nullable(),
  /** The picture shown before the tour video plays (chosen in the back office); null: the main image. */
  videoPoster: z.string().nullable(),
  status: z.enum(COMPOUND_STATUSES),
  deliveryDate: z.string().nullable(),
  developer: z.object({ name: z.string(), logo: z.string() }),
  description: z.string(),
  specifications: z.array(z.string()),
  vision: z.string(),
  galleryImages: z.array(galleryImageSchema),
  /** The kinds of unit for sale, cheapest first (compoundUnitTypeSchema). */
  unitTypes: z.array(compoundUnitTypeSchema),
  unitCount: z.number().int(),
  featured: z.boolean(),
  /** Where it is (decimal degrees, WGS 84; inside COAST_BOUNDS), both or neither: null when not yet placed. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Compound = z.infer<typeof compoundSchema>;

/** A compound in lists (cards): no long texts, no gallery. */
export const compoundSummarySchema = compoundSchema.pick({
  id: true,
  slug: true,
  name: true,
  region: true,
  location: true,
  mainImage: true,
  status: true,
  deliveryDate: true,
  unitCount: true,
  featured: true,
  latitude: true,
  longitude: true,
});
export type CompoundSummary = z.infer<typeof compoundSummarySchema>;

/** A compound on the wire (spec section 3). */
export const compoundWireSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  region: z.enum(REGIONS),
  location: z.string(),
  main_image: z.string(),
  main_video: z.string().nullable(),
  video_poster: z.string().nullable(),
  status: z.enum(COMPOUND_STATUSES),
  delivery_date: z.string().nullable(),
  developer: z.object({ name: z.string(), logo: z.string() }),
  description: z.string(),
  specifications: z.array(z.string()),
  vision: z.string(),
  gallery_images: z.array(galleryImageSchema),
  unit_types: z.array(compoundUnitTypeWireSchema),
  unit_count: z.number().int(),
  featured: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type CompoundWire = z.infer<typeof compoundWireSchema>;

export const compoundSummaryWireSchema = compoundWireSchema.pick({
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
  latitude: true,
  longitude: true,
});
export type CompoundSummaryWire = z.infer<typeof compoundSummaryWireSchema>;

/** The answer of the compound call: the spec names its one field `project`. */
export const compoundResponseWireSchema = z.object({ project: compoundWireSchema });
/** The answer of the compound list call. */
export const compoundListWireSchema = z.object({ results: z.array(compoundSummaryWireSchema) });

function summaryFromWire(w: CompoundSummaryWire): CompoundSummary {
  return {
    id: w.id,
    slug: w.slug,
    name: w.name,
    region: w.region,
    location: w.location,
    mainImage: w.main_image,
    status: w.status,
    deliveryDate: w.delivery_date,
    unitCount: w.unit_count,
    featured: w.featured,
    latitude: w.latitude,
    longitude: w.longitude,
  };
}

function summaryToWire(c: CompoundSummary): CompoundSummaryWire {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    region: c.region,
    location: c.location,
    main_image: c.mainImage,
    status: c.status,
    delivery_date: c.deliveryDate,
    unit_count: c.unitCount,
    featured: c.featured,
    latitude: c.latitude,
    longitude: c.longitude,
  };
}

/** Wire <-> code for a compound in a list: `parse` (or `z.decode`) reads an answer, `z.encode` writes one. */
export const compoundSummaryCodec = z.codec(compoundSummaryWireSchema, compoundSummarySchema, {
  decode: summaryFromWire,
  encode: summaryToWire,
});

/** Wire <-> code for a compound with everything its page shows. */
export const compoundCodec = z.codec(compoundWireSchema, compoundSchema, {
  decode: (w) => ({
    ...summaryFromWire(w),
    mainVideo: w.main_video,
    videoPoster: w.video_poster,
    developer: w.developer,
    description: w.description,
    specifications: w.specifications,
    vision: w.vision,
    galleryImages: w.gallery_images,
    unitTypes: w.unit_types.map((t) => ({
      kind: t.kind,
      count: t.count,
      minPrice: t.min_price,
      maxPrice: t.max_price,
      minPricePerSqm: t.min_price_per_sqm,
      maxPricePerSqm: t.max_price_per_sqm,
    })),
  }),
  encode: (c) => ({
    ...summaryToWire(c),
    main_video: c.mainVideo,
    video_poster: c.videoPoster,
    developer: c.developer,
    description: c.description,
    specifications: c.specifications,
    vision: c.vision,
    gallery_images: c.galleryImages,
    unit_types: c.unitTypes.map((t) => ({
      kind: t.kind,
      count: t.count,
      min_price: t.minPrice,
      max_price: t.maxPrice,
      min_price_per_sqm: t.minPricePerSqm,
      max_price_per_sqm: t.maxPricePerSqm,
    })),
  }),
});

/** `{ project }` of the compound call, converted. */
export const compoundResponseCodec = z.object({ project: compoundCodec });
/** `{ results }` of the compound list call, converted. */
export const compoundListCodec = z.object({ results: z.array(compoundSummaryCodec) });

export const compoundIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^([0-9]{1,9}|[a-z0-9-]{1,80})$/, {
      error: 'id must be a numeric id or a slug of lowercase letters, digits and dashes',
    }),
});

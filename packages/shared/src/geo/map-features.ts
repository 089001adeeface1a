import { z } from '../zod';
import { unitQuerySchema } from '../unit-queries';

/** A map pin's position, GeoJSON order: [longitude, latitude]. */
const pointSchema = z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) });

/** A compound with matching units: how many, and the lowest price among them in USD. */
const compoundPinSchema = z.object({
  kind: z.literal('compound'),
  slug: z.string(),
  name: z.string(),
  count: z.number().int().min(1),
  min_price: z.number(),
});

/** A private unit with a position of its own. */
const unitPinSchema = z.object({
  kind: z.literal('unit'),
  id: z.number().int(),
  title: z.string(),
  count: z.literal(1),
  min_price: z.number(),
});

export const mapFeatureSchema = z.object({
  type: z.literal('Feature'),
  geometry: pointSchema,
  properties: z.discriminatedUnion('kind', [compoundPinSchema, unitPinSchema]),
});
export type MapFeature = z.infer<typeof mapFeatureSchema>;

/** GET /api/map/: one Point per compound with matching units and per private unit with a position. */
export const mapAnswerSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(mapFeatureSchema),
});
export type MapAnswer = z.infer<typeof mapAnswerSchema>;

/** At most this many private units are answered as points (the newest first); compounds are all answered. */
export const MAP_MAX_UNIT_POINTS = 500;

/** Query of GET /api/map/: the list's filters (bbox and area included) and the language, without paging or order. */
export const mapQuerySchema = unitQuerySchema.omit({ page: true, page_size: true, sort: true });
export type MapQuery = z.infer<typeof mapQuerySchema>;

import { z } from './zod';
import {
  LANGS,
  MAX_PAGE_SIZE,
  MAX_UNITS_BY_IDS,
  MAX_SEARCH_LENGTH,
  PRICE_BAND_KEYS,
  REGIONS,
  UNIT_CATEGORIES,
  UNIT_KINDS,
  UNIT_SORTS,
} from './constants';
import { bboxParam } from './geo/bounds';
import { areaParam } from './geo/area';

/**
 * What the public unit calls take (GET /api/home-products/, /api/units/:id, /api/units/by-ids): each
 * address parameter checked, with a message that names it. units.ts holds what they answer.
 */

const intParam = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` });

const slugParam = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/, { error: `${name} must be a slug of lowercase letters, digits and dashes` });

/** A filter that is on or absent: `1` (or `true`) turns it on; leave the key out for off. */
const flagParam = (name: string) =>
  z.enum(['1', 'true'], { error: `${name} must be 1 (or left out)` }).transform(() => true as const);

/** Query of GET /api/home-products/; every key optional. */
export const unitQuerySchema = z.object({
  page: intParam('page', 1, 100_000).optional(),
  page_size: intParam('page_size', 1, MAX_PAGE_SIZE).optional(),
  search: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, { error: `search must be at most ${MAX_SEARCH_LENGTH} characters` })
    .optional(),
  type: z.enum(UNIT_CATEGORIES, { error: `type must be one of ${UNIT_CATEGORIES.join(', ')}` }).optional(),
  kind: z.enum(UNIT_KINDS, { error: `kind must be one of ${UNIT_KINDS.join(', ')}` }).optional(),
  location: z.enum(REGIONS, { error: `location must be one of ${REGIONS.join(', ')}` }).optional(),
  price_band: z.enum(PRICE_BAND_KEYS, { error: `price_band must be one of ${PRICE_BAND_KEYS.join(', ')}` }).optional(),
  project: slugParam('project').optional(),
  bedrooms: intParam('bedrooms', 0, 20).optional(),
  /** true: only private units (outside any compound); false: only units in compounds. */
  private: z
    .enum(['true', 'false'], { error: 'private must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  status: z
    .enum(['available', 'reserved', 'sold', 'under-construction', 'under construction'], {
      error: 'status must be one of available, reserved, sold, under-construction',
    })
    .transform((s) => (s === 'under-construction' ? 'under construction' : s))
    .optional(),
  /** Only units with an instalment plan. */
  payment_plan: flagParam('payment_plan').optional(),
  /** Only units ready to move in (isReadyToMoveIn: delivered, and finished beyond core and shell). */
  ready: flagParam('ready').optional(),
  sort: z.enum(UNIT_SORTS, { error: `sort must be one of ${UNIT_SORTS.join(', ')}` }).optional(),
  /** Only units whose position (their own, else their compound's) lies in the box: west,south,east,north. */
  bbox: bboxParam.optional(),
  /** Only units whose position lies in the drawn polygon (encoded polyline, precision 5). */
  area: areaParam.optional(),
  lang: z.enum(LANGS, { error: `lang must be one of ${LANGS.join(', ')}` }).optional(),
});
export type UnitQuery = z.infer<typeof unitQuerySchema>;

/** Keys that switch the list call from the legacy array to the paginated object. */
export const PAGINATING_KEYS = [
  'page',
  'page_size',
  'search',
  'type',
  'kind',
  'location',
  'price_band',
  'project',
  'bedrooms',
  'private',
  'status',
  'payment_plan',
  'ready',
  'sort',
  'bbox',
  'area',
] as const satisfies readonly (keyof UnitQuery)[];

export const unitIdParamsSchema = z.object({
  id: intParam('id', 1, 2_147_483_647),
});

export const langQuerySchema = z.object({
  lang: z.enum(LANGS, { error: `lang must be one of ${LANGS.join(', ')}` }).optional(),
});

/**
 * Query of GET /api/units/by-ids: `ids`, a comma-separated list of 1 to MAX_UNITS_BY_IDS unit ids (whole
 * numbers; a repeated one is answered once), and the language.
 */
export const unitsByIdsQuerySchema = z.object({
  ids: z
    .string({ error: `ids must be a comma-separated list of 1 to ${MAX_UNITS_BY_IDS} unit ids` })
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'ids must be unit ids (whole numbers) separated by commas' })
    .refine((text) => text.split(',').length <= MAX_UNITS_BY_IDS, {
      error: `ids must name at most ${MAX_UNITS_BY_IDS} units`,
    })
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), {
      error: 'ids must be unit ids from 1 to 2147483647',
    }),
  lang: z.enum(LANGS, { error: `lang must be one of ${LANGS.join(', ')}` }).optional(),
});
export type UnitsByIdsQuery = z.infer<typeof unitsByIdsQuerySchema>;

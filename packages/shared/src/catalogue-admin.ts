import { z } from './zod';
import { COMPOUND_STATUSES, PUBLICATIONS, REGIONS } from './constants';
import { bothOrNeitherCoordinate, positionFields } from './geo/bounds';

/**
 * The back office's catalogue calls (/api/admin/developers/, /api/admin/compounds/, /api/admin/units/,
 * /api/admin/audit/): what they take and what they answer. Every text a visitor reads comes in all
 * three languages; English is required, Arabic and German optional (the public site falls back to
 * English). Field errors use the same codes as the site's forms (`required`, `tooLong`, `invalid`).
 *
 * This file holds the limits, the building blocks every record's schema uses, and the developers' and
 * compounds' records; unit-records.ts the units' (and their CSV import), catalogue-lists.ts the lists'
 * queries and pages and the audit log's.
 */

export const MAX_CATALOGUE_NAME = 120;
export const MAX_CATALOGUE_TITLE = 160;
export const MAX_CATALOGUE_TEXT = 5000;
export const MAX_SPECIFICATIONS = 30;
export const MAX_SPECIFICATION = 200;
export const MAX_ALT_TEXT = 250;
export const MAX_PHOTOS = 40;
export const MAX_SLUG = 80;
export const MAX_REFERENCE = 40;
export const MAX_UNIT_TYPE = 60;
/** Units changed by one bulk call (the list's selection is one page of at most 100). */
export const MAX_BULK_UNITS = 100;
/** Rows one CSV import takes; more is refused before any row is read. */
export const MAX_IMPORT_ROWS = 5000;
export const ADMIN_LIST_PAGE_SIZE = 25;

/** The languages besides English a text may lack; `missingLanguages` lists those a record lacks somewhere. */
export const TRANSLATED_LANGS = ['ar', 'de'] as const;
export type TranslatedLang = (typeof TRANSLATED_LANGS)[number];

/** The error code of a 409 on a save over someone else's: `fields.changedBy` (a name) and `fields.changedAt` (ISO). */
export const EDIT_CONFLICT = 'edit_conflict';

/** `alert_address`: an alert subscriber's address erased on request (its entry names no address). */
export const AUDIT_ENTITIES = ['developer', 'compound', 'unit', 'user', 'alert_address'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'archive', 'import'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A URL-safe name: lower-case letters and digits in dash-separated words ("hurghada-avenue"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug an English name gives ("Mangroovy Residence – Phase 2" → "mangroovy-residence-phase-2"). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
}

const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });

/** An optional translation: blank means missing (stored without the key). */
const optionalText = (max: number) =>
  z
    .string({ error: 'invalid' })
    .trim()
    .max(max, { error: 'tooLong' })
    .optional()
    .transform((v) => (v ? v : undefined));

/** A text in three languages as a form sends it: English required, the others optional. */
export const localizedTextInput = (max: number) =>
  z.object({ en: requiredText(max), ar: optionalText(max), de: optionalText(max) }).strict();

const specificationList = z
  .array(
    z.string({ error: 'invalid' }).trim().min(1, { error: 'required' }).max(MAX_SPECIFICATION, { error: 'tooLong' }),
  )
  .max(MAX_SPECIFICATIONS, { error: 'tooMany' });

/** Specifications (a list per language): the English list may be empty; a missing translation is absent. */
export const localizedListInput = z
  .object({ en: specificationList, ar: specificationList.optional(), de: specificationList.optional() })
  .strict();

/** Texts as stored and answered: English always, the others when given. */
export const localizedTextSchema = z.object({ en: z.string(), ar: z.string().optional(), de: z.string().optional() });
export type LocalizedTextValue = z.infer<typeof localizedTextSchema>;
export const localizedListSchema = z.object({
  en: z.array(z.string()),
  ar: z.array(z.string()).optional(),
  de: z.array(z.string()).optional(),
});
export type LocalizedListValue = z.infer<typeof localizedListSchema>;

/** An address of a file the site serves: the demo media under /media/ and uploads under /media/uploads/. */
export const mediaPathSchema = z
  .string({ error: 'invalid' })
  .max(500, { error: 'tooLong' })
  .regex(/^\/media\/[A-Za-z0-9._/-]+$/, { error: 'invalid' })
  .refine((v) => !v.includes('..'), { error: 'invalid' });

export const photoAltSchema = z
  .object({
    en: optionalText(MAX_ALT_TEXT),
    ar: optionalText(MAX_ALT_TEXT),
    de: optionalText(MAX_ALT_TEXT),
  })
  .strict();

/** One of a record's photos (a compound's, a unit's), in the order shown, with its alt text per language. */
export const photoInputSchema = z.object({ url: mediaPathSchema, alt: photoAltSchema.prefault({}) }).strict();
export const photoSchema = z.object({
  url: z.string(),
  alt: z.object({ en: z.string().optional(), ar: z.string().optional(), de: z.string().optional() }),
});
export type Photo = z.infer<typeof photoSchema>;
const photoList = z.array(photoInputSchema).max(MAX_PHOTOS, { error: 'tooMany' });

/** A record's version as PostgreSQL's integer holds it: a larger number is refused, never sent to the database. */
const versionSchema = z
  .number({ error: 'required' })
  .int({ error: 'invalid' })
  .min(1, { error: 'invalid' })
  .max(2_147_483_647, { error: 'invalid' });

/** What every catalogue record answers about its editing: version for the next save, who saved last. */
const editingFields = {
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The name of whoever saved it last; null for the demo data and after that user was removed. */
  updatedBy: z.string().nullable(),
};

type WithoutDefault<S> = S extends z.ZodDefault<infer Inner> ? Inner : S;

/**
 * A save's fields: each optional and without the create form's default, so that a field the save leaves
 * out keeps its stored value (a default would overwrite it: absent photos would empty the photos).
 */
function patchFields<T extends Record<string, z.ZodType>>(fields: T) {
  return Object.fromEntries(
    Object.entries(fields).map(([k, s]) => [
      k,
      (s instanceof z.ZodDefault ? (s.removeDefault() as z.ZodType) : s).optional(),
    ]),
  ) as { [K in keyof T]: z.ZodOptional<WithoutDefault<T[K]>> };
}

const idSchema = z
  .number({ error: 'required' })
  .int({ error: 'invalid' })
  .min(1, { error: 'invalid' })
  .max(2_147_483_647, {
    error: 'invalid',
  });

/** The building blocks above, for the units' records (unit-records.ts). */
export { editingFields, idSchema, patchFields, photoList, requiredText, versionSchema };

// Developers ------------------------------------------------------------------------------------------

export const developerInputSchema = z
  .object({
    name: requiredText(MAX_CATALOGUE_NAME),
    /** The logo's address; '' for none (the public page shows the name alone). */
    logo: mediaPathSchema.or(z.literal('')).default(''),
  })
  .strict();
export type DeveloperInput = z.input<typeof developerInputSchema>;
export const developerPatchSchema = z
  .object(patchFields(developerInputSchema.shape))
  .extend({ version: versionSchema })
  .strict();
export type DeveloperPatch = z.input<typeof developerPatchSchema>;

export const developerAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  compoundCount: z.number().int(),
  ...editingFields,
});
export type DeveloperAdmin = z.infer<typeof developerAdminSchema>;

// Compounds -------------------------------------------------------------------------------------------

const compoundFields = {
  /** Generated from the English name when absent; unique (409 with fields.slug = 'taken'). */
  slug: z
    .string({ error: 'invalid' })
    .trim()
    .max(MAX_SLUG, { error: 'tooLong' })
    .regex(SLUG_PATTERN, { error: 'invalid' })
    .optional(),
  name: localizedTextInput(MAX_CATALOGUE_NAME),
  location: localizedTextInput(MAX_CATALOGUE_NAME),
  region: z.enum(REGIONS, { error: 'invalid' }),
  status: z.enum(COMPOUND_STATUSES, { error: 'invalid' }),
  /** ISO date (YYYY-MM-DD) or null when not announced. */
  deliveryDate: z.iso.date({ error: 'invalid' }).nullable().default(null),
  developerId: idSchema,
  featured: z.boolean({ error: 'invalid' }).default(false),
  description: localizedTextInput(MAX_CATALOGUE_TEXT),
  specifications: localizedListInput.default({ en: [] }),
  vision: localizedTextInput(MAX_CATALOGUE_TEXT),
  /** Where it is on the coast (COAST_BOUNDS), both or neither; its units are placed there unless they have their own. */
  ...positionFields,
  /** The picture of cards and the page's head; '' until one is chosen (required to publish). */
  mainImage: mediaPathSchema.or(z.literal('')).default(''),
  /** Shown on the public page as its gallery (`gallery_images`). */
  photos: photoList.default([]),
  mainVideo: mediaPathSchema.nullable().default(null),
  videoPoster: mediaPathSchema.nullable().default(null),
  publication: z.enum(PUBLICATIONS, { error: 'invalid' }).default('draft'),
};

export const compoundInputSchema = z
  .object(compoundFields)
  .strict()
  .refine(bothOrNeitherCoordinate, { error: 'required', path: ['longitude'] });
export type CompoundInput = z.input<typeof compoundInputSchema>;

/** A save of some fields: each replaces the stored value whole (a text all three languages at once). */
export const compoundPatchSchema = z.object(patchFields(compoundFields)).extend({ version: versionSchema }).strict();
export type CompoundPatch = z.input<typeof compoundPatchSchema>;

export const compoundAdminSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: localizedTextSchema,
  region: z.enum(REGIONS),
  status: z.enum(COMPOUND_STATUSES),
  publication: z.enum(PUBLICATIONS),
  featured: z.boolean(),
  mainImage: z.string(),
  developerName: z.string(),
  unitCount: z.number().int(),
  missingLanguages: z.array(z.enum(TRANSLATED_LANGS)),
  ...editingFields,
});
export type CompoundAdminSummary = z.infer<typeof compoundAdminSummarySchema>;

export const compoundAdminSchema = compoundAdminSummarySchema.extend({
  location: localizedTextSchema,
  deliveryDate: z.string().nullable(),
  developerId: z.number().int(),
  description: localizedTextSchema,
  specifications: localizedListSchema,
  vision: localizedTextSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  photos: z.array(photoSchema),
  mainVideo: z.string().nullable(),
  videoPoster: z.string().nullable(),
});
export type CompoundAdmin = z.infer<typeof compoundAdminSchema>;

import { z } from './zod';
import {
  COMPOUND_STATUSES,
  EGYPT_BOUNDS,
  FINISHINGS,
  INSTALMENT_FREQUENCIES,
  MAX_INSTALMENTS,
  PRICE_BAND_KEYS,
  PUBLICATIONS,
  REGIONS,
  UNIT_KINDS,
  UNIT_STATUSES,
} from './constants';
import { paymentPlanIssues } from './plan-rules';

/**
 * The back office's catalogue calls (/api/admin/developers/, /api/admin/compounds/, /api/admin/units/,
 * /api/admin/audit/): what they take and what they answer. Every text a visitor reads comes in all
 * three languages; English is required, Arabic and German optional (the public site falls back to
 * English). Field errors use the same codes as the site's forms (`required`, `tooLong`, `invalid`).
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

export const AUDIT_ENTITIES = ['developer', 'compound', 'unit', 'user'] as const;
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

const coordinate = (min: number, max: number) =>
  z.number({ error: 'invalid' }).min(min, { error: 'outsideEgypt' }).max(max, { error: 'outsideEgypt' });

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
  latitude: coordinate(EGYPT_BOUNDS.minLat, EGYPT_BOUNDS.maxLat).nullable().default(null),
  longitude: coordinate(EGYPT_BOUNDS.minLng, EGYPT_BOUNDS.maxLng).nullable().default(null),
  /** The picture of cards and the page's head; '' until one is chosen (required to publish). */
  mainImage: mediaPathSchema.or(z.literal('')).default(''),
  /** Shown on the public page as its gallery (`gallery_images`). */
  photos: photoList.default([]),
  mainVideo: mediaPathSchema.nullable().default(null),
  videoPoster: mediaPathSchema.nullable().default(null),
  publication: z.enum(PUBLICATIONS, { error: 'invalid' }).default('draft'),
};

const bothOrNeitherCoordinate = (v: { latitude?: number | null; longitude?: number | null }) =>
  (v.latitude === null || v.latitude === undefined) === (v.longitude === null || v.longitude === undefined);

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

// Units -----------------------------------------------------------------------------------------------

/** The agency's code for a unit: letters, digits and - _ / . (CSV rows are matched by it). */
export const unitReferenceSchema = z
  .string({ error: 'invalid' })
  .trim()
  .min(1, { error: 'required' })
  .max(MAX_REFERENCE, { error: 'tooLong' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, { error: 'invalid' });

const count = (max: number) =>
  z.number({ error: 'required' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }).max(max, { error: 'invalid' });

/** An amount in whole US dollars, 0 or more (a down payment, an amount paid, a deposit). */
const usdAmount = z
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(0, { error: 'invalid' })
  .max(1_000_000_000, { error: 'invalid' });

/** A unit's payment plan and delivery (docs/decisions/0030-payment-plans.md): each optional, null for none. */
const paymentPlanFields = {
  downPayment: usdAmount.nullable().default(null),
  /** With `instalmentFrequency`: both or neither. */
  instalmentCount: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(MAX_INSTALMENTS, { error: 'invalid' })
    .nullable()
    .default(null),
  instalmentFrequency: z.enum(INSTALMENT_FREQUENCIES, { error: 'invalid' }).nullable().default(null),
  /** Of the price, what the seller has already paid the developer; with the down payment at most the price. */
  amountPaid: usdAmount.nullable().default(null),
  /** What is still owed to the developer, as the listing states it. */
  amountLeft: usdAmount.nullable().default(null),
  finishing: z.enum(FINISHINGS, { error: 'invalid' }).nullable().default(null),
  /** ISO date (YYYY-MM-DD) of the handover; null when the unit is ready. */
  deliveryDate: z.iso.date({ error: 'invalid' }).nullable().default(null),
  maintenanceDeposit: usdAmount.nullable().default(null),
};

const unitFields = {
  /** Drawn from a sequence ("RS-00121") when absent; unique (409 with fields.reference = 'taken'). */
  reference: unitReferenceSchema.optional(),
  title: localizedTextInput(MAX_CATALOGUE_TITLE),
  /** The unit's compound; null for a private unit. */
  compoundId: idSchema.nullable(),
  region: z.enum(REGIONS, { error: 'invalid' }),
  location: localizedTextInput(MAX_CATALOGUE_NAME),
  /** As the listing names it ("2 Bedroom Apartment"); the filter category is derived from it. */
  unitType: requiredText(MAX_UNIT_TYPE),
  kind: z.enum(UNIT_KINDS, { error: 'invalid' }),
  bedrooms: count(20),
  bathrooms: count(20),
  /** Square metres. */
  area: z.number({ error: 'required' }).positive({ error: 'invalid' }).max(100_000, { error: 'invalid' }),
  floor: z
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(-5, { error: 'invalid' })
    .max(200, { error: 'invalid' })
    .nullable()
    .default(null),
  /** Asking price in whole US dollars. */
  price: z.number({ error: 'required' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }).max(1_000_000_000, {
    error: 'invalid',
  }),
  status: z.enum(UNIT_STATUSES, { error: 'invalid' }).default('available'),
  description: localizedTextInput(MAX_CATALOGUE_TEXT),
  photos: photoList.default([]),
  /** One of the photos' addresses; '' until there is one (required to publish). */
  mainImage: mediaPathSchema.or(z.literal('')).default(''),
  publication: z.enum(PUBLICATIONS, { error: 'invalid' }).default('draft'),
  ...paymentPlanFields,
};

/**
 * A unit's plan must add up (paymentPlanIssues): checked here for a whole unit (a new one, an import row);
 * a save of some fields is checked by the API against the stored unit it changes.
 */
export const unitInputSchema = z
  .object(unitFields)
  .strict()
  .superRefine((unit, ctx) => {
    for (const { path, message } of paymentPlanIssues(unit)) ctx.addIssue({ code: 'custom', path: [path], message });
  });
export type UnitInput = z.input<typeof unitInputSchema>;

export const unitPatchSchema = z.object(patchFields(unitFields)).extend({ version: versionSchema }).strict();
export type UnitPatch = z.input<typeof unitPatchSchema>;

/** One click from the list, for one unit or a selection: status, price or publication (no version check). */
export const unitBulkChangeSchema = z
  .object({
    ids: z.array(idSchema).min(1, { error: 'required' }).max(MAX_BULK_UNITS, { error: 'tooMany' }),
    changes: z
      .object({
        status: unitFields.status.removeDefault().optional(),
        price: unitFields.price.optional(),
        publication: unitFields.publication.removeDefault().optional(),
      })
      .strict()
      .refine((c) => Object.keys(c).length > 0, { error: 'required' }),
  })
  .strict();
export type UnitBulkChange = z.input<typeof unitBulkChangeSchema>;
export const unitBulkResultSchema = z.object({ updated: z.number().int() });

export const unitAdminSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  title: localizedTextSchema,
  compoundId: z.number().int().nullable(),
  compoundName: z.string().nullable(),
  region: z.enum(REGIONS),
  unitType: z.string(),
  kind: z.enum(UNIT_KINDS),
  bedrooms: z.number().int(),
  price: z.number().int(),
  status: z.enum(UNIT_STATUSES),
  publication: z.enum(PUBLICATIONS),
  /** ISO 8601 when archived (it had inquiries when it was deleted), else null. */
  archivedAt: z.string().nullable(),
  mainImage: z.string(),
  missingLanguages: z.array(z.enum(TRANSLATED_LANGS)),
  ...editingFields,
});
export type UnitAdminSummary = z.infer<typeof unitAdminSummarySchema>;

export const unitAdminSchema = unitAdminSummarySchema.extend({
  location: localizedTextSchema,
  bathrooms: z.number().int(),
  area: z.number(),
  floor: z.number().int().nullable(),
  description: localizedTextSchema,
  photos: z.array(photoSchema),
  inquiryCount: z.number().int(),
  downPayment: z.number().int().nullable(),
  instalmentCount: z.number().int().nullable(),
  instalmentFrequency: z.enum(INSTALMENT_FREQUENCIES).nullable(),
  amountPaid: z.number().int().nullable(),
  amountLeft: z.number().int().nullable(),
  finishing: z.enum(FINISHINGS).nullable(),
  deliveryDate: z.string().nullable(),
  maintenanceDeposit: z.number().int().nullable(),
});
export type UnitAdmin = z.infer<typeof unitAdminSchema>;

// Lists -----------------------------------------------------------------------------------------------

const pageParam = z.coerce.number({ error: 'page must be a whole number' }).int().min(1).max(100_000).optional();
const pageSizeParam = z.coerce.number({ error: 'pageSize must be a whole number' }).int().min(1).max(100).optional();
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const searchParam = z.string().trim().max(100).optional();

export const developerListQuerySchema = z.object({ q: searchParam, page: pageParam, pageSize: pageSizeParam }).strict();
export type DeveloperListQuery = z.infer<typeof developerListQuerySchema>;

export const compoundListQuerySchema = z
  .object({
    q: searchParam,
    region: z.enum(REGIONS).optional(),
    status: z.enum(COMPOUND_STATUSES).optional(),
    publication: z.enum(PUBLICATIONS).optional(),
    needsTranslation: flag.optional(),
    page: pageParam,
    pageSize: pageSizeParam,
  })
  .strict();
export type CompoundListQuery = z.infer<typeof compoundListQuerySchema>;

export const unitListQuerySchema = z
  .object({
    /** Matches the title in every language and the reference. */
    q: searchParam,
    region: z.enum(REGIONS).optional(),
    /** A compound's id, or `private` for units outside any compound. */
    compound: z.union([z.literal('private'), z.coerce.number().int().min(1).max(2_147_483_647)]).optional(),
    status: z.enum(UNIT_STATUSES).optional(),
    kind: z.enum(UNIT_KINDS).optional(),
    priceBand: z.enum(PRICE_BAND_KEYS).optional(),
    publication: z.enum(PUBLICATIONS).optional(),
    needsTranslation: flag.optional(),
    /** Archived units are left out unless asked for. */
    archived: flag.optional(),
    page: pageParam,
    pageSize: pageSizeParam,
  })
  .strict();
export type UnitListQuery = z.infer<typeof unitListQuerySchema>;

export const adminPageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ count: z.number().int(), page: z.number().int(), pageSize: z.number().int(), results: z.array(item) });
export const developerAdminPageSchema = adminPageOf(developerAdminSchema);
export const compoundAdminPageSchema = adminPageOf(compoundAdminSummarySchema);
export const unitAdminPageSchema = adminPageOf(unitAdminSummarySchema);

export const catalogueIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

// Audit -----------------------------------------------------------------------------------------------

export const auditQuerySchema = z
  .object({ entity: z.enum(AUDIT_ENTITIES), id: z.coerce.number().int().min(1).max(2_147_483_647) })
  .strict();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  userName: z.string(),
  /** For each changed field: its value before and after (null where there was none). */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ results: z.array(auditEntrySchema) });

// CSV import ------------------------------------------------------------------------------------------

/** The units CSV's columns of a unit's payment plan and delivery, all optional (decision 0030). */
export const UNIT_PLAN_CSV_COLUMNS = [
  'down_payment_usd',
  'instalment_count',
  'instalment_frequency',
  'amount_paid_usd',
  'amount_left_usd',
  'finishing',
  'delivery_date',
  'maintenance_deposit_usd',
] as const;

/** The columns of the units CSV, export and import alike (an import may leave out optional ones). */
export const UNIT_CSV_COLUMNS = [
  'reference',
  'title_en',
  'title_ar',
  'title_de',
  'compound',
  'region',
  'location_en',
  'location_ar',
  'location_de',
  'unit_type',
  'kind',
  'bedrooms',
  'bathrooms',
  'area_sqm',
  'floor',
  'price_usd',
  'status',
  'publication',
  ...UNIT_PLAN_CSV_COLUMNS,
  'description_en',
  'description_ar',
  'description_de',
] as const;
export type UnitCsvColumn = (typeof UNIT_CSV_COLUMNS)[number];

/** The columns an import must have: the fields a new unit cannot do without. */
export const UNIT_CSV_REQUIRED_COLUMNS: readonly UnitCsvColumn[] = [
  'title_en',
  'compound',
  'region',
  'location_en',
  'unit_type',
  'kind',
  'bedrooms',
  'bathrooms',
  'area_sqm',
  'price_usd',
  'description_en',
];

export const importQuerySchema = z
  .object({ dry_run: z.enum(['true', 'false']).transform((v) => v === 'true') })
  .strict();

export const importRowSchema = z.object({
  /** 1-based line of the file, the header being line 1. */
  row: z.number().int(),
  reference: z.string().nullable(),
  action: z.enum(['create', 'update', 'unchanged', 'error']),
  /** The columns that would change (update) or be set (create). */
  changed: z.array(z.string()),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importResultSchema = z.object({
  dryRun: z.boolean(),
  /** False when any row has an error: then nothing was written, whatever dry_run said. */
  valid: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errorRows: z.number().int(),
  rows: z.array(importRowSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

import { z } from './zod';
import {
  FINISHINGS,
  INSTALMENT_FREQUENCIES,
  MAX_INSTALMENTS,
  PUBLICATIONS,
  REGIONS,
  UNIT_KINDS,
  UNIT_STATUSES,
} from './constants';
import { paymentPlanIssues } from './plan-rules';
import { bothOrNeitherCoordinate, positionFields } from './geo/bounds';
import {
  MAX_BULK_UNITS,
  MAX_CATALOGUE_NAME,
  MAX_CATALOGUE_TEXT,
  MAX_CATALOGUE_TITLE,
  MAX_REFERENCE,
  MAX_UNIT_TYPE,
  TRANSLATED_LANGS,
  editingFields,
  idSchema,
  localizedTextInput,
  localizedTextSchema,
  mediaPathSchema,
  patchFields,
  photoList,
  photoSchema,
  requiredText,
  versionSchema,
} from './catalogue-admin';

/**
 * The back office's unit records (/api/admin/units/, catalogue-admin.ts for the rest of the catalogue):
 * what a save takes, what the list and the form answer, a bulk change from the list, and the units'
 * CSV export and import.
 */

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
  /**
   * The unit's own position (COAST_BOUNDS), both or neither: a private unit's, or one placed apart from its
   * compound. None: the public answers give its compound's.
   */
  ...positionFields,
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
    if (!bothOrNeitherCoordinate(unit)) {
      ctx.addIssue({ code: 'custom', path: [unit.latitude === null ? 'latitude' : 'longitude'], message: 'required' });
    }
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
  /** The unit's own position; null: none (the public answers give its compound's). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type UnitAdmin = z.infer<typeof unitAdminSchema>;

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
  /** The unit's own position (decimal degrees; empty: none, the compound's is used). */
  'latitude',
  'longitude',
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

import { z } from './zod';
import { CURRENCIES, LANGS, MAX_SEARCH_LENGTH } from './constants';
import { INQUIRY_KINDS, INQUIRY_STATUSES, MAX_INQUIRY_NOTE, SPAM_REASONS } from './inquiry-request';
import { PROPERTY_TYPES } from './inquiries';

/** Back office API (/api/admin/): what it takes and what it answers. */

export const ADMIN_SESSION_COOKIE = 'admin_session';
export const ADMIN_DEFAULT_PAGE_SIZE = 20;

/** An empty query parameter (`?kind=`) means "no filter". */
const blankAsMissing = (v: unknown) => (v === '' ? undefined : v);

export const adminSignInSchema = z.object({
  email: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(200, { error: 'tooLong' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1000, { error: 'tooLong' }),
});
export type AdminSignIn = z.input<typeof adminSignInSchema>;

/** Filters of the inquiry list and the CSV export. Without a status, suspected spam is left out. */
export const adminInquiryFilterSchema = z.object({
  kind: z.preprocess(
    blankAsMissing,
    z.enum(INQUIRY_KINDS, { error: `kind must be one of ${INQUIRY_KINDS.join(', ')}` }).optional(),
  ),
  status: z.preprocess(
    blankAsMissing,
    z.enum(INQUIRY_STATUSES, { error: `status must be one of ${INQUIRY_STATUSES.join(', ')}` }).optional(),
  ),
  search: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, { error: `search must be at most ${MAX_SEARCH_LENGTH} characters` })
    .optional(),
});
export type AdminInquiryFilter = z.infer<typeof adminInquiryFilterSchema>;

const pageParam = (name: string, max: number, fallback: number) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: `${name} must be a whole number` })
      .int({ error: `${name} must be a whole number` })
      .min(1, { error: `${name} must be at least 1` })
      .max(max, { error: `${name} must be at most ${max}` })
      .default(fallback),
  );

export const adminInquiryQuerySchema = adminInquiryFilterSchema.extend({
  page: pageParam('page', 100_000, 1),
  page_size: pageParam('page_size', 100, ADMIN_DEFAULT_PAGE_SIZE),
});
export type AdminInquiryQuery = z.infer<typeof adminInquiryQuerySchema>;

export const inquirySummarySchema = z.object({
  id: z.string(),
  kind: z.enum(INQUIRY_KINDS),
  status: z.enum(INQUIRY_STATUSES),
  name: z.string(),
  /** Null when the visitor gave only a phone number (a shortlist). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** The site path the form was sent from. */
  page: z.string(),
  unitId: z.number().int().nullable(),
  /** The compound's slug (for a unit inquiry: the unit's compound, if any). */
  compoundSlug: z.string().nullable(),
  lang: z.enum(LANGS),
  currency: z.enum(CURRENCIES),
  /** The first 140 characters of the message or description. */
  summary: z.string(),
  /** What an owner offers (Sell With Us); null for other kinds. */
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  /** Why it was taken for spam when it arrived; null when it was not. */
  spamReason: z.enum(SPAM_REASONS).nullable(),
  /** How many units a shortlist links; 0 for the other kinds. */
  shortlistUnits: z.number().int().min(0),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

export const inquiryPageSchema = z.object({
  count: z.number().int(),
  results: z.array(inquirySummarySchema),
  /** How many inquiries are in the Spam view (whatever the filters), for its link in the back office. */
  spamCount: z.number().int(),
});
export type InquiryPage = z.infer<typeof inquiryPageSchema>;

/**
 * E-mail to the agency: off (no SMTP_URL when it came in), pending, sent, failed (retrying), or held
 * (suspected spam: not sent unless the agency moves it to the inbox).
 */
export const INQUIRY_EMAIL_STATES = ['pending', 'sent', 'failed', 'off', 'held'] as const;

export const inquiryDetailSchema = inquirySummarySchema.extend({
  /** Every field the visitor sent, as validated. */
  data: z.record(z.string(), z.string()),
  note: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  /** The e-mail to the agency about it (`email` stays the visitor's address). */
  delivery: z.object({
    status: z.enum(INQUIRY_EMAIL_STATES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    sentAt: z.string().nullable(),
  }),
  /** In English; null when the unit or compound no longer exists. */
  unitTitle: z.string().nullable(),
  compoundName: z.string().nullable(),
  /** A shortlist's units in the visitor's order (title and reference null when the unit is gone); [] for other kinds. */
  units: z.array(
    z.object({
      id: z.number().int(),
      title: z.string().nullable(),
      reference: z.string().nullable(),
      /** USD, today's. */
      price: z.number().nullable(),
    }),
  ),
  /** A video-call viewing's window (ISO 8601 instants) and the visitor's IANA time zone; null for other kinds. */
  videoCall: z.object({ startsAt: z.string(), endsAt: z.string(), timeZone: z.string() }).nullable(),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/** PATCH body: a new status, a note (empty clears it), or both. */
export const inquiryUpdateSchema = z
  .object({
    status: z.enum(INQUIRY_STATUSES, { error: 'invalid' }).optional(),
    note: z.string({ error: 'invalid' }).trim().max(MAX_INQUIRY_NOTE, { error: 'tooLong' }).optional(),
  })
  .strict()
  .refine((v) => v.status !== undefined || v.note !== undefined, { error: 'required', path: ['status'] });
export type InquiryUpdate = z.input<typeof inquiryUpdateSchema>;

export const inquiryIdParamsSchema = z.object({ id: z.string().max(100) });

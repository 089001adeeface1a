import { z } from './zod';
import { CURRENCIES, LANGS, MAX_UNITS_BY_IDS } from './constants';
import { contactSchema, sellWithUsSchema, shortlistInquirySchema, siteVisitSchema, videoCallSchema } from './inquiries';

/** Every form on the site sends one of these kinds to POST /api/inquiries/. */
export const INQUIRY_KINDS = [
  'contact',
  'sell-with-us',
  'unit',
  'compound',
  'site-visit',
  'shortlist',
  'video-call',
] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/**
 * How the agency works an inquiry in the back office. `spam`: it looked automated when it arrived (see
 * `automationSignal`), or the agency marked it so; it is kept out of the inbox and its e-mail, and
 * deleted after SPAM_RETENTION_DAYS unless someone moves it back.
 */
export const INQUIRY_STATUSES = ['new', 'contacted', 'closed', 'spam'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Why an inquiry was taken for a program's when it arrived. */
export const SPAM_REASONS = ['honeypot', 'too-fast'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** Suspected spam is kept this many days (for the agency to look through), then deleted. */
export const SPAM_RETENTION_DAYS = 30;

/** A form sent sooner than this after it was shown was filled in by a program, not a person. */
export const MIN_FILL_MS = 3000;
export const MAX_PAGE_PATH = 500;
export const MAX_INQUIRY_NOTE = 4000;

/**
 * A path of this site, safe to link to as it is: one `/` first, then no second `/` or `\` (which browsers
 * take for another host: `//evil.example`, `/\evil.example`), no backslash, space, control or invisible
 * formatting character anywhere (browsers drop tabs and line breaks, `/\t/evil.example` is `//evil.example`),
 * and therefore no scheme. What a browser's `location.pathname` holds is always one.
 */
export function isSameSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\\p{Cc}\p{Cf}]*$/u.test(value);
}

/**
 * The `page` a form sends: the path it was sent from, or `/` when that path is not one the API takes
 * (isSameSitePath, at most MAX_PAGE_PATH): a visitor cannot fix the address they are on, so it must never
 * keep their inquiry from being sent.
 */
export function inquiryPageOf(pathname: string): string {
  return pathname.length <= MAX_PAGE_PATH && isSameSitePath(pathname) ? pathname : '/';
}

const compoundSlug = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(100, { error: 'tooLong' })
  .regex(/^[a-z0-9-]+$/, { error: 'invalid' });

const unitId = z.number({ error: 'required' }).int({ error: 'invalid' }).positive({ error: 'invalid' });

/** A shortlist's units: 1 to MAX_UNITS_BY_IDS ids, each once, in the visitor's order. */
export const shortlistUnitIdsSchema = z
  .array(unitId.max(2_147_483_647, { error: 'invalid' }), { error: 'required' })
  .min(1, { error: 'required' })
  .max(MAX_UNITS_BY_IDS, { error: 'tooMany' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'duplicate' });

/** Where the inquiry came from and what the visitor had chosen; the same for every kind. */
const context = {
  /**
   * The site path the form was sent from, e.g. /compounds/hurghada-avenue: the back office links to it, so
   * it must be one of this site's (isSameSitePath); the forms send inquiryPageOf(location.pathname).
   */
  page: z
    .string({ error: 'invalid' })
    .trim()
    .max(MAX_PAGE_PATH, { error: 'tooLong' })
    .refine(isSameSitePath, { error: 'invalid' })
    .default('/'),
  lang: z.enum(LANGS, { error: 'invalid' }).default('en'),
  currency: z.enum(CURRENCIES, { error: 'invalid' }).default('USD'),
  /** Honeypot: a field people never see; an inquiry that fills it in is stored as suspected spam. */
  website: z.string().max(500, { error: 'tooLong' }).optional(),
  /** Milliseconds between showing the form and sending it (see MIN_FILL_MS). */
  elapsedMs: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0).max(1e10).optional(),
};

/** The body of POST /api/inquiries/: the form's own fields under `data`, validated by the form's schema. */
export const inquiryRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('contact'), data: contactSchema, ...context }),
    z.object({ kind: z.literal('sell-with-us'), data: sellWithUsSchema, ...context }),
    z.object({
      kind: z.literal('unit'),
      unitId,
      data: contactSchema,
      ...context,
    }),
    z.object({ kind: z.literal('compound'), compound: compoundSlug, data: contactSchema, ...context }),
    z.object({ kind: z.literal('site-visit'), compound: compoundSlug, data: siteVisitSchema, ...context }),
    z.object({
      kind: z.literal('shortlist'),
      unitIds: shortlistUnitIdsSchema,
      data: shortlistInquirySchema,
      ...context,
    }),
    // A video call is about a unit or a compound: exactly one of the two.
    z
      .object({
        kind: z.literal('video-call'),
        unitId: unitId.optional(),
        compound: compoundSlug.optional(),
        data: videoCallSchema,
        ...context,
      })
      .refine((v) => (v.unitId === undefined) !== (v.compound === undefined), {
        error: 'required',
        path: ['unitId'],
      }),
  ],
  { error: 'kind' },
);
export type InquiryRequest = z.input<typeof inquiryRequestSchema>;
export type ParsedInquiryRequest = z.output<typeof inquiryRequestSchema>;

/**
 * Why the request looks like a program's, or null: the honeypot is filled in, or the form was sent sooner
 * than MIN_FILL_MS after it was shown. A person can trip either (a browser that fills forms in, a click on
 * Send of a prefilled form), so such an inquiry is kept and flagged, never dropped.
 */
export function automationSignal(request: Pick<ParsedInquiryRequest, 'website' | 'elapsedMs'>): SpamReason | null {
  if (request.website?.trim()) return 'honeypot';
  if (request.elapsedMs !== undefined && request.elapsedMs < MIN_FILL_MS) return 'too-fast';
  return null;
}

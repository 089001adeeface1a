import { OFFICE_TIME_ZONE } from './locale.mjs';
import { MAX_TIME_ZONE_LENGTH, isTimeZone, todayIn } from './video-call';
import { z } from './zod';

/**
 * Form schemas shared by the site's forms and (later) the API. Messages are translation keys under
 * `form.errors` in the site's catalogues, so the visitor reads them in their language.
 */
export const FORM_LIMITS = { name: 100, email: 200, phone: 40, short: 200, message: 4000 } as const;

const required = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });

const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(FORM_LIMITS.email, { error: 'tooLong' })
  .pipe(z.email({ error: 'email' }));

/** Digits with optional +, spaces, dashes, dots and brackets; 6 to 20 digits. */
const PHONE = /^\+?[0-9 ()./-]{6,40}$/;
const phone = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(FORM_LIMITS.phone, { error: 'tooLong' })
  .refine((v) => PHONE.test(v) && (v.match(/[0-9]/g)?.length ?? 0) >= 6, { error: 'phone' });

/** Contact modal (spec section 5): name, email and message required; phone optional. */
export const contactSchema = z.object({
  name: required(FORM_LIMITS.name),
  email,
  phone: z.union([z.literal(''), phone]).optional(),
  message: required(FORM_LIMITS.message),
});
export type ContactInput = z.input<typeof contactSchema>;

/** What an owner can offer through Sell With Us (spec section 3: "the sell variant adds propertyType"). */
export const PROPERTY_TYPES = [
  'apartment',
  'studio',
  'chalet',
  'villa',
  'townhouse',
  'penthouse',
  'land',
  'other',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Sell With Us modal (spec section 5): all six fields required, and the property type (spec section 3). */
export const sellWithUsSchema = z.object({
  name: required(FORM_LIMITS.name),
  email,
  phone,
  propertyType: z.enum(PROPERTY_TYPES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalid'),
  }),
  propertyTitle: required(FORM_LIMITS.short),
  location: required(FORM_LIMITS.short),
  description: required(FORM_LIMITS.message),
});
export type SellWithUsInput = z.input<typeof sellWithUsSchema>;

/** Times of day a visitor can pick for a site visit. */
export const VISIT_TIMES = ['morning', 'afternoon', 'evening'] as const;
export type VisitTime = (typeof VISIT_TIMES)[number];
export const MAX_VISIT_PEOPLE = 20;
/** How far ahead a visit can be booked, in days. */
export const MAX_VISIT_DAYS_AHEAD = 365;

/** Today's date (YYYY-MM-DD) at the agency's office in Hurghada, where every visit takes place. */
export function officeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE }).format(now);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) => ISO_DATE.test(v) && addDays(v, 0) === v;

/** Site visit on a compound page: contact details, a preferred date after today, a time of day, how many people. */
export const siteVisitSchema = z.object({
  name: required(FORM_LIMITS.name),
  email,
  phone,
  preferredDate: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .refine(isRealDate, { error: 'date', abort: true })
    .refine((v) => v > officeToday(), { error: 'futureDate', abort: true })
    .refine((v) => v <= addDays(officeToday(), MAX_VISIT_DAYS_AHEAD), { error: 'tooFar' }),
  preferredTime: z.enum(VISIT_TIMES, { error: 'required' }),
  people: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .regex(/^\d{1,2}$/, { error: 'people', abort: true })
    .refine((v) => Number(v) >= 1 && Number(v) <= MAX_VISIT_PEOPLE, { error: 'people' }),
  message: z.string().trim().max(FORM_LIMITS.message, { error: 'tooLong' }).optional(),
});
export type SiteVisitInput = z.input<typeof siteVisitSchema>;

/** An optional field: blank (spaces only) counts as not given. */
const blankOr = (field: typeof email | typeof phone) =>
  z
    .string({ error: 'invalid' })
    .trim()
    .pipe(z.union([z.literal(''), field]))
    .optional();

const optionalMessage = z.string().trim().max(FORM_LIMITS.message, { error: 'tooLong' }).optional();

/**
 * Sending a shortlist to the agency: a name, an e-mail address or a phone number (at least one: the
 * missing one is named on both fields, `emailOrPhone`), and an optional message.
 */
export const shortlistInquirySchema = z
  .object({
    name: required(FORM_LIMITS.name),
    email: blankOr(email),
    phone: blankOr(phone),
    message: optionalMessage,
  })
  .check((ctx) => {
    const { email: mail, phone: tel } = ctx.value as { email?: unknown; phone?: unknown };
    const given = (v: unknown) => typeof v === 'string' && v.trim() !== '';
    if (given(mail) || given(tel)) return;
    for (const path of ['email', 'phone']) {
      ctx.issues.push({ code: 'custom', message: 'emailOrPhone', path: [path], input: ctx.value });
    }
  });
export type ShortlistInquiryInput = z.input<typeof shortlistInquirySchema>;

const timeZone = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(MAX_TIME_ZONE_LENGTH, { error: 'timeZone' })
  .refine(isTimeZone, { error: 'timeZone' });

/**
 * A video-call viewing of a unit or a compound: contact details, a day after today in the visitor's own
 * time zone (at most a year ahead), a time window (VIDEO_CALL_WINDOWS: hours in that zone) and the zone.
 */
export const videoCallSchema = z
  .object({
    name: required(FORM_LIMITS.name),
    email,
    phone: z.union([z.literal(''), phone]).optional(),
    preferredDate: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .refine(isRealDate, { error: 'date' }),
    preferredTime: z.enum(VISIT_TIMES, { error: 'required' }),
    timeZone,
    message: optionalMessage,
  })
  .check((ctx) => {
    const { preferredDate: date, timeZone: zone } = ctx.value as { preferredDate?: unknown; timeZone?: unknown };
    // The fields' own checks report a bad date or zone.
    if (typeof date !== 'string' || typeof zone !== 'string' || !isRealDate(date.trim()) || !isTimeZone(zone.trim()))
      return;
    const today = todayIn(zone.trim());
    if (date.trim() <= today) {
      ctx.issues.push({ code: 'custom', message: 'futureDate', path: ['preferredDate'], input: date });
    } else if (date.trim() > addDays(today, MAX_VISIT_DAYS_AHEAD)) {
      ctx.issues.push({ code: 'custom', message: 'tooFar', path: ['preferredDate'], input: date });
    }
  });
export type VideoCallInput = z.input<typeof videoCallSchema>;

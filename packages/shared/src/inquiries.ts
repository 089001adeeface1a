import { z } from 'zod';

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

/** Sell With Us modal (spec section 5): all six fields required. */
export const sellWithUsSchema = z.object({
  name: required(FORM_LIMITS.name),
  email,
  phone,
  propertyTitle: required(FORM_LIMITS.short),
  location: required(FORM_LIMITS.short),
  description: required(FORM_LIMITS.message),
});
export type SellWithUsInput = z.input<typeof sellWithUsSchema>;

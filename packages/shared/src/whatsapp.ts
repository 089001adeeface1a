import { z } from 'zod';

/**
 * WhatsApp links (issue 18, point 5; docs/decisions/0035-whatsapp.md). The agency's number comes from
 * AGENCY_WHATSAPP, written the international way (`+20 100 123 4567`); a wa.me link wants its digits
 * only: country code first, no `+`, no leading zeros, no spaces.
 */

/** E.164: at most 15 digits with the country code; no country's numbers are shorter than 8 with it. */
const DIGITS = { min: 8, max: 15 } as const;

/**
 * The digits of an international number (`+20 100 123 4567`, `+49 (30) 1234-5678`, `0020 100…`), or
 * null when it is not one: a `+` or `00` first, then digits with spaces, dots, dashes or brackets, and
 * 8 to 15 digits in all, the first not a zero.
 */
export function whatsappDigits(number: string): string | null {
  const trimmed = number.trim();
  if (!/^(\+|00)[0-9 .()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/^(\+|00)/, '').replace(/[^0-9]/g, '');
  if (digits.length < DIGITS.min || digits.length > DIGITS.max || digits.startsWith('0')) return null;
  return digits;
}

/** AGENCY_WHATSAPP as both processes' environment schemas read it: the digits of the number. */
export const whatsappNumberSchema = z.string().transform((value, ctx) => {
  const digits = whatsappDigits(value);
  if (digits === null) {
    ctx.addIssue({
      code: 'custom',
      message: `must be an international phone number with its country code (+20 100 123 4567), ${DIGITS.min} to ${DIGITS.max} digits`,
    });
    return z.NEVER;
  }
  return digits;
});

/** The wa.me link that opens a chat with `digits` (see whatsappDigits), `text` already typed in. */
export function whatsappHref(digits: string, text: string): string {
  if (!/^[1-9][0-9]{7,14}$/.test(digits)) throw new RangeError(`not the digits of a phone number: ${digits}`);
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** Where a WhatsApp link on a unit or compound page counts its click (a `ping`; no personal data). */
export const whatsappClickPath = {
  unit: (id: number) => `/api/whatsapp-clicks/units/${id}/`,
  compound: (slug: string) => `/api/whatsapp-clicks/compounds/${encodeURIComponent(slug)}/`,
};

/** How many days back the back office's "recent" figure counts, today included. */
export const WHATSAPP_RECENT_DAYS = 30;

const clickCount = z.object({
  id: z.number().int(),
  /** Every click counted. */
  total: z.number().int(),
  /** The clicks of the last WHATSAPP_RECENT_DAYS days (the office's days, today included). */
  recent: z.number().int(),
});
export type WhatsappClickCount = z.infer<typeof clickCount>;

/** GET /api/admin/whatsapp-clicks/: the units and compounds whose WhatsApp link was ever clicked. */
export const whatsappClicksSchema = z.object({
  units: z.array(clickCount),
  compounds: z.array(clickCount),
});
export type WhatsappClicks = z.infer<typeof whatsappClicksSchema>;

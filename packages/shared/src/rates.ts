import { z } from './zod';
import { CURRENCIES, type Currency } from './constants';

/** Rates per 1 USD. The spec: EUR 0.93, SAR 3.75, KWD 0.31 when the service cannot be reached. */
export const FALLBACK_RATES: Record<Currency, number> = { USD: 1, EUR: 0.93, SAR: 3.75, KWD: 0.31 };

export const ratesSchema = z.object({
  base: z.literal('USD'),
  rates: z.object({ USD: z.number(), EUR: z.number(), SAR: z.number(), KWD: z.number() }),
  source: z.enum(['live', 'fallback']),
  updatedAt: z.string().nullable(),
});
export type Rates = z.infer<typeof ratesSchema>;

/**
 * Applies an exchange-rate service's answer to the current rates (spec section 8): an answer without
 * `rates` keeps the previous values; a currency missing from it, or not a positive number, keeps its
 * previous value, so a price is never converted with a zero rate.
 */
export function mergeRates(previous: Record<Currency, number>, answer: unknown): Record<Currency, number> | null {
  if (typeof answer !== 'object' || answer === null || !('rates' in answer)) return null;
  const incoming = (answer as { rates: unknown }).rates;
  if (typeof incoming !== 'object' || incoming === null) return null;
  const next = { ...previous };
  for (const currency of CURRENCIES) {
    const value = (incoming as Record<string, unknown>)[currency];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) next[currency] = value;
  }
  next.USD = 1;
  return next;
}

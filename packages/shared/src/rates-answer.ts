import { CURRENCIES, type Currency } from './locale.mjs';
import type { Rates } from './rates';

const SOURCES: readonly string[] = ['live', 'fallback'] satisfies Rates['source'][];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the API's rates answer (`GET /api/rates/`) where zod would cost more than the answer: the
 * browser's hourly refresh of the rates, which runs on every page and would otherwise load zod's 90 KB
 * for one small object. The same rules and the same result as `ratesSchema.parse` (a property test holds
 * the two together); throws a TypeError for an answer the schema rejects.
 */
export function parseRatesAnswer(body: unknown): Rates {
  if (!isRecord(body) || body.base !== 'USD') throw new TypeError('rates: base is not USD');
  const { rates, source, updatedAt } = body;
  if (!isRecord(rates)) throw new TypeError('rates: no rates');
  const read = {} as Record<Currency, number>;
  for (const currency of CURRENCIES) {
    const rate = rates[currency];
    if (typeof rate !== 'number' || !Number.isFinite(rate)) throw new TypeError(`rates: ${currency} is not a number`);
    read[currency] = rate;
  }
  if (typeof source !== 'string' || !SOURCES.includes(source)) throw new TypeError('rates: unknown source');
  if (updatedAt !== null && typeof updatedAt !== 'string') throw new TypeError('rates: updatedAt is not a time');
  return { base: 'USD', rates: read, source: source as Rates['source'], updatedAt };
}

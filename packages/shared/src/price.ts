import type { Currency } from './constants';

const SQFT_PER_SQM = 10.7639;

/** Square metres to square feet, rounded to a whole number. */
export function sqmToSqft(sqm: number): number {
  return Math.round(sqm * SQFT_PER_SQM);
}

/**
 * A whole amount with comma thousands separators and the currency's symbol or code (spec section 9):
 * "$1,250,000", "€930", "SAR 3,750", "KWD 310". Always en-US digits, whatever the page language.
 */
export function formatMoney(amount: number, currency: Currency): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'USD' || currency === 'EUR' ? 'narrowSymbol' : 'code',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  })
    .format(Math.round(amount))
    .replace(/^([A-Z]{3})\s*/, '$1 ');
}

/** A USD amount in another currency; null when the amount or the rate is unusable (shown as N/A). */
export function convertUsd(
  amountUsd: number | null,
  currency: Currency,
  rates: Record<Currency, number>,
): number | null {
  const rate = rates[currency];
  if (amountUsd === null || !Number.isFinite(amountUsd) || amountUsd <= 0 || !(rate > 0)) return null;
  return amountUsd * rate;
}

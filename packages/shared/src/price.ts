import type { Currency } from './constants';

const SQFT_PER_SQM = 10.7639;

/** Square metres to square feet, rounded to a whole number. */
export function sqmToSqft(sqm: number): number {
  return Math.round(sqm * SQFT_PER_SQM);
}

/**
 * One formatter per currency: making an Intl.NumberFormat costs a hundred times what formatting with it
 * does, and an alert run formats tens of thousands of prices (docs/performance.md, bench:alerts).
 */
const moneyFormats = new Map<Currency, Intl.NumberFormat>();

function moneyFormat(currency: Currency): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'USD' || currency === 'EUR' ? 'narrowSymbol' : 'code',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    moneyFormats.set(currency, format);
  }
  return format;
}

/**
 * A whole amount with comma thousands separators and the currency's symbol or code (spec section 9):
 * "$1,250,000", "€930", "SAR 3,750", "KWD 310". Always en-US digits, whatever the page language.
 */
export function formatMoney(amount: number, currency: Currency): string {
  return moneyFormat(currency)
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

import 'server-only';
import { cookies } from 'next/headers';
import { currency as currencyParam } from 'next/root-params';
import {
  DEFAULT_CURRENCY,
  FALLBACK_RATES,
  PREFERENCE_COOKIES,
  type Currency,
  type Rates,
  isCurrency,
} from '@app/shared';
import { readRates } from './page-reads';
import { orFallback } from './http/server';

/**
 * The currency a page renders its prices in: a public page's is its cached variant's (the root segment
 * `[currency]`, chosen by the currency cookie in next.config.ts's rewrites); the back office, which has
 * no such segment, reads the cookie itself.
 */
export async function getCurrency(): Promise<Currency> {
  const fromPath = await currencyParam();
  if (isCurrency(fromPath)) return fromPath;
  const value = (await cookies()).get(PREFERENCE_COOKIES.currency)?.value;
  return isCurrency(value) ? value : DEFAULT_CURRENCY;
}

/**
 * The API's current rates; the spec's fallback rates if it cannot be reached (the failed call is
 * logged by the client). The browser asks again every hour.
 */
export function getPageRates(): Promise<Rates> {
  return orFallback(readRates(), {
    base: 'USD',
    rates: { ...FALLBACK_RATES },
    source: 'fallback',
    updatedAt: null,
  });
}

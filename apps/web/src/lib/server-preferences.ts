import 'server-only';
import { cookies } from 'next/headers';
import { CURRENCIES, DEFAULT_CURRENCY, FALLBACK_RATES, type Currency, type Rates, ratesSchema } from '@app/shared';
import { fetchApi, orFallback, readJson } from './api';
import { COOKIES } from './preferences';

export async function getCurrency(): Promise<Currency> {
  const value = (await cookies()).get(COOKIES.currency)?.value;
  return (CURRENCIES as readonly string[]).includes(value ?? '') ? (value as Currency) : DEFAULT_CURRENCY;
}

const RATES_PATH = '/api/rates/';

/**
 * The API's current rates (it refreshes them hourly); the spec's fallback rates if it cannot be
 * reached (the failed call is logged by fetchApi).
 */
export function getRates(): Promise<Rates> {
  return orFallback(
    fetchApi(RATES_PATH, { next: { revalidate: 300 } }).then((response) => readJson(RATES_PATH, response, ratesSchema)),
    { base: 'USD', rates: { ...FALLBACK_RATES }, source: 'fallback', updated_at: null },
  );
}

import 'server-only';
import { cookies } from 'next/headers';
import { CURRENCIES, DEFAULT_CURRENCY, FALLBACK_RATES, type Currency, type Rates, ratesSchema } from '@app/shared';
import { orFallback, serverApi } from './http/server';
import { COOKIES } from './preferences';

export async function getCurrency(): Promise<Currency> {
  const value = (await cookies()).get(COOKIES.currency)?.value;
  return (CURRENCIES as readonly string[]).includes(value ?? '') ? (value as Currency) : DEFAULT_CURRENCY;
}

const RATES_PATH = '/api/rates/';

/**
 * The API's current rates (it refreshes them hourly); the spec's fallback rates if it cannot be
 * reached (the failed call is logged by the client).
 */
export function getRates(): Promise<Rates> {
  return orFallback(serverApi.call(RATES_PATH, ratesSchema, { init: { next: { revalidate: 300 } } }), {
    base: 'USD',
    rates: { ...FALLBACK_RATES },
    source: 'fallback',
    updated_at: null,
  });
}

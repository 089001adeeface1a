import 'server-only';
import { cookies } from 'next/headers';
import {
  DEFAULT_CURRENCY,
  FALLBACK_RATES,
  PREFERENCE_COOKIES,
  type Currency,
  type Rates,
  isCurrency,
  ratesSchema,
} from '@app/shared';
import { orFallback, serverApi } from './http/server';

export async function getCurrency(): Promise<Currency> {
  const value = (await cookies()).get(PREFERENCE_COOKIES.currency)?.value;
  return isCurrency(value) ? value : DEFAULT_CURRENCY;
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
    updatedAt: null,
  });
}

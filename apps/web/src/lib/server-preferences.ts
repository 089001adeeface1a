import 'server-only';
import { cookies } from 'next/headers';
import { CURRENCIES, DEFAULT_CURRENCY, FALLBACK_RATES, type Currency, type Rates, ratesSchema } from '@app/shared';
import { requestTracing } from './api';
import { API_URL } from './env';
import { COOKIES } from './preferences';

export async function getCurrency(): Promise<Currency> {
  const value = (await cookies()).get(COOKIES.currency)?.value;
  return (CURRENCIES as readonly string[]).includes(value ?? '') ? (value as Currency) : DEFAULT_CURRENCY;
}

/** The API's current rates (it refreshes them hourly); the spec's fallback rates if it cannot be reached. */
export async function getRates(): Promise<Rates> {
  try {
    const response = await fetch(`${API_URL}/api/rates/`, {
      next: { revalidate: 300 },
      headers: await requestTracing(),
    });
    if (!response.ok) throw new Error(String(response.status));
    return ratesSchema.parse(await response.json());
  } catch {
    return { base: 'USD', rates: { ...FALLBACK_RATES }, source: 'fallback', updated_at: null };
  }
}

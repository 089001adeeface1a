'use client';

import { useQuery } from '@tanstack/react-query';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { CURRENCIES, type Currency, PREFERENCE_COOKIES, type Rates, STORAGE_KEYS } from '@app/shared';
import { browserApi, lazySchema } from '@/lib/http/browser';
import { syncStoredChoice, writePreferenceCookie, writeStorage } from '@/lib/preferences';

const ONE_HOUR = 60 * 60 * 1000;

interface CurrencyState {
  currency: Currency;
  rates: Rates['rates'];
  setCurrency(currency: Currency): void;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

// The schema (and zod with it) loads only when the hourly refresh runs: the first paint has the server's rates.
const ratesAnswer = lazySchema(async () => (await import('@app/shared')).ratesSchema);

function fetchRates(): Promise<Rates> {
  return browserApi.call('/api/rates/', ratesAnswer);
}

/**
 * The visitor's currency and the rates, first from the server (cookie and API, so the first byte
 * already shows converted prices), then kept fresh: rates are fetched again every hour.
 */
export function CurrencyProvider({
  initialCurrency,
  initialRates,
  children,
}: {
  initialCurrency: Currency;
  initialRates: Rates;
  children: ReactNode;
}) {
  const [currency, setState] = useState<Currency>(initialCurrency);
  const { data } = useQuery({
    queryKey: ['rates'],
    queryFn: fetchRates,
    initialData: initialRates,
    refetchInterval: ONE_HOUR,
  });

  const setCurrency = useCallback((next: Currency) => {
    setState(next);
    writeStorage(STORAGE_KEYS.currency, next);
    writePreferenceCookie(PREFERENCE_COOKIES.currency, next);
  }, []);

  // localStorage is the spec's record of the choice: restored when the cookie is gone (see syncStoredChoice).
  useEffect(() => {
    const stored = syncStoredChoice(STORAGE_KEYS.currency, PREFERENCE_COOKIES.currency, CURRENCIES, initialCurrency);
    // A one-time sync from an external store the server cannot read (localStorage) after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored) setCurrency(stored);
  }, [initialCurrency, setCurrency]);

  const value = useMemo(() => ({ currency, rates: data.rates, setCurrency }), [currency, data.rates, setCurrency]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error('useCurrency outside CurrencyProvider');
  return state;
}

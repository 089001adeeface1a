'use client';

import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  CURRENCIES,
  type Currency,
  DATA_STALE_SECONDS,
  PREFERENCE_COOKIES,
  type Rates,
  STORAGE_KEYS,
} from '@app/shared';
import { syncStoredChoice, writePreferenceCookie, writeStorage } from '@/lib/preferences';

const ONE_HOUR = 60 * 60 * 1000;

interface CurrencyState {
  currency: Currency;
  rates: Rates['rates'];
  setCurrency(currency: Currency): void;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

/**
 * The API client and the answer's reader load only when a refresh runs: the page has the server's rates.
 * The reader is zod-free (parseRatesAnswer): zod and the shared schemas would be 100 KB for one object.
 */
async function fetchRates(): Promise<Rates> {
  const [{ browserApi }, { parseRatesAnswer }] = await Promise.all([
    import('@/lib/http/browser'),
    import('@app/shared/rates-answer'),
  ]);
  return browserApi.call('/api/rates/', { parse: parseRatesAnswer });
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
  const [rates, setRates] = useState(initialRates.rates);

  // Kept fresh with plain timers rather than a query library: this runs on every page, and most pages
  // fetch nothing else. A cached page may carry the fallback rates (the API had none when it was
  // rendered): then at once; every hour after that; and when the visitor comes back to a tab left for
  // longer than the data's freshness.
  useEffect(() => {
    let live = true;
    let fetchedAt = Date.now();
    const refresh = () => {
      fetchedAt = Date.now();
      fetchRates().then(
        (next) => live && setRates(next.rates),
        // The last rates stay, so prices keep showing; the site's server logged the call that failed.
        () => undefined,
      );
    };
    if (initialRates.source !== 'live') refresh();
    const timer = window.setInterval(refresh, ONE_HOUR);
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - fetchedAt > DATA_STALE_SECONDS * 1000) refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [initialRates.source]);

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

  const value = useMemo(() => ({ currency, rates, setCurrency }), [currency, rates, setCurrency]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error('useCurrency outside CurrencyProvider');
  return state;
}

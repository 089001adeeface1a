/** Names of what the browser keeps (spec section 3), shared by the server (cookies) and the client (localStorage). */
export const STORAGE_KEYS = { lang: 'lang', currency: 'selectedCurrency' } as const;
export const COOKIES = { lang: 'lang', currency: 'currency' } as const;
const ONE_YEAR = 60 * 60 * 24 * 365;

/** Writes a preference cookie so that the server renders the next page with it from the first byte. */
export function writePreferenceCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * The choice kept in localStorage (the spec's record) that this page should adopt, if any. Every choice
 * writes both the cookie and localStorage, so a cookie that is present is the newer record (it may also
 * come from a ?lang= address, see proxy.ts, before this page's effect had a chance to update storage);
 * the stored choice wins only when the browser has no cookie for it (a first visit after the cookie
 * expired or was cleared).
 */
export function storedChoiceToAdopt<T extends string>(
  key: string,
  cookie: string,
  allowed: readonly T[],
  current: T,
): T | undefined {
  const stored = readStorage(key);
  if (hasCookie(cookie) || !stored || stored === current) return undefined;
  return (allowed as readonly string[]).includes(stored) ? (stored as T) : undefined;
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* private mode: the cookie still carries the choice */
  }
}

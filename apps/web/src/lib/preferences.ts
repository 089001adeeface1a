/** Names of what the browser keeps (spec section 3), shared by the server (cookies) and the client (localStorage). */
export const STORAGE_KEYS = { lang: 'lang', currency: 'selectedCurrency' } as const;
export const COOKIES = { lang: 'lang', currency: 'currency' } as const;
const ONE_YEAR = 60 * 60 * 24 * 365;

/** Writes a preference cookie so that the server renders the next page with it from the first byte. */
export function writePreferenceCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
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

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Writes a preference cookie so that the server renders the next page with it from the first byte. */
export function writePreferenceCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

/** A cookie's value (percent-decoded where it can be: a malformed escape is kept as it is, not thrown). */
export function readCookie(name: string): string | undefined {
  // Three cookies at most are ours to read, by exact name: no parser library on every page for that.
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * Brings a choice kept in the browser into step, on a page's first load. Every choice writes both the
 * cookie (which selects the page's cached variant) and localStorage (the spec's record). So a valid
 * cookie is the latest choice: localStorage takes its value (the cookie's, not the rendered one: the
 * visitor may already have chosen again on this page). Without one (the cookie expired or was
 * cleared), a valid stored choice other than the page's is returned for the caller to adopt.
 */
export function syncStoredChoice<T extends string>(
  key: string,
  cookie: string,
  allowed: readonly T[],
  current: T,
): T | undefined {
  const valid = (value: string | null | undefined): value is T =>
    value !== null && value !== undefined && (allowed as readonly string[]).includes(value);
  const fromCookie = readCookie(cookie);
  const stored = readStorage(key);
  if (!valid(fromCookie) && valid(stored) && stored !== current) return stored;
  writeStorage(key, valid(fromCookie) ? fromCookie : current);
  return undefined;
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

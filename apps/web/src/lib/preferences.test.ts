import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGS, PREFERENCE_COOKIES, STORAGE_KEYS } from '@app/shared';
import { syncStoredChoice } from './preferences';

const KEY = STORAGE_KEYS.lang;
const COOKIE = PREFERENCE_COOKIES.lang;
const OTHER = PREFERENCE_COOKIES.currency;

/** The browser as the page's first effect finds it: its cookies and its localStorage (returned, live). */
function browser(cookie: string, stored: Record<string, string>) {
  const storage = { ...stored };
  vi.stubGlobal('document', { cookie });
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage[key] ?? null,
      setItem: (key: string, value: string) => (storage[key] = value),
    },
  });
  return storage;
}

afterEach(() => vi.unstubAllGlobals());

describe('syncStoredChoice', () => {
  it('returns the stored language to restore when the browser has no language cookie', () => {
    const storage = browser(`${OTHER}=EUR`, { [KEY]: 'de' });
    expect(syncStoredChoice(KEY, COOKIE, LANGS, 'en')).toBe('de');
    expect(storage[KEY]).toBe('de');
  });

  it('keeps the cookie, which a ?lang= address may have set after the stored language', () => {
    // /about?lang=en left before it hydrated: the cookie says en, localStorage still says de.
    const storage = browser(`${OTHER}=EUR; ${COOKIE}=en`, { [KEY]: 'de' });
    expect(syncStoredChoice(KEY, COOKIE, LANGS, 'en')).toBeUndefined();
    expect(storage[KEY]).toBe('en');
  });

  it("stores the cookie's value, not the rendered one, when the visitor chose again before this ran", () => {
    // The page rendered in en; a choice of ar during hydration wrote the cookie and localStorage.
    const storage = browser(`${COOKIE}=ar`, { [KEY]: 'ar' });
    expect(syncStoredChoice(KEY, COOKIE, LANGS, 'en')).toBeUndefined();
    expect(storage[KEY]).toBe('ar');
  });

  it('does not mistake a cookie whose name only ends in the key for it', () => {
    const storage = browser(`x${COOKIE}=en`, { [KEY]: 'ar' });
    expect(syncStoredChoice(KEY, COOKIE, LANGS, 'en')).toBe('ar');
    expect(storage[KEY]).toBe('ar');
  });

  it("stores the page's language when nothing valid is stored", () => {
    for (const stored of [{ [KEY]: 'fr' }, {}] as Record<string, string>[]) {
      const storage = browser('', stored);
      expect(syncStoredChoice(KEY, COOKIE, LANGS, 'de')).toBeUndefined();
      expect(storage[KEY]).toBe('de');
    }
  });

  it('treats a cookie that is not a language as no cookie', () => {
    browser(`${COOKIE}=fr`, { [KEY]: 'en' });
    expect(syncStoredChoice(KEY, COOKIE, LANGS, 'de')).toBe('en');
  });

  it('treats a cookie with a broken percent escape as no cookie, without throwing', () => {
    browser('lang=%E0%A4%A; currency=EUR', { lang: 'ar' });
    expect(syncStoredChoice('lang', 'lang', LANGS, 'en')).toBe('ar');
  });
});

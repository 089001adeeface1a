import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGS } from '@app/shared';
import { storedChoiceToAdopt } from './preferences';

/** The browser as the page's first effect finds it: its cookies and its localStorage. */
function browser(cookie: string, storage: Record<string, string>) {
  vi.stubGlobal('document', { cookie });
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => storage[key] ?? null } });
}

afterEach(() => vi.unstubAllGlobals());

describe('storedChoiceToAdopt', () => {
  it('restores the stored language when the browser has no language cookie', () => {
    browser('currency=EUR', { lang: 'de' });
    expect(storedChoiceToAdopt('lang', 'lang', LANGS, 'en')).toBe('de');
  });

  it('keeps the language of the cookie, which a ?lang= address may have set after the stored one', () => {
    // /about?lang=en left before it hydrated: the cookie says en, localStorage still says de.
    browser('currency=EUR; lang=en', { lang: 'de' });
    expect(storedChoiceToAdopt('lang', 'lang', LANGS, 'en')).toBeUndefined();
  });

  it('does not mistake a cookie whose name only ends in the key for it', () => {
    browser('xlang=en', { lang: 'ar' });
    expect(storedChoiceToAdopt('lang', 'lang', LANGS, 'en')).toBe('ar');
  });

  it('ignores a stored value that is not one of the choices, or that the page already shows', () => {
    browser('', { lang: 'fr' });
    expect(storedChoiceToAdopt('lang', 'lang', LANGS, 'en')).toBeUndefined();
    browser('', { lang: 'en' });
    expect(storedChoiceToAdopt('lang', 'lang', LANGS, 'en')).toBeUndefined();
    browser('', {});
    expect(storedChoiceToAdopt('lang', 'lang', LANGS, 'en')).toBeUndefined();
  });
});

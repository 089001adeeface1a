'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { DEFAULT_LANG, type Lang, PREFERENCE_COOKIES, STORAGE_KEYS, isLang } from '@app/shared';
import { readCookie, readStorage, writePreferenceCookie, writeStorage } from '@/lib/preferences';
import { addressIn } from './language-switcher';

/**
 * The page's language is the visitor's choice: kept in localStorage.lang (the spec) and the cookie. One
 * exception: a choice kept only in localStorage (the cookie expired or was cleared) of another language
 * than English, on a plain (English) address, sends the visitor to the same page in their language.
 */
export function LanguageSync() {
  const pageLang = useLocale() as Lang;
  useEffect(() => {
    const cookie = readCookie(PREFERENCE_COOKIES.lang);
    const stored = readStorage(STORAGE_KEYS.lang);
    if (!isLang(cookie) && isLang(stored) && stored !== DEFAULT_LANG && pageLang === DEFAULT_LANG) {
      writePreferenceCookie(PREFERENCE_COOKIES.lang, stored);
      window.location.replace(addressIn(stored, window.location));
      return;
    }
    if (cookie !== pageLang) writePreferenceCookie(PREFERENCE_COOKIES.lang, pageLang);
    if (stored !== pageLang) writeStorage(STORAGE_KEYS.lang, pageLang);
  }, [pageLang]);
  return null;
}

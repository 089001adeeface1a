'use client';

import { useLocale, useTranslations } from 'next-intl';
import { LANGS, type Lang, PREFERENCE_COOKIES, STORAGE_KEYS } from '@app/shared';
import { writePreferenceCookie, writeStorage } from '@/lib/preferences';
import { pathInLang, splitLangPath } from '@/lib/routing/variants';

/** The address of the page being shown in another language: same page, query and fragment. */
export function addressIn(lang: Lang, location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${pathInLang(splitLangPath(location.pathname).path, lang)}${location.search}${location.hash}`;
}

/**
 * Keeps the choice in localStorage.lang (the spec) and the cookie (which sends plain addresses to the
 * visitor's language, next.config.ts), then opens the same page at its address in that language.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const locale = useLocale() as Lang;
  const t = useTranslations('preferences');

  const choose = (lang: Lang) => {
    writeStorage(STORAGE_KEYS.lang, lang);
    writePreferenceCookie(PREFERENCE_COOKIES.lang, lang);
    window.location.assign(addressIn(lang, window.location));
  };

  return (
    <label className={`flex items-center gap-2 text-sm ${className}`}>
      <span className="sr-only">{t('language')}</span>
      <svg viewBox="0 0 24 24" className="h-5 w-5 text-slate-500" aria-hidden="true">
        <path
          d="M12 3a9 9 0 100 18 9 9 0 000-18zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18C9.5 5.4 8.2 8.4 8.2 12s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <select
        value={locale}
        onChange={(e) => choose(e.target.value as Lang)}
        className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {LANGS.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`languages.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

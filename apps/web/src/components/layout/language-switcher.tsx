'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useTransition } from 'react';
import { LANGS, type Lang, PREFERENCE_COOKIES, STORAGE_KEYS } from '@app/shared';
import { syncStoredChoice, writePreferenceCookie, writeStorage } from '@/lib/preferences';

/** Sets the language in localStorage.lang (the spec) and a cookie, then re-renders the page on the server in it. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const locale = useLocale() as Lang;
  const t = useTranslations('preferences');
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const choose = (lang: Lang) => {
    writeStorage(STORAGE_KEYS.lang, lang);
    writePreferenceCookie(PREFERENCE_COOKIES.lang, lang);
    startTransition(() => router.refresh());
  };

  // A choice stored by an earlier visit whose cookie is gone is restored (see syncStoredChoice).
  useEffect(() => {
    const stored = syncStoredChoice(STORAGE_KEYS.lang, PREFERENCE_COOKIES.lang, LANGS, locale);
    if (stored) {
      writePreferenceCookie(PREFERENCE_COOKIES.lang, stored);
      router.refresh();
    }
    // Only on first load: later changes go through choose().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
        disabled={pending}
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

import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LANG, LANGS } from '@app/shared';

/**
 * English at the plain addresses, Arabic and German under /ar and /de (docs/decisions/0026). No
 * next-intl middleware runs: next.config.ts maps the addresses to the cached variants, and the site
 * keeps the visitor's choice in its own cookie (PREFERENCE_COOKIES.lang), so next-intl's is off.
 */
export const routing = defineRouting({
  locales: LANGS,
  defaultLocale: DEFAULT_LANG,
  localePrefix: 'as-needed',
  localeCookie: false,
  alternateLinks: false,
});

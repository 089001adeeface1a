import { cookies } from 'next/headers';
import { lang as langParam } from 'next/root-params';
import { type GetRequestConfigParams, getRequestConfig } from 'next-intl/server';
import { logger } from '@/lib/logger';
import { PREFERENCE_COOKIES, isLang } from '@app/shared';
import { messageFallback, toLang } from './config';

/**
 * A public page's language is its address's (the root segment `[lang]`, so the page can be cached);
 * the back office, which has no such segment, speaks the visitor's chosen language (the cookie).
 */
async function requestLang(params: GetRequestConfigParams) {
  // A public page never reads the cookie (that would make it dynamic), not even when its address
  // names the language in capitals (`/AR/story`, which its layout sends to `/ar`).
  const fromPath = await langParam();
  if (fromPath !== undefined) return toLang(fromPath.toLowerCase());
  // `requestLocale` is a getter that reads the request headers: asked only outside the public pages.
  const requested = await params.requestLocale;
  if (isLang(requested)) return requested;
  return toLang((await cookies()).get(PREFERENCE_COOKIES.lang)?.value);
}

export default getRequestConfig(async (params) => {
  const locale = await requestLang(params);
  const [common, islands, pages, lists, forms, media, publicCatalogue] = await Promise.all([
    import(`../messages/${locale}.json`),
    // The inquiry forms' and dialogs' texts: the browser gets them with the forms' code (island-messages.tsx).
    import(`../messages/islands/${locale}.json`),
    import(`../messages/pages/${locale}.json`),
    // The back office's catalogue: its lists, its forms, its photo and video editor, and what the public
    // pages add for it; one file each, each under its own top-level keys.
    import(`../messages/catalogue/lists.${locale}.json`),
    import(`../messages/catalogue/forms.${locale}.json`),
    import(`../messages/catalogue/media.${locale}.json`),
    import(`../messages/catalogue/public.${locale}.json`),
  ]);
  return {
    locale,
    messages: {
      ...common.default,
      ...islands.default,
      ...pages.default,
      ...lists.default,
      ...forms.default,
      ...media.default,
      ...publicCatalogue.default,
    },
    getMessageFallback: messageFallback,
    // The visitor sees the key itself (the spec); the team gets a line naming it and the language.
    onError: (error) => logger.warn({ err: error, code: error.code, locale }, 'translation failed'),
  };
});

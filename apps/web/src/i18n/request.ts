import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { requestLogger } from '@/lib/logger';
import { PREFERENCE_COOKIES } from '@app/shared';
import { messageFallback, toLang } from './config';

export default getRequestConfig(async () => {
  const locale = toLang((await cookies()).get(PREFERENCE_COOKIES.lang)?.value);
  const [common, pages, lists, forms, media, publicCatalogue, log] = await Promise.all([
    import(`../messages/${locale}.json`),
    import(`../messages/pages/${locale}.json`),
    // The back office's catalogue: its lists, its forms, its photo and video editor, and what the public
    // pages add for it; one file each, each under its own top-level keys.
    import(`../messages/catalogue/lists.${locale}.json`),
    import(`../messages/catalogue/forms.${locale}.json`),
    import(`../messages/catalogue/media.${locale}.json`),
    import(`../messages/catalogue/public.${locale}.json`),
    requestLogger(),
  ]);
  return {
    locale,
    messages: {
      ...common.default,
      ...pages.default,
      ...lists.default,
      ...forms.default,
      ...media.default,
      ...publicCatalogue.default,
    },
    getMessageFallback: messageFallback,
    // The visitor sees the key itself (the spec); the team gets a line naming it and the language.
    onError: (error) => log.warn({ err: error, code: error.code, locale }, 'translation failed'),
  };
});

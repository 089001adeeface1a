import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { requestLogger } from '@/lib/logger';
import { PREFERENCE_COOKIES } from '@app/shared';
import { messageFallback, toLang } from './config';

export default getRequestConfig(async () => {
  const locale = toLang((await cookies()).get(PREFERENCE_COOKIES.lang)?.value);
  const [common, pages, log] = await Promise.all([
    import(`../messages/${locale}.json`),
    import(`../messages/pages/${locale}.json`),
    requestLogger(),
  ]);
  return {
    locale,
    messages: { ...common.default, ...pages.default },
    getMessageFallback: messageFallback,
    // The visitor sees the key itself (the spec); the team gets a line naming it and the language.
    onError: (error) => log.warn({ err: error, code: error.code, locale }, 'translation failed'),
  };
});

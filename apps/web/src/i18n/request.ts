import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LANG_COOKIE, messageFallback, toLang } from './config';

export default getRequestConfig(async () => {
  const locale = toLang((await cookies()).get(LANG_COOKIE)?.value);
  const [common, pages] = await Promise.all([
    import(`../messages/${locale}.json`),
    import(`../messages/pages/${locale}.json`),
  ]);
  return {
    locale,
    messages: { ...common.default, ...pages.default },
    getMessageFallback: messageFallback,
    onError: () => {},
  };
});

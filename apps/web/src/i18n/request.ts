import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LANG_COOKIE, toLang } from './config';

export default getRequestConfig(async () => {
  const locale = toLang((await cookies()).get(LANG_COOKIE)?.value);
  const [common, pages] = await Promise.all([
    import(`../messages/${locale}.json`),
    import(`../messages/pages/${locale}.json`),
  ]);
  return {
    locale,
    messages: { ...common.default, ...pages.default },
    // The spec: an unknown key shows the key itself.
    getMessageFallback: ({ namespace, key }) => (namespace ? `${namespace}.${key}` : key),
    onError: () => {},
  };
});

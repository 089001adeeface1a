import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LANG_COOKIE, toLang } from './config';

export default getRequestConfig(async () => {
  const locale = toLang((await cookies()).get(LANG_COOKIE)?.value);
  const messages = (await import(`../messages/${locale}.json`)).default;
  return {
    locale,
    messages,
    // The spec: an unknown key shows the key itself.
    getMessageFallback: ({ namespace, key }) => (namespace ? `${namespace}.${key}` : key),
    onError: () => {},
  };
});

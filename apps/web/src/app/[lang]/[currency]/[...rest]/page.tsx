import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { toLang } from '@/i18n/config';

/** The spec: any other path redirects to the home page (in the address's language). */
export default async function UnknownPath(): Promise<never> {
  return redirect({ href: '/', locale: toLang(await getLocale()) });
}

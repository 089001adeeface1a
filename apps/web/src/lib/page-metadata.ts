import 'server-only';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { toLang } from '@/i18n/config';
import { type PageSeo, pageMetadata } from './seo';

/** A page's metadata (see pageMetadata) in the language the page renders in. */
export async function metadataFor(input: Omit<PageSeo, 'lang' | 'siteName'>): Promise<Metadata> {
  const lang = toLang(await getLocale());
  const brand = await getTranslations('brand');
  return pageMetadata({ ...input, lang, siteName: brand('name') });
}

/** A page of the visitor's own (their shortlist, their comparison): for people, not for search engines. */
export async function visitorPageMetadata(page: Parameters<typeof metadataFor>[0]): Promise<Metadata> {
  return { ...(await metadataFor(page)), robots: { index: false, follow: true } };
}

import type { Metadata } from 'next';
import { LANGS, type Lang } from '@app/shared';
import { pathInLang } from './routing/variants';

/** Open Graph locale of each language (the agency's markets: English, Egypt's Arabic, German). */
const OG_LOCALES: Record<Lang, string> = { en: 'en_US', ar: 'ar_EG', de: 'de_DE' };

/** The site-wide picture for pages without a listing picture of their own (1200 x 630). */
const DEFAULT_OG_IMAGE = { url: '/og-default.jpg', width: 1200, height: 630 };

/** Query parameters a page's address keeps in its canonical form (anything else, e.g. sort, is dropped). */
export type CanonicalQuery = Record<string, string | number | undefined | null>;

/**
 * The address of a page in one language: English at the plain path, Arabic and German under `/ar` and
 * `/de` (docs/decisions/0026), with the query parameters a canonical address keeps, in a fixed order.
 */
export function localizedPath(path: string, lang: Lang, query: CanonicalQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  const address = pathInLang(path, lang);
  return qs ? `${address}?${qs}` : address;
}

/** The canonical address of the page as rendered, and its hreflang alternates in every language. */
export function alternatesFor(
  path: string,
  lang: Lang,
  query: CanonicalQuery = {},
): { canonical: string; languages: Record<string, string> } {
  const languages: Record<string, string> = {};
  for (const l of LANGS) languages[l] = localizedPath(path, l, query);
  languages['x-default'] = localizedPath(path, 'en', query);
  return { canonical: localizedPath(path, lang, query), languages };
}

/** Cuts a text to at most `max` characters at a word boundary, with an ellipsis when it was cut. */
export function truncate(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:·-]+$/, '')}…`;
}

export type PageSeo = {
  /** The path of the page without language, e.g. `/compounds/hurghada-avenue`. */
  path: string;
  lang: Lang;
  /** The agency's name in the page's language (Open Graph site name). */
  siteName: string;
  title: string;
  description: string;
  /** A picture under the site (e.g. `/media/…`) or an absolute URL; the site-wide picture otherwise. */
  image?: { url: string; alt: string; width?: number; height?: number } | undefined;
  query?: CanonicalQuery;
  /** Title without the site-name template (the home page's title already says it). */
  absoluteTitle?: boolean;
  ogType?: 'website' | 'article';
};

/**
 * Title, description, canonical and hreflang links, Open Graph and Twitter card of a page, in the
 * page's language. Relative addresses are made absolute with the root layout's metadataBase.
 */
export function pageMetadata({
  path,
  lang,
  siteName,
  title,
  description,
  image,
  query = {},
  absoluteTitle = false,
  ogType = 'website',
}: PageSeo): Metadata {
  const alternates = alternatesFor(path, lang, query);
  const picture = image ?? { ...DEFAULT_OG_IMAGE, alt: title };
  const images = [
    {
      url: picture.url,
      alt: picture.alt,
      ...(picture.width ? { width: picture.width } : {}),
      ...(picture.height ? { height: picture.height } : {}),
    },
  ];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates,
    openGraph: {
      type: ogType,
      siteName,
      title,
      description,
      url: alternates.canonical,
      locale: OG_LOCALES[lang],
      alternateLocale: LANGS.filter((l) => l !== lang).map((l) => OG_LOCALES[l]),
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}

/** An absolute URL for a site path (JSON-LD and the sitemap need absolute addresses). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

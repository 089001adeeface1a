import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { type ReactNode, Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { REGIONS, isCurrency, isLang } from '@app/shared';
import '../../globals.css';
import { Document } from '@/components/layout/document';
import { toLang } from '@/i18n/config';
import { pathInLang } from '@/lib/routing/variants';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { LanguageSync } from '@/components/layout/language-sync';
import { RouteScroll } from '@/components/layout/route-scroll';
import { agentJsonLd } from '@/components/layout/agent';
import { JsonLd } from '@/components/seo/json-ld';
import { LazyInquiryModals } from '@/features/inquiries/components/lazy-inquiry-modals';
import { env } from '@/lib/env';
import { whatsappLink } from '@/lib/whatsapp';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ lang: string; currency: string }> };

/**
 * Every page is rendered on its first request, per language and currency, and kept in Next's cache
 * until the catalogue data it read changes (docs/decisions/0026): nothing is rendered at build, when the
 * API is not there to ask.
 */
export function generateStaticParams(): { lang: string; currency: string }[] {
  return [];
}

/** Defaults for every page: the site's address, the title template, the icon; pages add their own. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations('metadata');
  const brand = (await getTranslations('brand'))('name');
  const defaults = pageMetadata({
    path: '/',
    lang,
    siteName: brand,
    title: t('homeTitle'),
    description: t('homeDescription'),
  });
  // Pages set their own address; a page that does not (an error) gets no og:url rather than the home page's.
  const { url: _url, ...openGraph } = defaults.openGraph ?? {};
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: t('homeTitle'), template: `%s | ${brand}` },
    description: t('homeDescription'),
    openGraph,
    twitter: defaults.twitter,
    // A 0.4 kB vector icon for browsers; the 512 px picture for home screens.
    icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }], apple: '/icon.png' },
  };
}

/** The public site: navbar, page, footer and the inquiry modals, in the address's language and currency. */
export default async function SiteLayout({ params, children }: Props & { children: ReactNode }) {
  const { lang, currency } = await params;
  // Internal addresses only come from next.config.ts's rewrites, and redirects.ts sends the other
  // spellings home before them. What still gets here is a language in capitals (`/AR/story`: Next
  // matches the rewrites without regard to case): the spec's home page, in that language.
  if (!isLang(lang) || !isCurrency(currency)) redirect(pathInLang('/', toLang(lang.toLowerCase())));
  const t = await getTranslations('nav');
  const meta = await getTranslations('metadata');
  const region = await getTranslations('region');
  const brand = await getTranslations('brand');
  return (
    <Document
      part="site"
      head={
        <>
          <JsonLd
            data={agentJsonLd({
              siteUrl: env().SITE_URL,
              name: brand('name'),
              description: meta('homeDescription'),
              areas: REGIONS.map((r) => region(r)),
            })}
          />
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
          >
            {t('skipToContent')}
          </a>
        </>
      }
    >
      {/* It reads the query (useSearchParams): a boundary keeps cached pages whole. */}
      <Suspense fallback={null}>
        <RouteScroll />
      </Suspense>
      <LanguageSync />
      <Navbar />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <LazyInquiryModals whatsapp={await whatsappLink({ kind: 'contact' }, lang)} />
    </Document>
  );
}

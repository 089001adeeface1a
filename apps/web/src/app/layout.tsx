import type { Metadata } from 'next';
import { type ReactNode, Suspense } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { REGIONS } from '@app/shared';
import '@fontsource-variable/inter/wght.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import './globals.css';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { CurrencyProvider } from '@/components/currency/currency-context';
import { ModalProvider } from '@/components/layout/modal-context';
import { RouteScroll } from '@/components/layout/route-scroll';
import { SiteChrome } from '@/components/layout/site-chrome';
import { agentJsonLd } from '@/components/layout/agent';
import { JsonLd } from '@/components/seo/json-ld';
import { LazyInquiryModals } from '@/features/inquiries/components/lazy-inquiry-modals';
import { clientMessages, toLang } from '@/i18n/config';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/seo';
import { getCurrency, getRates } from '@/lib/server-preferences';
import { Providers } from './providers';

/** Defaults for every page: the site's address, the title template, the icon; pages add their own. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('metadata');
  const brand = (await getTranslations('brand'))('name');
  const defaults = pageMetadata({
    path: '/',
    lang: toLang(await getLocale()),
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

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations('nav');
  const meta = await getTranslations('metadata');
  const region = await getTranslations('region');
  const brand = await getTranslations('brand');
  const [currency, rates, messages] = await Promise.all([getCurrency(), getRates(), getMessages()]);
  return (
    // The spec keeps every language left-to-right (docs/decisions/0005-always-left-to-right.md).
    <html lang={locale} dir="ltr">
      <body className="flex min-h-screen flex-col">
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
        {/* Only the texts client components read: long page texts stay out of every page's payload. */}
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <Providers>
            <CurrencyProvider initialCurrency={currency} initialRates={rates}>
              <ModalProvider>
                {/* It reads the query (useSearchParams): a boundary keeps static pages static. */}
                <Suspense fallback={null}>
                  <RouteScroll />
                </Suspense>
                <SiteChrome navbar={<Navbar />} footer={<Footer />} modals={<LazyInquiryModals />}>
                  {children}
                </SiteChrome>
              </ModalProvider>
            </CurrencyProvider>
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import '@fontsource-variable/inter/wght.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import './globals.css';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { CurrencyProvider } from '@/components/currency/currency-context';
import { ModalProvider } from '@/components/layout/modal-context';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteChrome } from '@/components/layout/site-chrome';
import { InquiryModals } from '@/features/inquiries/components/inquiry-modals';
import { getCurrency, getRates } from '@/lib/server-preferences';
import { Providers } from './providers';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('metadata');
  return {
    title: { default: t('homeTitle'), template: `%s | ${(await getTranslations('brand'))('name')}` },
    description: t('homeDescription'),
    icons: { icon: '/icon.png' },
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations('nav');
  const [currency, rates] = await Promise.all([getCurrency(), getRates()]);
  return (
    // The spec keeps every language left-to-right (docs/decisions/0005-always-left-to-right.md).
    <html lang={locale} dir="ltr">
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider>
          <Providers>
            <CurrencyProvider initialCurrency={currency} initialRates={rates}>
              <ModalProvider>
                <ScrollToTop />
                <SiteChrome navbar={<Navbar />} footer={<Footer />} modals={<InquiryModals />}>
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

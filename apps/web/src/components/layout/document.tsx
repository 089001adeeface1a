import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { CurrencyProvider } from '@/components/currency/currency-context';
import { ModalProvider } from '@/components/layout/modal-context';
import { clientMessages } from '@/i18n/config';
import { getCurrency, getPageRates } from '@/lib/server-preferences';

/**
 * The HTML document of both root layouts (the public site's and the back office's): the language, the
 * fonts and styles, the texts client components read, the currency and rates prices start with, the
 * modals' state. `part` says whose client components it carries; `head` is what the layout puts before
 * the content (structured data, the skip link).
 */
export async function Document({
  part,
  head,
  children,
}: {
  /** Whose client components run in it: their texts alone go to the browser (clientMessages). */
  part: 'site' | 'admin';
  head?: ReactNode;
  children: ReactNode;
}) {
  const [locale, currency, rates, messages] = await Promise.all([
    getLocale(),
    getCurrency(),
    getPageRates(),
    getMessages(),
  ]);
  return (
    // The spec keeps every language left-to-right (docs/decisions/0005-always-left-to-right.md).
    <html lang={locale} dir="ltr">
      <body className="flex min-h-screen flex-col">
        {head}
        {/* Only the texts client components read: page texts and the other part's stay out of the payload. */}
        <NextIntlClientProvider messages={clientMessages(messages, part)}>
          <CurrencyProvider initialCurrency={currency} initialRates={rates}>
            <ModalProvider>{children}</ModalProvider>
          </CurrencyProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

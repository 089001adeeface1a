import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { PROJECT_VIEW_NAMESPACES, clientMessages } from '@/i18n/config';

/**
 * The spec's project view (/compounds?id=) renders the compound in the browser, with texts no other
 * public page needs there: its page hands them to it here, whole, besides the site's. The page is
 * rendered per request, so they weigh only on it.
 */
export async function ProjectViewTexts({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  const own = Object.fromEntries(PROJECT_VIEW_NAMESPACES.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider messages={{ ...clientMessages(messages, 'site'), ...own }}>
      {children}
    </NextIntlClientProvider>
  );
}

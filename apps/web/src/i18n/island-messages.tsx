'use client';

import { type ComponentType, type ReactNode, useMemo } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { isLang } from '@app/shared';
import ar from '@/messages/islands/ar.json';
import de from '@/messages/islands/de.json';
import en from '@/messages/islands/en.json';

// The inquiry forms and dialogs load when they are needed (near the screen, or opened), and so do their
// texts: they come in this module, with the forms' code, instead of in every page's HTML. The three
// languages together weigh about as much as one round trip; a page's own messages stay as they are.

const ISLAND_MESSAGES = { en, ar, de } as const;

/** The page's client messages and the islands' texts in the page's language, for what it wraps. */
export function IslandMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  // The page's messages as they are: this only adds the islands' namespaces to them.
  const page = useMessages();
  const island = ISLAND_MESSAGES[isLang(locale) ? locale : 'en'];
  const messages = useMemo(() => ({ ...page, ...island }), [page, island]);
  // Inside another island (a form in a dialog), or in the back office, whose pages get every text.
  if (Object.keys(island).every((namespace) => namespace in page)) return children;
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

/** `Component` with the islands' texts: for the components a page loads lazily or renders as its form. */
export function withIslandMessages<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithIslandMessages(props: P) {
    return (
      <IslandMessages>
        <Component {...props} />
      </IslandMessages>
    );
  }
  WithIslandMessages.displayName = `WithIslandMessages(${Component.displayName ?? Component.name})`;
  return WithIslandMessages;
}

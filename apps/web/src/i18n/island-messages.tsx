'use client';

import { type ComponentType, type ReactNode, use, useMemo } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { isLang } from '@app/shared';
import { ISLAND_NAMESPACES, islandTexts } from './island-texts';

// The inquiry forms and dialogs load when they are needed (near the screen, or opened), and so do their
// texts: they come in a chunk of their own per language (island-texts.ts), fetched with the forms' code,
// instead of in every page's HTML. A page's own messages stay as they are.

/** The page's client messages and the islands' texts in the page's language, for what it wraps. */
export function IslandMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  // The page's messages as they are: this only adds the islands' namespaces to them.
  const page = useMessages();
  // Inside another island (a form in a dialog), or in the back office, whose pages get every text.
  const present = ISLAND_NAMESPACES.every((namespace) => namespace in page);
  const island = present ? null : use(islandTexts(isLang(locale) ? locale : 'en'));
  const messages = useMemo(() => (island ? { ...page, ...island } : page), [page, island]);
  if (!island) return children;
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

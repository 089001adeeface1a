'use client';

import { Suspense, lazy, useSyncExternalStore } from 'react';
import { withIslandTexts } from '@/i18n/island-texts';

/*
 * The alert pages' part that runs in the browser: the token is read here, from the address, once the page
 * runs, and every call is the browser's; the server renders nothing of the link's
 * (docs/decisions/0061-saving-a-search-from-the-list.md).
 */

const VIEWS = {
  confirm: lazy(() => withIslandTexts(() => import('./confirm-alert'))),
  manage: lazy(() => withIslandTexts(() => import('./manage-alerts'))),
  unsubscribe: lazy(() => withIslandTexts(() => import('./unsubscribe-alert'))),
};

export type AlertPageName = keyof typeof VIEWS;

/** The token of the page's address: null without one (the view then says to use the e-mail's link). */
export function tokenOf(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}

const noSubscription = () => () => {};
const noToken = () => undefined;

export function AlertIsland({ page, loading }: { page: AlertPageName; loading: string }) {
  // undefined in the server's HTML and while hydrating: the server renders nothing of the token's.
  const token = useSyncExternalStore(noSubscription, () => tokenOf(window.location.search), noToken);
  const placeholder = (
    <p role="status" className="text-slate-600">
      {loading}
    </p>
  );
  if (token === undefined) return placeholder;
  const View = VIEWS[page];
  return (
    <Suspense fallback={placeholder}>
      <View token={token} />
    </Suspense>
  );
}

import { DEFAULT_LANG, isLang, type Lang } from '@app/shared';

export function toLang(value: string | undefined | null): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

/** The spec: an unknown translation key shows the key itself. */
export function messageFallback({ namespace, key }: { namespace?: string | undefined; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}

/**
 * Catalogue namespaces that only server components read (page texts, metadata). They never go to the
 * browser.
 */
export const SERVER_ONLY_NAMESPACES = [
  'about',
  'compare',
  'metadata',
  'notFound',
  'planDetails',
  'privacy',
  'resale',
  'sellPage',
  'seo',
  'story',
  'terms',
  'whatsapp',
] as const;

/**
 * The namespaces the public site's client components read: exactly these go into every public page's
 * payload (the back office's texts alone are larger than all of them). config.test.ts walks the client
 * modules' imports and fails when this list and the code disagree.
 */
export const SITE_CLIENT_NAMESPACES = [
  'compareList',
  'compound',
  'errors',
  'footer',
  'gallery',
  'listing',
  'nav',
  'pagination',
  'plan',
  'preferences',
  'projectStatus',
  'recentlyViewed',
  'region',
  'shortlist',
  'unit',
] as const;

/**
 * The inquiry forms' and dialogs' namespaces (messages/islands/*.json): they load with the forms' code,
 * which brings them through island-messages.tsx, and are not in the pages' HTML.
 */
export const ISLAND_NAMESPACES = ['form', 'inquiry', 'modals'] as const;

/**
 * The messages handed to the browser: on the public site only its client components' namespaces; in
 * the back office (rendered per request, never cached) everything but the server-only page texts.
 */
export function clientMessages<M extends Record<string, unknown>>(messages: M, part: 'site' | 'admin'): Partial<M> {
  const keep = (namespace: string): boolean =>
    part === 'site'
      ? (SITE_CLIENT_NAMESPACES as readonly string[]).includes(namespace)
      : !(SERVER_ONLY_NAMESPACES as readonly string[]).includes(namespace);
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => keep(namespace))) as Partial<M>;
}

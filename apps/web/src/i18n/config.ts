import { DEFAULT_LANG, isLang, type Lang } from '@app/shared';

export function toLang(value: string | undefined | null): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}

/** The spec: an unknown translation key shows the key itself. */
export function messageFallback({ namespace, key }: { namespace?: string | undefined; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}

/**
 * Catalogue namespaces that only server components read (page texts, metadata). They stay out of the
 * messages handed to the browser, which every page carries in its HTML; everything else goes along, so
 * a new client component finds its texts.
 */
export const SERVER_ONLY_NAMESPACES = [
  'about',
  'metadata',
  'notFound',
  'privacy',
  'resale',
  'sellPage',
  'seo',
  'story',
  'terms',
] as const;

export function clientMessages<M extends Record<string, unknown>>(messages: M): Partial<M> {
  const omitted: readonly string[] = SERVER_ONLY_NAMESPACES;
  return Object.fromEntries(
    Object.entries(messages).filter(([namespace]) => !omitted.includes(namespace)),
  ) as Partial<M>;
}

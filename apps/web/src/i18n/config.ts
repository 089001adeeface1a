import { DEFAULT_LANG, LANGS, type Lang } from '@app/shared';

/** Cookie that carries the visitor's language to the server (localStorage.lang mirrors it in the browser). */
export const LANG_COOKIE = 'lang';

export function toLang(value: string | undefined | null): Lang {
  return (LANGS as readonly string[]).includes(value ?? '') ? (value as Lang) : DEFAULT_LANG;
}

/** The spec: an unknown translation key shows the key itself. */
export function messageFallback({ namespace, key }: { namespace?: string | undefined; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}

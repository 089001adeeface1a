import { type LocalizedListValue, type LocalizedTextValue, type Photo, TRANSLATED_LANGS } from '@app/shared';

/** Between the API's records and the forms' values: empty strings for missing translations, and back. */

export type TextValues = { en: string; ar: string; de: string };

/** A stored text as the form edits it: every language present, '' where missing. */
export const textValues = (text: LocalizedTextValue): TextValues => ({
  en: text.en,
  ar: text.ar ?? '',
  de: text.de ?? '',
});

export const emptyText = (): TextValues => ({ en: '', ar: '', de: '' });

export type ListValues = { en: string[]; ar: string[]; de: string[] };

export const listValues = (list: LocalizedListValue): ListValues => ({
  en: list.en,
  ar: list.ar ?? [],
  de: list.de ?? [],
});

/** Lists to send: a translation without items is missing, not an empty list. */
export const listToSend = (list: { en: string[]; ar?: string[] | undefined; de?: string[] | undefined }) => ({
  en: list.en,
  ...(list.ar?.length ? { ar: list.ar } : {}),
  ...(list.de?.length ? { de: list.de } : {}),
});

/** Photos as the editor takes them (alt texts always an object). */
export const editorPhotos = (
  photos:
    | readonly {
        url: string;
        alt?: { en?: string | undefined; ar?: string | undefined; de?: string | undefined } | undefined;
      }[]
    | undefined,
): Photo[] =>
  (photos ?? []).map((photo) => ({
    url: photo.url,
    alt: Object.fromEntries(
      Object.entries(photo.alt ?? {}).filter(([, v]) => typeof v === 'string' && v),
    ) as Photo['alt'],
  }));

/** A number input's text: '' is no value (null), anything else its number (NaN for text, refused by the schema). */
export const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : typeof value === 'number' ? value : Number(value);

/** A choice or a date that may be left empty: '' is no value (null). */
export const textOrNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A required number: '' is undefined (the schema says it is required). */
export const numberOrUndefined = (value: unknown) => {
  const n = numberOrNull(value);
  return n === null ? undefined : n;
};

export type Localized<T> = Partial<Record<'en' | 'ar' | 'de', T>>;

/** The languages (besides English) that some text of the form lacks while its English is given. */
export function untranslatedLanguages(
  texts: Localized<string | undefined>[],
  lists: Localized<string[] | undefined>[] = [],
) {
  return TRANSLATED_LANGS.filter(
    (lang) =>
      texts.some((text) => Boolean(text.en?.trim()) && !text[lang]?.trim()) ||
      lists.some((list) => (list.en?.length ?? 0) > 0 && (list[lang]?.length ?? 0) === 0),
  );
}

/** How much of a long text the history shows. */
export const HISTORY_TEXT_LENGTH = 80;

/** A shortened text: at most `max` characters, an ellipsis where it was cut. */
export function shorten(text: string, max = HISTORY_TEXT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** A stored value as one line: texts per language, lists joined, photos by their address; '' for none. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.url === 'string') return record.url;
    return Object.entries(record)
      .map(([key, v]) => [key, valueText(v)] as const)
      .filter(([, v]) => v)
      .map(([key, v]) => `${key.toUpperCase()}: ${v}`)
      .join(' · ');
  }
  return String(value);
}

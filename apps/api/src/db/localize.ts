import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type Lang, TRANSLATED_LANGS, type TranslatedLang } from '@app/shared';

/** The text of a localized jsonb column in `lang`, falling back to English where it is missing. */
export function localized(column: AnyColumn, lang: Lang): SQL<string> {
  if (lang === 'en') return sql<string>`(${column}->>'en')`;
  return sql<string>`coalesce(nullif(${column}->>${lang}, ''), ${column}->>'en')`;
}

/** A localized list (jsonb object of arrays) in `lang`, falling back to English. */
export function localizedList(column: AnyColumn, lang: Lang): SQL<string[]> {
  if (lang === 'en') return sql<string[]>`(${column}->'en')`;
  return sql<string[]>`coalesce(${column}->${lang}, ${column}->'en')`;
}

/** Whether the localized texts `texts` (and lists `lists`) lack `lang` anywhere a visitor would read it. */
function lacks(lang: TranslatedLang, texts: AnyColumn[], lists: AnyColumn[]): SQL<boolean> {
  const parts = [
    ...texts.map((c) => sql`coalesce(${c}->>${lang}, '') = ''`),
    ...lists.map((c) => sql`(jsonb_array_length(${c}->'en') > 0 and ${c}->${lang} is null)`),
  ];
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** The languages besides English (TRANSLATED_LANGS) that some of these texts lack: the lists' "needs translation". */
export function missingLanguages(texts: AnyColumn[], lists: AnyColumn[] = []): SQL<TranslatedLang[]> {
  const cases = TRANSLATED_LANGS.map((lang) => sql`case when ${lacks(lang, texts, lists)} then ${lang} end`);
  return sql<TranslatedLang[]>`array_remove(array[${sql.join(cases, sql`, `)}]::text[], null)`;
}

/** True where some of these texts lack a translation (the "needs translation" filter). */
export function needsTranslation(texts: AnyColumn[], lists: AnyColumn[] = []): SQL<boolean> {
  return sql<boolean>`(${sql.join(
    TRANSLATED_LANGS.map((lang) => lacks(lang, texts, lists)),
    sql` or `,
  )})`;
}

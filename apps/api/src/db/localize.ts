import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Lang } from '@app/shared';

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

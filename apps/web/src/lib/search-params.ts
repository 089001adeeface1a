import { unitQuerySchema, type UnitQuery } from '@app/shared';

export type SearchParams = Record<string, string | string[] | undefined>;

/** The listing filters a URL carries; values the API would reject are dropped rather than failing the page. */
export function unitQueryFromSearchParams(params: SearchParams, keys: readonly (keyof UnitQuery)[]): UnitQuery {
  const query: Record<string, unknown> = {};
  for (const key of keys) {
    const raw = params[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || value === '') continue;
    const parsed = unitQuerySchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) query[key] = parsed.data;
  }
  return query as UnitQuery;
}

/** A URL for the same listing with some parameters changed (undefined removes one). */
export function hrefWith(
  pathname: string,
  current: UnitQuery,
  changes: Partial<Record<keyof UnitQuery, string | number | undefined>>,
): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...current, ...changes })) {
    if (v !== undefined && v !== '' && k !== 'lang') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

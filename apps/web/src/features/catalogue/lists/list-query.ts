import { compoundListQuerySchema, developerListQuerySchema, unitListQuerySchema } from '@app/shared';
import { type SearchParams, firstParam } from '@/lib/search-params';

/**
 * The catalogue lists' filters as they appear in the address (/admin/catalogue/units?status=sold&page=2),
 * spelled as the API's list queries spell them, so that the address, the API call, the export link and
 * the pager share one query string. As in the inquiries' list (features/admin/list-query.ts), a value
 * the API would refuse is ignored rather than refused.
 */

/** A list's filters (each the text the address carries) and the page. */
export interface CatalogueListQuery<K extends string> {
  filters: Partial<Record<K, string>>;
  page: number;
}

type FieldCheck = { safeParse(value: unknown): { success: boolean } };

function parseWith<K extends string>(fields: Record<K, FieldCheck>, params: SearchParams): CatalogueListQuery<K> {
  const filters: Partial<Record<K, string>> = {};
  for (const key of Object.keys(fields) as K[]) {
    if (key === 'page' || key === 'pageSize') continue;
    const value = firstParam(params[key])?.trim();
    if (value && fields[key].safeParse(value).success) filters[key] = value;
  }
  const page = Number(firstParam(params.page));
  return { filters, page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1 };
}

export type UnitFilter = Exclude<keyof typeof unitListQuerySchema.shape, 'page' | 'pageSize'>;
export type CompoundFilter = Exclude<keyof typeof compoundListQuerySchema.shape, 'page' | 'pageSize'>;
export type DeveloperFilter = Exclude<keyof typeof developerListQuerySchema.shape, 'page' | 'pageSize'>;

export type UnitListParams = CatalogueListQuery<UnitFilter>;
export type CompoundListParams = CatalogueListQuery<CompoundFilter>;
export type DeveloperListParams = CatalogueListQuery<DeveloperFilter>;

export const parseUnitQuery = (params: SearchParams): UnitListParams =>
  parseWith(unitListQuerySchema.shape as Record<UnitFilter, FieldCheck>, params);
export const parseCompoundQuery = (params: SearchParams): CompoundListParams =>
  parseWith(compoundListQuerySchema.shape as Record<CompoundFilter, FieldCheck>, params);
export const parseDeveloperQuery = (params: SearchParams): DeveloperListParams =>
  parseWith(developerListQuerySchema.shape as Record<DeveloperFilter, FieldCheck>, params);

/**
 * The filters and page as a query string ('' when there is nothing; page 1 left out), keys in a stable
 * order, then `extra` (the API's page size).
 */
export function catalogueQueryString(
  query: { filters: Record<string, string | undefined>; page?: number },
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query.filters).sort()) {
    const value = query.filters[key];
    if (value) params.set(key, value);
  }
  if (query.page && query.page > 1) params.set('page', String(query.page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether any filter is set (the list then says "nothing matches" rather than "nothing yet"). */
export const isFiltered = (query: { filters: Record<string, string | undefined> }) =>
  Object.values(query.filters).some(Boolean);

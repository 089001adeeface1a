import { type AdminInquiryQuery, MAX_SEARCH_LENGTH, adminInquiryQuerySchema } from '@app/shared';
import { type SearchParams, acceptedValue, firstParam } from '@/lib/search-params';

/** The back office's answers are read with the shared schemas (@app/shared, inquiry-admin.ts); this file
 * holds what only the site needs: the list's address and where to go after signing in. */

/** The list's filters as they appear in /admin's address: ?kind=&status=&search=&page= */
export type InquiryListQuery = Pick<AdminInquiryQuery, 'kind' | 'status' | 'search' | 'page'>;

const fields = adminInquiryQuerySchema.shape;

/**
 * Reads the list's filters from the address with the API's own schema (adminInquiryQuerySchema), field by
 * field: a value it would refuse is ignored rather than refused, and a search longer than the API takes is
 * cut to its first MAX_SEARCH_LENGTH characters.
 */
export function parseListQuery(params: SearchParams): InquiryListQuery {
  const kind = acceptedValue(fields.kind, firstParam(params.kind));
  const status = acceptedValue(fields.status, firstParam(params.status));
  const search = acceptedValue(fields.search, firstParam(params.search)?.trim().slice(0, MAX_SEARCH_LENGTH));
  return {
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(search ? { search } : {}),
    page: acceptedValue(fields.page, firstParam(params.page)) ?? 1,
  };
}

/** The filters as a query string (without page 1 and empty values), for links and the API. */
export function listQueryString(query: Partial<InquiryListQuery>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.status) params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Where to go after signing in: only a back office address, never another site. */
export function safeNext(next: string | string[] | undefined): string {
  const value = firstParam(next) ?? '';
  return /^\/admin(?:[/?#]|$)/.test(value) && !value.startsWith('//') && !value.includes('\\') ? value : '/admin';
}

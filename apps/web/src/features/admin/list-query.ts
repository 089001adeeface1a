import { INQUIRY_KINDS, INQUIRY_STATUSES, type InquiryKind, type InquiryStatus, MAX_SEARCH_LENGTH } from '@app/shared';

/** The back office's answers are read with the shared schemas (@app/shared, inquiry-admin.ts); this file
 * holds what only the site needs: the list's address and where to go after signing in. */

/** The list's filters as they appear in /admin's address: ?kind=&status=&search=&page= */
export interface InquiryListQuery {
  kind?: InquiryKind;
  status?: InquiryStatus;
  search?: string;
  page: number;
}

type Params = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads the list's filters from the address; anything unknown is ignored rather than refused. */
export function parseListQuery(params: Params): InquiryListQuery {
  const kind = first(params.kind);
  const status = first(params.status);
  const search = first(params.search)?.trim().slice(0, MAX_SEARCH_LENGTH);
  const page = Number(first(params.page));
  return {
    ...((INQUIRY_KINDS as readonly string[]).includes(kind ?? '') ? { kind: kind as InquiryKind } : {}),
    ...((INQUIRY_STATUSES as readonly string[]).includes(status ?? '') ? { status: status as InquiryStatus } : {}),
    ...(search ? { search } : {}),
    page: Number.isInteger(page) && page > 1 ? page : 1,
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
  const value = first(next) ?? '';
  return /^\/admin(?:[/?#]|$)/.test(value) && !value.startsWith('//') && !value.includes('\\') ? value : '/admin';
}

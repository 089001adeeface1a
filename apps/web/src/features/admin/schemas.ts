import { z } from 'zod';
import { INQUIRY_KINDS, INQUIRY_STATUSES, type InquiryKind, type InquiryStatus } from '@app/shared';

/** The back office's answers (contract: /work/notes/inquiries-contract.md), read at the web's boundary. */
export const inquirySummarySchema = z.object({
  id: z.string(),
  kind: z.enum(INQUIRY_KINDS),
  status: z.enum(INQUIRY_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  page: z.string(),
  unitId: z.number().nullable(),
  project: z.string().nullable(),
  lang: z.string(),
  currency: z.string(),
  summary: z.string(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

export const inquiryPageSchema = z.object({ count: z.number(), results: z.array(inquirySummarySchema) });
export type InquiryPage = z.infer<typeof inquiryPageSchema>;

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'off'] as const;
const deliverySchema = z.object({
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/**
 * One inquiry with everything the visitor sent. The e-mail delivery state is read from `delivery`;
 * an answer that names it `email` (the contract's first draft, which hid the visitor's address) is
 * read too, the address then coming from the visitor's own fields.
 */
export const inquiryDetailSchema = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const body = raw as Record<string, unknown>;
    if (body.email === null || typeof body.email !== 'object') return body;
    const data = (body.data ?? {}) as Record<string, unknown>;
    return { ...body, delivery: body.delivery ?? body.email, email: String(data.email ?? '') };
  },
  inquirySummarySchema.extend({
    data: z.record(z.string(), z.unknown()),
    note: z.string().nullable(),
    statusChangedAt: z.string().nullable(),
    delivery: deliverySchema.nullable().catch(null),
    unitTitle: z.string().nullable().optional(),
    projectName: z.string().nullable().optional(),
  }),
);
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

export const ADMIN_PAGE_SIZE = 25;
export const MAX_ADMIN_SEARCH = 100;

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
  const search = first(params.search)?.trim().slice(0, MAX_ADMIN_SEARCH);
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

import type { InquiryRequest } from '@app/shared';

/** Why an inquiry was not delivered, in the terms the form shows the visitor. */
export type SendFailure =
  /** The API rejected some of the visitor's fields: field name -> translation key under form.errors. */
  | { reason: 'fields'; fields: Record<string, string> }
  /** Too many inquiries from this visitor for now (429); seconds until they may send again, when known. */
  | { reason: 'tooMany'; retryAfterSeconds: number | null }
  /** Anything else: network down, API down, cross-site refusal, unknown unit. */
  | { reason: 'failed' };

export class InquirySendError extends Error {
  constructor(readonly failure: SendFailure) {
    super(`inquiry not sent: ${failure.reason}`);
    this.name = 'InquirySendError';
  }
}

export const INQUIRIES_PATH = '/api/inquiries/';

/**
 * The field messages of a 400 answer that belong to the form's own fields: the API names them
 * `data.email`, the form calls them `email`. Context fields (unitId, page, ...) are not the visitor's
 * to fix, so they are left out.
 */
export function formFieldErrors(body: unknown): Record<string, string> {
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [path, key] of Object.entries(fields as Record<string, unknown>)) {
    const match = /^data\.([A-Za-z0-9_]+)$/.exec(path);
    if (match && typeof key === 'string' && key) out[match[1]!] = key;
  }
  return out;
}

/** Retry-After in seconds (the API sends seconds; an HTTP date is read too). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The one call every form on the site makes: POST /api/inquiries/ on the site's own origin (the site
 * forwards /api/* to the API). Resolves with the stored inquiry's id; rejects with an InquirySendError.
 */
export async function sendInquiry(body: InquiryRequest, fetcher: typeof fetch = fetch): Promise<{ id: string }> {
  let response: Response;
  try {
    response = await fetcher(INQUIRIES_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new InquirySendError({ reason: 'failed' });
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.status === 201) {
    const id = (answer as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && id) return { id };
    throw new InquirySendError({ reason: 'failed' });
  }
  if (response.status === 429) {
    throw new InquirySendError({
      reason: 'tooMany',
      retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
    });
  }
  if (response.status === 400 || response.status === 422) {
    const fields = formFieldErrors(answer);
    if (Object.keys(fields).length > 0) throw new InquirySendError({ reason: 'fields', fields });
  }
  throw new InquirySendError({ reason: 'failed' });
}

import type { InquiryRequest } from '@app/shared';
import { type ApiClient, ApiRequestError, type Parser, browserApi } from '@/lib/http/browser';
import { outcomeOf, retryAfterSeconds } from '@/lib/http/outcomes';

/** Why an inquiry was not delivered, in the terms the form shows the visitor. */
export type SendFailure =
  /** The API rejected some of the visitor's fields: field name -> translation key under form.errors. */
  | { reason: 'fields'; fields: Record<string, string> }
  /** Too many inquiries from this visitor for now (429); seconds until they may send again, when known. */
  | { reason: 'tooMany'; retryAfterSeconds: number | null }
  /** Anything else: network down, API down, cross-site refusal, unknown unit. */
  | { reason: 'failed' };

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

/** The 201 answer: the stored inquiry's id. */
const sentSchema: Parser<{ id: string }> = {
  parse(body) {
    const id = (body as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && id) return { id };
    throw new TypeError('the answer has no inquiry id');
  },
};

/** What the form tells the visitor about a failed send (anything but an API's 429 or 400 is 'failed'). */
export function sendFailure(error: unknown): SendFailure {
  const outcome = outcomeOf(error, ['tooMany', 'invalid']);
  if (outcome === 'failed' || !(error instanceof ApiRequestError)) return { reason: 'failed' };
  if (outcome === 'tooMany') return { reason: 'tooMany', retryAfterSeconds: retryAfterSeconds(error.retryAfter) };
  const fields = formFieldErrors(error.body);
  return Object.keys(fields).length > 0 ? { reason: 'fields', fields } : { reason: 'failed' };
}

/**
 * The one call every form on the site makes: POST /api/inquiries/ on the site's own origin (the site
 * forwards /api/* to the API). Resolves with the stored inquiry's id; rejects with an ApiRequestError
 * (sendFailure() says what the form shows).
 */
export function sendInquiry(body: InquiryRequest, api: ApiClient = browserApi): Promise<{ id: string }> {
  return api.call(INQUIRIES_PATH, sentSchema, { method: 'POST', json: body, init: { credentials: 'same-origin' } });
}

import type { InquiryUpdate } from '@app/shared';
import { type ApiRequest, ApiRequestError, browserApi } from '@/lib/http/browser';

/** Back office calls from the browser, on the site's origin (the site forwards /api/* to the API). */

export type AdminCallResult = 'ok' | 'unauthorized' | 'tooMany' | 'invalid' | 'failed';

const RESULTS: Partial<Record<number, AdminCallResult>> = { 401: 'unauthorized', 429: 'tooMany', 400: 'invalid' };

async function call(path: string, request: ApiRequest<undefined>): Promise<AdminCallResult> {
  try {
    await browserApi.request(`/api/admin${path}`, { ...request, init: { credentials: 'same-origin' } });
    return 'ok';
  } catch (error) {
    return (error instanceof ApiRequestError && error.status !== null && RESULTS[error.status]) || 'failed';
  }
}

/** Signs in: the API answers with the httpOnly session cookie. */
export function signIn(email: string, password: string) {
  return call('/session', { method: 'POST', json: { email, password } });
}

export function signOut() {
  return call('/session', { method: 'DELETE' });
}

export function updateInquiry(id: string, change: InquiryUpdate) {
  return call(`/inquiries/${id}/`, { method: 'PATCH', json: change });
}

/** The CSV export of the list with the same filters (a plain link: the browser downloads it with the session). */
export function exportUrl(queryString: string): string {
  return `/api/admin/inquiries/export.csv${queryString}`;
}

/** Deletes an inquiry for good (a visitor's request under the privacy policy). */
export function deleteInquiry(id: string) {
  return call(`/inquiries/${id}/`, { method: 'DELETE' });
}

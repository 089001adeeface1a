import type { InquiryUpdate } from '@app/shared';

/** Back office calls from the browser, on the site's origin (the site forwards /api/* to the API). */

export type AdminCallResult = 'ok' | 'unauthorized' | 'tooMany' | 'invalid' | 'failed';

async function call(path: string, init: RequestInit): Promise<AdminCallResult> {
  try {
    const response = await fetch(`/api/admin${path}`, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
    if (response.ok) return 'ok';
    if (response.status === 401) return 'unauthorized';
    if (response.status === 429) return 'tooMany';
    if (response.status === 400) return 'invalid';
    return 'failed';
  } catch {
    return 'failed';
  }
}

/** Signs in: the API answers with the httpOnly session cookie. */
export function signIn(email: string, password: string) {
  return call('/session', { method: 'POST', body: JSON.stringify({ email, password }) });
}

export function signOut() {
  return call('/session', { method: 'DELETE' });
}

export function updateInquiry(id: string, change: InquiryUpdate) {
  return call(`/inquiries/${id}/`, { method: 'PATCH', body: JSON.stringify(change) });
}

/** The CSV export of the list with the same filters (a plain link: the browser downloads it with the session). */
export function exportUrl(queryString: string): string {
  return `/api/admin/inquiries/export.csv${queryString}`;
}

/** Deletes an inquiry for good (a visitor's request under the privacy policy). */
export function deleteInquiry(id: string) {
  return call(`/inquiries/${id}/`, { method: 'DELETE' });
}

import {
  type InquiryUpdate,
  type PasswordChange,
  type StaffUserCreate,
  type StaffUserCreated,
  type StaffUserUpdate,
  staffUserCreatedSchema,
} from '@app/shared';
import { type ApiRequest, ApiRequestError, browserApi } from '@/lib/http/browser';
import { outcomeOf, retryAfterSeconds } from '@/lib/http/outcomes';

/** Back office calls from the browser, on the site's origin (the site forwards /api/* to the API). */

/** The outcomes the back office's forms tell apart (lib/http/outcomes.ts); any other is 'failed'. */
const HANDLED = ['invalid', 'unauthorized', 'forbidden', 'conflict', 'tooMany'] as const;

export type AdminCallResult = 'ok' | (typeof HANDLED)[number] | 'failed';

const resultOf = (error: unknown): Exclude<AdminCallResult, 'ok'> => outcomeOf(error, HANDLED);

async function call(path: string, request: ApiRequest<undefined>): Promise<AdminCallResult> {
  try {
    await browserApi.request(`/api/admin${path}`, { ...request, init: { credentials: 'same-origin' } });
    return 'ok';
  } catch (error) {
    return resultOf(error);
  }
}

/**
 * Signs in: the API answers with the httpOnly session cookie. Refused for too many wrong passwords (429),
 * `retryAfterSeconds` says when the visitor may try again (from every address, when it is the account).
 */
export async function signIn(
  email: string,
  password: string,
): Promise<{ result: AdminCallResult; retryAfterSeconds?: number }> {
  try {
    await browserApi.request('/api/admin/session', {
      method: 'POST',
      json: { email, password },
      init: { credentials: 'same-origin' },
    });
    return { result: 'ok' };
  } catch (error) {
    const seconds = error instanceof ApiRequestError ? retryAfterSeconds(error.retryAfter) : null;
    return { result: resultOf(error), ...(seconds ? { retryAfterSeconds: seconds } : {}) };
  }
}

export function signOut() {
  return call('/session', { method: 'DELETE' });
}

export function sendInquiryUpdate(id: string, change: InquiryUpdate) {
  return call(`/inquiries/${id}/`, { method: 'PATCH', json: change });
}

/** The CSV export of the list with the same filters (a plain link: the browser downloads it with the session). */
export function exportUrl(queryString: string): string {
  return `/api/admin/inquiries/export.csv${queryString}`;
}

/** Deletes an inquiry for good (a visitor's request under the privacy policy). */
export function sendInquiryDeletion(id: string) {
  return call(`/inquiries/${id}/`, { method: 'DELETE' });
}

/** Replaces the signed-in user's password (required after a one-time password). */
export function sendPasswordChange(change: PasswordChange) {
  return call('/password', { method: 'POST', json: change });
}

/** Invites a colleague: the answer carries the one-time password, shown once. */
export async function inviteUser(
  invite: StaffUserCreate,
): Promise<{ result: 'ok'; created: StaffUserCreated } | { result: Exclude<AdminCallResult, 'ok'> }> {
  try {
    const created = await browserApi.call('/api/admin/users/', staffUserCreatedSchema, {
      method: 'POST',
      json: invite,
      init: { credentials: 'same-origin' },
    });
    return { result: 'ok', created };
  } catch (error) {
    return { result: resultOf(error) };
  }
}

export function sendUserUpdate(id: number, change: StaffUserUpdate) {
  return call(`/users/${id}/`, { method: 'PATCH', json: change });
}

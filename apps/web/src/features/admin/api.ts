import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { type ApiRequest, type Parser, serverApi } from '@/lib/http/server';
import {
  ADMIN_SESSION_COOKIE,
  PASSWORD_CHANGE_REQUIRED,
  type StaffRole,
  adminSessionSchema,
  inquiryDetailSchema,
  inquiryPageSchema,
  staffUserListSchema,
} from '@app/shared';
import { type InquiryListQuery, listQueryString } from './list-query';

/**
 * A back office read from the site's server with the visitor's session, never cached. 401, 403 and 404
 * are answers (signed out, not for this role or a password to change first, back office off or no such
 * record); any other failure is logged by the client
 * with `logPath` (never the session, which travels in a header).
 */
async function adminGet<T>(path: string, schema: Parser<T>, logPath = path) {
  const session = (await cookies()).get(ADMIN_SESSION_COOKIE)?.value;
  const options: ApiRequest<T> = {
    schema,
    expected: [401, 403, 404],
    logPath: `/api/admin${logPath}`,
    headers: session ? { cookie: `${ADMIN_SESSION_COOKIE}=${encodeURIComponent(session)}` } : {},
    init: { cache: 'no-store' },
  };
  return serverApi.request(`/api/admin${path}`, options);
}

export type AdminSession =
  | { state: 'signedIn'; email: string; name: string; role: StaffRole; mustChangePassword: boolean }
  | { state: 'signedOut' }
  | { state: 'off' };

/** Who is signed in; `off` when the back office is not configured (the API answers 404). */
export const getAdminSession = cache(async (): Promise<AdminSession> => {
  const answer = await adminGet('/session', adminSessionSchema);
  if (answer.ok) return { state: 'signedIn', ...answer.data };
  return answer.status === 404 ? { state: 'off' } : { state: 'signedOut' };
});

/**
 * A back office read for the page at `from`: without a session the visitor goes to sign in (and comes
 * back to `from`), with the back office off or an unknown record they see the not-found page.
 */
export async function adminPage<T>(path: string, schema: Parser<T>, from: string, logPath = path): Promise<T> {
  const answer = await adminGet(path, schema, logPath);
  if (answer.ok) return answer.data;
  if (answer.status === 401) redirect(`/admin/sign-in?next=${encodeURIComponent(from)}`);
  if (answer.status === 403 && answer.body?.error === PASSWORD_CHANGE_REQUIRED) redirect('/admin/password');
  notFound();
}

/** The staff users (admins only: the API answers 403 to other roles, shown as the not-found page). */
export function listStaff(from: string) {
  return adminPage('/users/', staffUserListSchema, from);
}

export function listInquiries(query: InquiryListQuery, from: string) {
  // What the team searched for may be a visitor's name or e-mail address: it stays out of the log.
  const logged = listQueryString(query.search ? { ...query, search: 'redacted' } : query);
  return adminPage(`/inquiries/${listQueryString(query)}`, inquiryPageSchema, from, `/inquiries/${logged}`);
}

/** One inquiry (read once per request: the page and its title share it). */
export const getInquiry = cache(async (id: string, from: string) => {
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return adminPage(`/inquiries/${id}/`, inquiryDetailSchema, from);
});

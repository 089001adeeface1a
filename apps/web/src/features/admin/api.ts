import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import type { z } from 'zod';
import { type ApiCallOptions, fetchApi, readJson } from '@/lib/api';
import { ADMIN_SESSION_COOKIE, adminSessionSchema, inquiryDetailSchema, inquiryPageSchema } from '@app/shared';
import { type InquiryListQuery, listQueryString } from './list-query';

/**
 * A back office call from the site's server with the visitor's session, never cached. 401 and 404 are
 * answers (signed out, back office off or no such record); any other failure is logged by fetchApi with
 * `logPath` (never the session, which travels in a header).
 */
async function adminFetch(path: string, logPath = path): Promise<Response> {
  const session = (await cookies()).get(ADMIN_SESSION_COOKIE)?.value;
  const options: ApiCallOptions = { expected: [401, 404], logPath: `/api/admin${logPath}` };
  return fetchApi(
    `/api/admin${path}`,
    {
      cache: 'no-store',
      headers: session ? { cookie: `${ADMIN_SESSION_COOKIE}=${encodeURIComponent(session)}` } : {},
    },
    options,
  );
}

export type AdminSession = { state: 'signedIn'; email: string } | { state: 'signedOut' } | { state: 'off' };

/** Who is signed in; `off` when the back office is not configured (the API answers 404). */
export const getAdminSession = cache(async (): Promise<AdminSession> => {
  const response = await adminFetch('/session');
  if (response.status === 404) return { state: 'off' };
  if (response.status === 401) return { state: 'signedOut' };
  return { state: 'signedIn', email: (await readJson('/api/admin/session', response, adminSessionSchema)).email };
});

/**
 * A back office read for the page at `from`: without a session the visitor goes to sign in (and comes
 * back to `from`), with the back office off or an unknown record they see the not-found page.
 */
async function adminGet<S extends z.ZodType>(path: string, schema: S, from: string, logPath = path) {
  const response = await adminFetch(path, logPath);
  if (response.status === 401) redirect(`/admin/sign-in?next=${encodeURIComponent(from)}`);
  if (response.status === 404) notFound();
  return readJson(`/api/admin${logPath}`, response, schema);
}

export function listInquiries(query: InquiryListQuery, from: string) {
  // What the team searched for may be a visitor's name or e-mail address: it stays out of the log.
  const logged = listQueryString(query.search ? { ...query, search: 'redacted' } : query);
  return adminGet(`/inquiries/${listQueryString(query)}`, inquiryPageSchema, from, `/inquiries/${logged}`);
}

/** One inquiry (read once per request: the page and its title share it). */
export const getInquiry = cache(async (id: string, from: string) => {
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return adminGet(`/inquiries/${id}/`, inquiryDetailSchema, from);
});

import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import type { z } from 'zod';
import { API_URL } from '@/lib/env';
import { ApiRequestError } from '@/lib/api';
import { ADMIN_SESSION_COOKIE, adminSessionSchema, inquiryDetailSchema, inquiryPageSchema } from '@app/shared';
import { type InquiryListQuery, listQueryString } from './list-query';

/** A back office call from the site's server with the visitor's session, never cached. */
async function adminFetch(path: string): Promise<Response> {
  const session = (await cookies()).get(ADMIN_SESSION_COOKIE)?.value;
  return fetch(`${API_URL}/api/admin${path}`, {
    cache: 'no-store',
    headers: {
      accept: 'application/json',
      ...(session ? { cookie: `${ADMIN_SESSION_COOKIE}=${encodeURIComponent(session)}` } : {}),
    },
  });
}

export type AdminSession = { state: 'signedIn'; email: string } | { state: 'signedOut' } | { state: 'off' };

/** Who is signed in; `off` when the back office is not configured (the API answers 404). */
export const getAdminSession = cache(async (): Promise<AdminSession> => {
  const response = await adminFetch('/session');
  if (response.status === 404) return { state: 'off' };
  if (response.status === 401) return { state: 'signedOut' };
  if (!response.ok) throw new ApiRequestError(response.status, `API admin session answered ${response.status}`);
  return { state: 'signedIn', email: adminSessionSchema.parse(await response.json()).email };
});

/**
 * A back office read for the page at `from`: without a session the visitor goes to sign in (and comes
 * back to `from`), with the back office off or an unknown record they see the not-found page.
 */
async function adminGet<S extends z.ZodType>(path: string, schema: S, from: string): Promise<z.infer<S>> {
  const response = await adminFetch(path);
  if (response.status === 401) redirect(`/admin/sign-in?next=${encodeURIComponent(from)}`);
  if (response.status === 404) notFound();
  if (!response.ok) throw new ApiRequestError(response.status, `API admin ${path} answered ${response.status}`);
  return schema.parse(await response.json());
}

export function listInquiries(query: InquiryListQuery, from: string) {
  return adminGet(`/inquiries/${listQueryString(query)}`, inquiryPageSchema, from);
}

/** One inquiry (read once per request: the page and its title share it). */
export const getInquiry = cache(async (id: string, from: string) => {
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return adminGet(`/inquiries/${id}/`, inquiryDetailSchema, from);
});

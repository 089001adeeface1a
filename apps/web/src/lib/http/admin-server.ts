import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { ADMIN_SESSION_COOKIE, PASSWORD_CHANGE_REQUIRED } from '@app/shared';
import { type ApiRequest, type Parser, serverApi } from './server';

/**
 * A back office read from the site's server with the visitor's session, never cached. 401, 403 and 404
 * are answers (signed out, not for this role or a password to change first, back office off or no such
 * record); any other failure is logged by the client with `logPath` (never the session, which travels
 * in a header). Every back office feature reads through this (the inquiries, the staff, the catalogue).
 */
export async function adminGet<T>(path: string, schema: Parser<T>, logPath = path) {
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

/**
 * A back office read for the page at `from`: without a session the visitor goes to sign in (and comes
 * back to `from`), with a password to change first to choose it, and with the back office off, a role
 * the API refuses or an unknown record they see the not-found page.
 */
export async function adminPage<T>(path: string, schema: Parser<T>, from: string, logPath = path): Promise<T> {
  const answer = await adminGet(path, schema, logPath);
  if (answer.ok) return answer.data;
  if (answer.status === 401) redirect(`/admin/sign-in?next=${encodeURIComponent(from)}`);
  if (answer.status === 403 && answer.body?.error === PASSWORD_CHANGE_REQUIRED) redirect('/admin/password');
  notFound();
}

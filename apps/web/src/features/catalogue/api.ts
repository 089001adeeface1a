import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import {
  ADMIN_LIST_PAGE_SIZE,
  ADMIN_SESSION_COOKIE,
  PASSWORD_CHANGE_REQUIRED,
  compoundAdminPageSchema,
  developerAdminPageSchema,
  unitAdminPageSchema,
} from '@app/shared';
import { type ApiRequest, type Parser, serverApi } from '@/lib/http/server';
import { type CatalogueListQuery, catalogueQueryString } from './lists/list-query';

/** The back office's catalogue, read from the site's server with the visitor's session (never cached). */

/**
 * A catalogue read for the page at `from`, as the back office's other pages read (features/admin/api.ts,
 * which a feature may not import): without a session the visitor goes to sign in and comes back to
 * `from`; a password to change first sends them to choose it; any other refusal is the not-found page.
 * Failures are logged by the client with `logPath` (never the session, which travels in a header).
 */
async function adminPage<T>(path: string, schema: Parser<T>, from: string, logPath = path): Promise<T> {
  const session = (await cookies()).get(ADMIN_SESSION_COOKIE)?.value;
  const options: ApiRequest<T> = {
    schema,
    expected: [401, 403, 404],
    logPath: `/api/admin${logPath}`,
    headers: session ? { cookie: `${ADMIN_SESSION_COOKIE}=${encodeURIComponent(session)}` } : {},
    init: { cache: 'no-store' },
  };
  const answer = await serverApi.request(`/api/admin${path}`, options);
  if (answer.ok) return answer.data;
  if (answer.status === 401) redirect(`/admin/sign-in?next=${encodeURIComponent(from)}`);
  if (answer.status === 403 && answer.body?.error === PASSWORD_CHANGE_REQUIRED) redirect('/admin/password');
  notFound();
}

// Lists ------------------------------------------------------------------------------------------------
// The lists' pages (features/catalogue/lists): one page of units, compounds or developers with the
// filters of the address, and the compounds the units' filter offers. `from` is where sign-in comes back to.

const apiQuery = (query: CatalogueListQuery<string>) =>
  catalogueQueryString(query, { pageSize: String(ADMIN_LIST_PAGE_SIZE) });

/** What was searched for may be a name someone typed: it stays out of the log, like the inquiries' search. */
const loggedQuery = (query: CatalogueListQuery<string>) =>
  apiQuery(query.filters.q ? { ...query, filters: { ...query.filters, q: 'redacted' } } : query);

function listOf<T>(path: string, schema: Parser<T>) {
  return (query: CatalogueListQuery<string>, from: string) =>
    adminPage(`${path}${apiQuery(query)}`, schema, from, `${path}${loggedQuery(query)}`);
}

export const listUnits = listOf('/units/', unitAdminPageSchema);
export const listCompounds = listOf('/compounds/', compoundAdminPageSchema);
export const listDevelopers = listOf('/developers/', developerAdminPageSchema);

/** The compounds the units' filter offers: the first 100, more than the agency has. */
export async function compoundOptions(from: string): Promise<{ id: number; name: string }[]> {
  const page = await adminPage('/compounds/?pageSize=100', compoundAdminPageSchema, from);
  return page.results.map((c) => ({ id: c.id, name: c.name.en })).sort((a, b) => a.name.localeCompare(b.name));
}

// End of the lists' block.

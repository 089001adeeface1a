import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import {
  ADMIN_SESSION_COOKIE,
  type AuditEntity,
  PASSWORD_CHANGE_REQUIRED,
  auditListSchema,
  compoundAdminPageSchema,
  compoundAdminSchema,
  developerAdminPageSchema,
  developerAdminSchema,
  unitAdminSchema,
} from '@app/shared';
import { type ApiRequest, type Parser, serverApi } from '@/lib/http/server';

/**
 * The catalogue forms' reads from the site's server, with the visitor's session and never cached: the
 * record a form edits, the choices of its selects and the record's history. Without a session the
 * visitor goes to sign in and comes back; an unknown record is the not-found page.
 */
async function formRead<T>(path: string, schema: Parser<T>, from: string): Promise<T> {
  const session = (await cookies()).get(ADMIN_SESSION_COOKIE)?.value;
  const options: ApiRequest<T> = {
    schema,
    expected: [401, 403, 404],
    logPath: `/api/admin${path}`,
    headers: session ? { cookie: `${ADMIN_SESSION_COOKIE}=${encodeURIComponent(session)}` } : {},
    init: { cache: 'no-store' },
  };
  const answer = await serverApi.request(`/api/admin${path}`, options);
  if (answer.ok) return answer.data;
  if (answer.status === 401) redirect(`/admin/sign-in?next=${encodeURIComponent(from)}`);
  if (answer.status === 403 && answer.body?.error === PASSWORD_CHANGE_REQUIRED) redirect('/admin/password');
  notFound();
}

/** A record's id from the address: a positive whole number, else there is no such record. */
function recordId(raw: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) notFound();
  return Number(raw);
}

export const getDeveloper = cache(async (raw: string) => {
  const id = recordId(raw);
  return formRead(`/developers/${id}/`, developerAdminSchema, `/admin/catalogue/developers/${id}`);
});

export const getCompound = cache(async (raw: string) => {
  const id = recordId(raw);
  return formRead(`/compounds/${id}/`, compoundAdminSchema, `/admin/catalogue/compounds/${id}`);
});

export const getUnit = cache(async (raw: string) => {
  const id = recordId(raw);
  return formRead(`/units/${id}/`, unitAdminSchema, `/admin/catalogue/units/${id}`);
});

/** The developers a compound may belong to (the select's options; one page of the largest size). */
export async function developerChoices(from: string) {
  const page = await formRead('/developers/?pageSize=100', developerAdminPageSchema, from);
  return page.results.map((d) => ({ id: d.id, name: d.name }));
}

/** The compounds a unit may belong to, drafts included. */
export async function compoundChoices(from: string) {
  const page = await formRead('/compounds/?pageSize=100', compoundAdminPageSchema, from);
  return page.results.map((c) => ({ id: c.id, name: c.name.en, region: c.region }));
}

/** What was changed on one record, newest first. */
export async function auditOf(entity: AuditEntity, id: number, from: string) {
  return (await formRead(`/audit/?entity=${entity}&id=${id}`, auditListSchema, from)).results;
}

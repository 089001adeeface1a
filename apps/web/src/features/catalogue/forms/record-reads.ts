import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import {
  type AuditEntity,
  auditListSchema,
  compoundAdminPageSchema,
  compoundAdminSchema,
  developerAdminPageSchema,
  developerAdminSchema,
  unitAdminSchema,
} from '@app/shared';
import { adminPage } from '@/lib/http/admin-server';
import type { Parser } from '@/lib/http/server';

/**
 * The catalogue forms' reads from the site's server, with the visitor's session and never cached: the
 * record a form edits, the choices of its selects and the record's history. Without a session the
 * visitor goes to sign in and comes back; an unknown record is the not-found page.
 */
const formRead = <T>(path: string, schema: Parser<T>, from: string) => adminPage(path, schema, from);

/** A record's id from the address: a positive whole number, else there is no such record. */
function recordId(raw: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) notFound();
  return Number(raw);
}

export const getDeveloperRecord = cache(async (raw: string) => {
  const id = recordId(raw);
  return formRead(`/developers/${id}/`, developerAdminSchema, `/admin/catalogue/developers/${id}`);
});

export const getCompoundRecord = cache(async (raw: string) => {
  const id = recordId(raw);
  return formRead(`/compounds/${id}/`, compoundAdminSchema, `/admin/catalogue/compounds/${id}`);
});

export const getUnitRecord = cache(async (raw: string) => {
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

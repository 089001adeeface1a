import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { adminGet, adminPage } from '@/lib/http/admin-server';
import {
  type StaffRole,
  adminSessionSchema,
  backupStatusSchema,
  inquiryDetailSchema,
  inquiryPageSchema,
  staffUserListSchema,
} from '@app/shared';
import { type InquiryListQuery, listQueryString } from './list-query';

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

/** The staff users (admins only: the API answers 403 to other roles, shown as the not-found page). */
export function listStaff(from: string) {
  return adminPage('/users/', staffUserListSchema, from);
}

/** The scheduled backups (admins only, as the staff list). */
export function getBackupStatus(from: string) {
  return adminPage('/backups/', backupStatusSchema, from);
}

export function listInquiryPage(query: InquiryListQuery, from: string) {
  // What the team searched for may be a visitor's name or e-mail address: it stays out of the log.
  const logged = listQueryString(query.search ? { ...query, search: 'redacted' } : query);
  return adminPage(`/inquiries/${listQueryString(query)}`, inquiryPageSchema, from, `/inquiries/${logged}`);
}

/** One inquiry (read once per request: the page and its title share it). */
export const getInquiryDetail = cache(async (id: string, from: string) => {
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return adminPage(`/inquiries/${id}/`, inquiryDetailSchema, from);
});

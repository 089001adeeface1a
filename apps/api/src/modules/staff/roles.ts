import type { FastifyRequest } from 'fastify';
import { STAFF_ROLES, type StaffRole, apiErrorSchema } from '@app/shared';
import { UnauthorizedError } from '../../errors.js';
import type { SessionUser } from './sessions.js';

/** A back office route's config: who may call it. The API checks it on every call (back-office.ts). */
export const requireRole = (...roles: StaffRole[]) => ({ roles });

/** Every signed-in role: the inquiries, which every member of the staff works. */
export const anyRole = requireRole(...STAFF_ROLES);

/** Who changes the catalogue (its records, photos and videos): editors and admins; agents only read it. */
export const catalogueEditors = requireRole('admin', 'editor');

/** The error answers every back office route declares: bad input, no session, wrong role, not found. */
export const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The signed-in user (set by the back office's onRequest hook on every route that declares roles). */
export function staffOf(request: FastifyRequest): SessionUser {
  if (!request.staff) throw new UnauthorizedError();
  return request.staff;
}

import type { StaffRole } from '@app/shared';

/** A back office route's config: who may call it. The API checks it on every call (admin/routes.ts). */
export const requireRole = (...roles: StaffRole[]) => ({ roles });

/** Who changes the catalogue (its records, photos and videos): editors and admins; agents only read it. */
export const catalogueEditors = requireRole('admin', 'editor');

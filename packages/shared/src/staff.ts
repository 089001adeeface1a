import { z } from './zod';

/** Back office staff (/api/admin/users/, /api/admin/session, /api/admin/password). */

/**
 * What a staff user may do: `admin` everything (users, deleting inquiries), `editor` the catalogue and
 * the inquiries, `agent` the inquiries (the catalogue read-only).
 */
export const STAFF_ROLES = ['admin', 'editor', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1000;
export const MAX_STAFF_NAME = 100;
export const MAX_STAFF_EMAIL = 200;

/**
 * How long a 429 of the sign-in asks to wait (its Retry-After seconds), as people say it: whole minutes
 * (rounded up), or whole hours from two hours on. The API's message and the sign-in form both say it so.
 */
export function signInWait(seconds: number): { unit: 'minutes' | 'hours'; count: number } {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes < 120 ? { unit: 'minutes', count: minutes } : { unit: 'hours', count: Math.ceil(minutes / 60) };
}

/** The error code of a 403 while the signed-in user must first choose a new password. */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/** E-mail addresses are compared case-insensitively: stored trimmed and lower-cased. */
export const staffEmailSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(MAX_STAFF_EMAIL, { error: 'tooLong' })
  .pipe(z.email({ error: 'invalid' }))
  .transform((v) => v.toLowerCase());

export const staffNameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(MAX_STAFF_NAME, { error: 'tooLong' });

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'invalid' });

export const adminSessionSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  mustChangePassword: z.boolean(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'required' })
      .min(1, { error: 'required' })
      .max(MAX_PASSWORD_LENGTH, { error: 'tooLong' }),
    newPassword: z
      .string({ error: 'required' })
      .min(MIN_PASSWORD_LENGTH, { error: 'tooShort' })
      .max(MAX_PASSWORD_LENGTH, { error: 'tooLong' }),
  })
  .strict()
  .refine((v) => v.newPassword !== v.currentPassword, { error: 'sameAsCurrent', path: ['newPassword'] });
export type PasswordChange = z.input<typeof passwordChangeSchema>;

export const staffUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  /** ISO 8601; null before the first sign-in. */
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUserListSchema = z.object({ results: z.array(staffUserSchema) });
export type StaffUserList = z.infer<typeof staffUserListSchema>;

export const staffUserCreateSchema = z
  .object({ email: staffEmailSchema, name: staffNameSchema, role: staffRoleSchema })
  .strict();
export type StaffUserCreate = z.input<typeof staffUserCreateSchema>;

/** The new user and the one-time password they sign in with first (shown once, never stored in clear). */
export const staffUserCreatedSchema = z.object({ user: staffUserSchema, oneTimePassword: z.string() });
export type StaffUserCreated = z.infer<typeof staffUserCreatedSchema>;

export const staffUserUpdateSchema = z
  .object({
    name: staffNameSchema.optional(),
    role: staffRoleSchema.optional(),
    disabled: z.boolean({ error: 'invalid' }).optional(),
  })
  .strict()
  .refine((v) => v.name !== undefined || v.role !== undefined || v.disabled !== undefined, {
    error: 'required',
    path: ['role'],
  });
export type StaffUserUpdate = z.input<typeof staffUserUpdateSchema>;

export const staffUserIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(2 ** 31 - 1, {
      error: 'invalid',
    }),
});

/** An invitation as the form's resolver hands it on (e-mail trimmed and lower-cased). */
export type StaffUserCreateValues = z.output<typeof staffUserCreateSchema>;

import { asc, eq, sql } from 'drizzle-orm';
import {
  type PasswordChange,
  type StaffUser,
  type StaffUserCreate,
  type StaffUserUpdate,
  passwordChangeSchema,
  staffUserCreateSchema,
  staffUserUpdateSchema,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import {
  DEFAULT_HASH_PARAMS,
  type HashParams,
  hashPassword,
  oneTimePassword,
  unmatchableHash,
  verifyPassword,
} from './password.js';
import { type SessionUser, deleteUserSessions } from './sessions.js';

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  disabled: users.disabled,
  mustChangePassword: users.mustChangePassword,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
type Row = Omit<StaffUser, 'lastSignInAt' | 'createdAt' | 'updatedAt'> & {
  lastSignInAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const toUser = (row: Row): StaffUser => ({
  ...row,
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The back office is on while someone can sign in: at least one enabled user. */
export async function backOfficeOpen(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.disabled, false)).limit(1);
  return row !== undefined;
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD_HASH at start: the user with that e-mail exists, is an enabled admin and
 * signs in with that hash (created with the e-mail's local part as name when missing). Safe to run by
 * several replicas at once.
 */
export async function ensureFirstAdmin(db: Db, admin: { email: string; passwordHash: string }): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  await db
    .insert(users)
    .values({ email, name: email.split('@')[0] ?? email, passwordHash: admin.passwordHash, role: 'admin' })
    .onConflictDoNothing();
  await db
    .update(users)
    .set({ role: 'admin', disabled: false, mustChangePassword: false, passwordHash: admin.passwordHash })
    .where(byEmail(email));
}

/** Hashes no password matches, one per cost (unmatchableHash), kept for the process. */
const decoys = new Map<string, string>();

/**
 * The hash an unknown e-mail's password is checked against, so that the answer takes as long as for a known
 * one: it must have the cost of the stored hashes (scrypt's time grows with N), not just any cost.
 */
export function decoyHash(params: HashParams): string {
  const key = `${params.N}$${params.r}$${params.p}$${params.keyLength}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = unmatchableHash(params);
    decoys.set(key, decoy);
  }
  return decoy;
}

/**
 * The user an e-mail and password sign in, with the sign-in recorded; undefined for anything wrong. An
 * unknown e-mail's password is checked against a decoy of `decoyCost` (the configured first admin's, else
 * the default every other password is hashed with: docs/decisions/0043).
 */
export async function checkSignIn(
  db: Db,
  email: string,
  password: string,
  decoyCost: HashParams = DEFAULT_HASH_PARAMS,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  const matches = await verifyPassword(password, row?.passwordHash ?? decoyHash(decoyCost));
  if (!row || !matches || row.disabled) return undefined;
  await db
    .update(users)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(users.id, row.id));
  return row.id;
}

/** Sets a new password for the signed-in user (clearing mustChangePassword); false when `current` is wrong. */
export async function changePassword(db: Db, userId: number, input: PasswordChange): Promise<boolean> {
  const change = passwordChangeSchema.parse(input);
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(change.currentPassword, row.passwordHash))) return false;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(change.newPassword), mustChangePassword: false })
    .where(eq(users.id, userId));
  return true;
}

export async function listUsers(db: Db): Promise<StaffUser[]> {
  const rows = await db.select(columns).from(users).orderBy(asc(users.email));
  return rows.map(toUser);
}

/**
 * A new user who signs in first with a one-time password (returned once, stored only as a hash) and must
 * then choose their own. `password` instead of a generated one: the shell's `admin:user add` from stdin.
 */
export async function createUser(
  db: Db,
  input: StaffUserCreate,
  password?: string,
): Promise<{ user: StaffUser; oneTimePassword: string }> {
  const { email, name, role } = staffUserCreateSchema.parse(input);
  const secret = password ?? oneTimePassword();
  const passwordHash = await hashPassword(secret);
  try {
    const [row] = await db
      .insert(users)
      .values({ email, name, role, passwordHash, mustChangePassword: true })
      .returning(columns);
    return { user: toUser(row!), oneTimePassword: secret };
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(`A user with the e-mail ${email} already exists.`);
    throw err;
  }
}

/**
 * Changes a user's name, role or disabled flag. An admin cannot disable or demote themselves (someone
 * must remain able to manage users); disabling ends the user's sessions at once.
 */
export async function updateUser(
  db: Db,
  actor: Pick<SessionUser, 'id'> | undefined,
  id: number,
  input: StaffUserUpdate,
): Promise<StaffUser> {
  const patch = staffUserUpdateSchema.parse(input);
  if (actor?.id === id && patch.disabled === true) throw new ConflictError('You cannot disable your own account.');
  if (actor?.id === id && patch.role !== undefined && patch.role !== 'admin') {
    throw new ConflictError('You cannot take the admin role from yourself; another admin can.');
  }
  const [row] = await db
    .update(users)
    .set({
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.role !== undefined && { role: patch.role }),
      ...(patch.disabled !== undefined && { disabled: patch.disabled }),
    })
    .where(eq(users.id, id))
    .returning(columns);
  if (!row) throw new NotFoundError('User not found.');
  if (patch.disabled === true) await deleteUserSessions(db, id);
  return toUser(row);
}

/** The user with an e-mail, for the shell's admin:user; NotFoundError when there is none. */
export async function userByEmail(db: Db, email: string): Promise<StaffUser> {
  const [row] = await db.select(columns).from(users).where(byEmail(email)).limit(1);
  if (!row) throw new NotFoundError(`No user with the e-mail ${email}.`);
  return toUser(row);
}

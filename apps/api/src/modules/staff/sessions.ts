import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { StaffRole } from '@app/shared';
import type { Db } from '../../db/client.js';
import { adminSessions, users } from '../../db/schema/index.js';

/** The cookie holds a random token; the database only its SHA-256, so a leaked table opens no session. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number, hours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(adminSessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: sql`now() + ${hours * 3600} * interval '1 second'`,
  });
  return token;
}

/** Who a session belongs to, read afresh on every call: a changed role or a disabled user counts at once. */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  mustChangePassword: boolean;
}

/** The signed-in user for a cookie's token, or undefined when it is unknown, expired or the user is disabled. */
export async function findSession(db: Db, token: string | undefined): Promise<SessionUser | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      mustChangePassword: users.mustChangePassword,
    })
    .from(adminSessions)
    .innerJoin(users, eq(users.id, adminSessions.userId))
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        gt(adminSessions.expiresAt, sql`now()`),
        eq(users.disabled, false),
      ),
    )
    .limit(1);
  return row;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user (disabled), or every one but `keepToken`'s (password changed). */
export async function deleteUserSessions(db: Db, userId: number, keepToken?: string): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, userId),
        keepToken ? sql`${adminSessions.tokenHash} <> ${hashToken(keepToken)}` : undefined,
      ),
    );
}

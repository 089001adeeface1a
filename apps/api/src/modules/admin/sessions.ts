import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminSessions } from '../../db/schema.js';

/** The cookie holds a random token; the database only its SHA-256, so a leaked table opens no session. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, email: string, hours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(adminSessions).values({
    tokenHash: hashToken(token),
    email,
    expiresAt: sql`now() + ${hours * 3600} * interval '1 second'`,
  });
  return token;
}

/** The signed-in e-mail for a cookie's token, or undefined when it is unknown or expired. */
export async function findSession(db: Db, token: string | undefined): Promise<{ email: string } | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select({ email: adminSessions.email })
    .from(adminSessions)
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), gt(adminSessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}

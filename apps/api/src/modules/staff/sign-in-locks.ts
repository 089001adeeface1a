import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { signInWait } from '@app/shared';
import type { Db } from '../../db/client.js';
import { signInAttempts } from '../../db/schema/index.js';

/**
 * Sign-in attempts counted per account, in the database: every API replica counts the same attempts and a
 * restart forgets none (the per-address limit, routes' `clientLimit`, is per process). Each attempt is
 * counted before its password is checked, in one transaction with the row locked, so that attempts sent at
 * once from many addresses and to several replicas cannot all pass before the first is counted; a correct
 * password then clears the count. Too many attempts in the window lock the account from every address,
 * the correct password included; each lock in a row lasts twice the one before, up to `maxLockMs`. An
 * e-mail no user has is counted and locked the same way: the answers tell a guesser nothing about which
 * accounts exist (docs/decisions/0043).
 */

export interface SignInLockPolicy {
  /** Attempts per account within `windowMs`; the one that reaches it locks the account. */
  attempts: number;
  windowMs: number;
  /** The first lock; each next one in a row lasts twice as long, at most `maxLockMs`. */
  lockMs: number;
  maxLockMs: number;
  /** A lock that ended longer ago than this no longer doubles the next one, and its row is removed. */
  memoryMs: number;
}

const MINUTE = 60_000;

/** 5 attempts in 15 minutes; locked for 15 minutes, then 30, 60, … at most 4 hours; forgotten after a quiet day. */
export const DEFAULT_SIGN_IN_LOCKS: SignInLockPolicy = {
  attempts: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  maxLockMs: 240 * MINUTE,
  memoryMs: 24 * 60 * MINUTE,
};

/** An account's row: attempts in the current window, locks in a row, and until when it is locked. */
export interface AttemptState {
  failures: number;
  windowStartedAt: Date;
  locks: number;
  lockedUntil: Date | null;
}

/** What one more attempt does: checked (the state to store), or refused while the account is locked. */
export type Attempt = { allowed: true; state: AttemptState } | { allowed: false; lockedUntil: Date };

/** The e-mail as users.ts compares it (trimmed, lower-cased), hashed: the key of its row. */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** One more attempt on an account at `now` (pure: the database code below stores what this decides). */
export function nextAttempt(state: AttemptState, now: Date, policy: SignInLockPolicy): Attempt {
  const at = now.getTime();
  if (state.lockedUntil && state.lockedUntil.getTime() > at) return { allowed: false, lockedUntil: state.lockedUntil };
  const inWindow = at - state.windowStartedAt.getTime() < policy.windowMs;
  const failures = inWindow ? state.failures + 1 : 1;
  const windowStartedAt = inWindow ? state.windowStartedAt : now;
  if (failures < policy.attempts) return { allowed: true, state: { ...state, failures, windowStartedAt } };
  const inARow = state.lockedUntil !== null && at - state.lockedUntil.getTime() < policy.memoryMs;
  const locks = inARow ? state.locks + 1 : 1;
  const length = Math.min(policy.lockMs * 2 ** Math.min(locks - 1, 30), policy.maxLockMs);
  return { allowed: true, state: { failures: 0, windowStartedAt: now, locks, lockedUntil: new Date(at + length) } };
}

/**
 * Counts an attempt to sign in as `email` (before its password is checked). Resolves with the time the
 * account is locked until when the attempt is refused, else undefined.
 */
export async function countAttempt(db: Db, email: string, policy: SignInLockPolicy): Promise<Date | undefined> {
  const key = accountKey(email);
  const refusedUntil = await db.transaction(async (tx) => {
    await tx.insert(signInAttempts).values({ accountKey: key }).onConflictDoNothing();
    const [row] = await tx
      .select({
        failures: signInAttempts.failures,
        windowStartedAt: signInAttempts.windowStartedAt,
        locks: signInAttempts.locks,
        lockedUntil: signInAttempts.lockedUntil,
        now: sql`now()`.mapWith(signInAttempts.updatedAt),
      })
      .from(signInAttempts)
      .where(eq(signInAttempts.accountKey, key))
      .for('update');
    const { now, ...state } = row!;
    const attempt = nextAttempt(state, now, policy);
    if (!attempt.allowed) return attempt.lockedUntil;
    await tx
      .update(signInAttempts)
      .set({ ...attempt.state, updatedAt: now })
      .where(eq(signInAttempts.accountKey, key));
    return undefined;
  });
  await forgetOldAttempts(db, policy);
  return refusedUntil;
}

/** A correct password: the account's attempts and locks start afresh. */
export async function clearAttempts(db: Db, email: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.accountKey, accountKey(email)));
}

/** `npm run admin:user -- unlock EMAIL`: lifts a lock at once; false when the account had none. */
export async function unlockAccount(db: Db, email: string): Promise<boolean> {
  const removed = await db
    .delete(signInAttempts)
    .where(eq(signInAttempts.accountKey, accountKey(email)))
    .returning({ lockedUntil: signInAttempts.lockedUntil });
  const until = removed[0]?.lockedUntil;
  return until !== undefined && until !== null && until.getTime() > Date.now();
}

/** Rows with no attempt and no lock within `memoryMs` (so the table holds only the last day's). */
async function forgetOldAttempts(db: Db, policy: SignInLockPolicy): Promise<void> {
  const before = sql`now() - ${policy.memoryMs} * interval '1 millisecond'`;
  await db
    .delete(signInAttempts)
    .where(
      and(
        lt(signInAttempts.updatedAt, before),
        or(isNull(signInAttempts.lockedUntil), lt(signInAttempts.lockedUntil, before)),
      ),
    );
}

/** "15 minutes", "1 minute", "2 hours": how long until `seconds` have passed, for the 429's message. */
export function waitText(seconds: number): string {
  const { unit, count } = signInWait(seconds);
  return `${count} ${count === 1 ? unit.slice(0, -1) : unit}`;
}

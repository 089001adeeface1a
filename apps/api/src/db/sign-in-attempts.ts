import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Back office sign-in attempts per account, shared by every API replica and kept across restarts
 * (modules/admin/sign-in-locks.ts, docs/decisions/0043). The key is the SHA-256 of the normalised e-mail
 * that was tried, whether or not a user has it, so that an unknown address is locked the same way as a
 * known one; no address is stored as typed. `failures`: attempts counted in the window that began at
 * `windowStartedAt`; `locks`: how many locks in a row (each twice the last); `lockedUntil`: refused until then.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    accountKey: text('account_key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    locks: integer('locks').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_attempts_updated_idx').on(t.updatedAt)],
);

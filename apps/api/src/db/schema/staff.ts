import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@app/shared';
import { timestamps } from './columns.js';

/** A staff user's role: what they may do in the back office (modules/staff/roles.ts). */
export const staffRole = pgEnum('staff_role', STAFF_ROLES);

/**
 * The back office's staff. E-mail addresses are stored lower-cased and unique whatever their case; the
 * password is a scrypt hash (modules/staff/password.ts). `mustChangePassword`: signed in with a one-time
 * password, every other back office call answers 403 until a new one is chosen.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: staffRole('role').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** A signed-in browser: the SHA-256 of its cookie's token, whose user, until when. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt), index('admin_sessions_user_idx').on(t.userId)],
);

/**
 * Back office sign-in attempts per account, shared by every API replica and kept across restarts
 * (modules/staff/sign-in-locks.ts, docs/decisions/0043). The key is the SHA-256 of the normalised e-mail
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

import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** When a row was made and last changed: every record of the catalogue and the staff has both. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * The columns an e-mail outbox's claim, lease and back-off work on (`claimDueRows` and `OutboxLoop` in
 * db/mail-outbox.ts, which name them in SQL): inquiry_outbox and alert_mails both have them. A function, so
 * that each table gets builders of its own.
 */
export const outboxColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** The index the claim walks: the rows not yet sent, by when they are due. */
export const outboxDueIndex = (name: string, t: { nextAttemptAt: AnyPgColumn; sentAt: AnyPgColumn }) =>
  index(name)
    .on(t.nextAttemptAt)
    .where(sql`${t.sentAt} is null`);

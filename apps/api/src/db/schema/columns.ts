import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made and last changed: every record of the catalogue and the staff has both. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

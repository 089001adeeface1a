import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { UNIT_EVENT_KINDS, UNIT_EVENT_SOURCES } from '@app/shared';
import { users } from './staff.js';
import { units } from './units.js';

/**
 * What happened to a listing and when (docs/decisions/0056-listing-events.md): written in the transaction of
 * the change that made it, by whatever made it (eventsOfChange in packages/shared decides which). Prices in
 * the listing's own currency, where the kind carries one: `price_changed` both, `published` and
 * `back_on_market` the price then. An event goes with its unit.
 */
export const unitEvents = pgTable(
  'unit_events',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: UNIT_EVENT_KINDS }).notNull(),
    oldPrice: integer('old_price'),
    newPrice: integer('new_price'),
    /** The prices' currency (ISO 4217): the listing's own, null when the event carries no price. */
    currency: text('currency'),
    /** What made it, for the office: a form, one click in the list, a selection, a CSV import, the seed. */
    source: text('source', { enum: UNIT_EVENT_SOURCES }).notNull(),
    /** Who made it (null for the seed, or once the staff user is deleted). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The time of the change's transaction. */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The alerts (issue 34) read the events since their last run, in order: a range of this one.
    index('unit_events_at_idx').on(t.at, t.id),
    // A unit's history (its answer's price_history and badges) and "ever published?".
    index('unit_events_unit_idx').on(t.unitId, t.at, t.id),
    check(
      'unit_events_currency_check',
      sql`(${t.currency} is null) = (${t.oldPrice} is null and ${t.newPrice} is null)`,
    ),
    check(
      'unit_events_price_changed_check',
      sql`${t.kind} <> 'price_changed' or (${t.oldPrice} is not null and ${t.newPrice} is not null)`,
    ),
  ],
);

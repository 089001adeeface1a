import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import {
  ALERT_FREQUENCIES,
  ALERT_MAIL_KINDS,
  ALERT_REASONS,
  CURRENCIES,
  LANGS,
  SAVED_SEARCH_KINDS,
  SAVED_SEARCH_STATUSES,
} from '@app/shared';
import { outboxColumns, outboxDueIndex } from './columns.js';
import { unitEvents } from './listing-events.js';

/*
 * Saved searches and alerts (docs/decisions/0057-saved-searches-and-alerts.md). The tokens of e-mailed links
 * are stored as they are: every alert carries the manage and unsubscribe links again (see the decision).
 */

/** One subscriber's address: its searches, its manage link and its confirmation e-mails of the day. */
export const alertAddresses = pgTable('alert_addresses', {
  id: serial('id').primaryKey(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  /** The manage link's token (/alerts?token=…): every search of the address. */
  manageToken: text('manage_token').notNull().unique(),
  /** The office day (Africa/Cairo) of the confirmations counted below, at most MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY. */
  confirmationsDay: date('confirmations_day', { mode: 'string' }),
  confirmationsSent: integer('confirmations_sent').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A saved list search (its query string) or a shortlist (its unit ids), sent at its frequency in its
 * language and currency once confirmed. `last_event_id` is the matching cursor: the unit_events up to it
 * have been matched against this search (set to the newest event at confirmation, so that only what
 * happens afterwards is alerted). `last_digest_at` is the daily or weekly slot last sent for.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    addressId: integer('address_id')
      .notNull()
      .references(() => alertAddresses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SAVED_SEARCH_KINDS }).notNull(),
    /** The list's query string without paging (kind search), in a canonical key order; '' for a shortlist. */
    query: text('query').notNull().default(''),
    /** The shortlist's units (kind shortlist); empty for a search. No foreign key: a unit deleted later just drops out. */
    unitIds: integer('unit_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull(),
    lang: text('lang', { enum: LANGS }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: SAVED_SEARCH_STATUSES }).notNull().default('pending'),
    /** The confirmation link's token; null once confirmed. */
    confirmToken: text('confirm_token').unique(),
    /** This search's one-click unsubscribe token (List-Unsubscribe). */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    lastEventId: integer('last_event_id').notNull().default(0),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('saved_searches_address_idx').on(t.addressId),
    // The runner's matching: the active searches by query (one statement per distinct query) and by frequency.
    index('saved_searches_active_idx')
      .on(t.kind, t.query)
      .where(sql`${t.status} = 'active'`),
    index('saved_searches_due_idx')
      .on(t.frequency, t.lastDigestAt)
      .where(sql`${t.status} = 'active'`),
    // The 7-day clean-up of unconfirmed searches.
    index('saved_searches_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('saved_searches_units_idx').using('gin', t.unitIds),
    check('saved_searches_kind_check', sql`(${t.kind} = 'shortlist') = (cardinality(${t.unitIds}) > 0)`),
  ],
);

/**
 * Proof of each double opt-in (German law asks for it): the address, the consent text's version and
 * language, when and from where it was asked for and confirmed, and when it was withdrawn. It outlives
 * its search (an unsubscribed or deleted search keeps its record); erasing the address deletes them.
 */
export const alertConsents = pgTable(
  'alert_consents',
  {
    id: serial('id').primaryKey(),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    consentVersion: text('consent_version').notNull(),
    consentLang: text('consent_lang', { enum: LANGS }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    requestedIp: text('requested_ip').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedIp: text('confirmed_ip'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('alert_consents_email_idx').on(t.email), index('alert_consents_search_idx').on(t.savedSearchId)],
);

/**
 * An e-mail of the alerts, rendered when it is queued (HTML and plain text, headers such as
 * List-Unsubscribe) and written in the transaction that decided it, then sent by the alerts' outbox until
 * the mail server takes it, with the inquiry outbox's claim, lease and back-off.
 */
export const alertMails = pgTable(
  'alert_mails',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ALERT_MAIL_KINDS }).notNull(),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    ...outboxColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    outboxDueIndex('alert_mails_due_idx', t),
    index('alert_mails_search_idx').on(t.savedSearchId),
    index('alert_mails_to_idx').on(t.toAddress),
  ],
);

/**
 * Which event of which unit a search has matched, and the alert e-mail that reported it (null until
 * sent). The key makes "a unit is never alerted twice for the same event to the same search" a fact of
 * the database: two runners inserting the same match meet the primary key (ON CONFLICT DO NOTHING).
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    unitEventId: integer('unit_event_id')
      .notNull()
      .references(() => unitEvents.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id').notNull(),
    reason: text('reason', { enum: ALERT_REASONS }).notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    mailId: integer('mail_id').references(() => alertMails.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.unitEventId] }),
    index('alert_matches_unsent_idx')
      .on(t.savedSearchId)
      .where(sql`${t.sentAt} is null`),
    index('alert_matches_event_idx').on(t.unitEventId),
  ],
);

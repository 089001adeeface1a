import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INQUIRY_KINDS, INQUIRY_STATUSES, SPAM_REASONS } from '@app/shared';
import { outboxColumns, outboxDueIndex } from './columns.js';

export const inquiryKind = pgEnum('inquiry_kind', INQUIRY_KINDS);
export const inquiryStatus = pgEnum('inquiry_status', INQUIRY_STATUSES);
export const inquirySpamReason = pgEnum('inquiry_spam_reason', SPAM_REASONS);

/**
 * What a visitor sent through one of the site's forms. `data` holds the form's own fields as validated;
 * name, email and phone are copied into columns for search and listing. unit_id and project_id carry no
 * foreign key on purpose: reseeding the catalogue truncates units and projects (with CASCADE), which
 * must never take the agency's leads with it. No client address is stored (see the privacy page).
 * An inquiry that looked automated is stored too, with status `spam` and its reason, and not e-mailed.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: inquiryKind('kind').notNull(),
    status: inquiryStatus('status').notNull().default('new'),
    name: text('name').notNull(),
    /** Null only for a shortlist sent with a phone number and no e-mail address. */
    email: text('email'),
    phone: text('phone'),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    page: text('page').notNull(),
    unitId: integer('unit_id'),
    compoundId: integer('project_id'),
    lang: text('lang').notNull(),
    currency: text('currency').notNull(),
    note: text('note'),
    /** Why it was stored as suspected spam when it arrived (status `spam`); null for every other inquiry. */
    spamReason: inquirySpamReason('spam_reason'),
    /** A video-call viewing: the window asked for, as instants, and the visitor's IANA time zone. */
    viewingStartsAt: timestamp('viewing_starts_at', { withTimezone: true }),
    viewingEndsAt: timestamp('viewing_ends_at', { withTimezone: true }),
    visitorTimeZone: text('visitor_time_zone'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lower-cased name, e-mail, phone and free text: what the back office search matches. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(
          name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' ||
          coalesce(data->>'message', '') || ' ' || coalesce(data->>'description', '') || ' ' ||
          coalesce(data->>'propertyTitle', '') || ' ' || coalesce(data->>'location', '')
        )`,
      ),
  },
  (t) => [
    index('inquiries_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('inquiries_kind_idx').on(t.kind, t.createdAt.desc()),
    index('inquiries_status_idx').on(t.status, t.createdAt.desc()),
    index('inquiries_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * The units of a shortlist inquiry, in the visitor's order. unit_id has no foreign key, like
 * inquiries.unit_id: reseeding the catalogue must not take the leads with it.
 */
export const inquiryUnits = pgTable(
  'inquiry_units',
  {
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.unitId] })],
);

/**
 * One e-mail to the agency per stored inquiry, written in the same transaction as the inquiry and sent
 * by the outbox worker until it succeeds. A worker claims a row by setting locked_until (a lease), so
 * several API processes never send the same row at the same time.
 */
export const inquiryOutbox = pgTable(
  'inquiry_outbox',
  {
    id: serial('id').primaryKey(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .unique()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    ...outboxColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [outboxDueIndex('inquiry_outbox_due_idx', t)],
);

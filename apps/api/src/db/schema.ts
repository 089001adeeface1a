import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  COMPOUND_STATUSES,
  FINISHINGS,
  INSTALMENT_FREQUENCIES,
  MAX_INSTALMENTS,
  PUBLICATIONS,
  REGIONS,
  SPAM_REASONS,
  STAFF_ROLES,
  UNIT_CATEGORIES,
  UNIT_KINDS,
  UNIT_STATUSES,
} from '@app/shared';

/** Text a visitor reads, in every language the site speaks (English is always present). */
export type LocalizedText = { en: string; ar?: string; de?: string };
export type LocalizedList = { en: string[]; ar?: string[]; de?: string[] };
/** A photo's description for screen readers and search engines, per language (each optional). */
export type PhotoAlt = { en?: string; ar?: string; de?: string };
/** One of a unit's photos, in the order the gallery shows them. */
export type UnitPhoto = { url: string; alt: PhotoAlt };

/** Spelled as the spec's answers spell them ("under construction"), so no layer converts them. */
export const unitStatus = pgEnum('unit_status', UNIT_STATUSES);
export const compoundStatus = pgEnum('project_status', COMPOUND_STATUSES);
export const publication = pgEnum('publication', PUBLICATIONS);

/**
 * What the back office's safe editing needs of every catalogue record: `version` grows by one with each
 * save (a save that names an older version is refused with 409), and who saved it last.
 */
const editing = {
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
};

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const developers = pgTable('developers', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  ...editing,
  ...timestamps,
});

export const compounds = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    region: text('region', { enum: REGIONS }).notNull(),
    location: jsonb('location').$type<LocalizedText>().notNull(),
    mainImage: text('main_image').notNull(),
    mainVideo: text('main_video'),
    status: compoundStatus('status').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    developerId: integer('developer_id')
      .notNull()
      .references(() => developers.id, { onDelete: 'restrict' }),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    specifications: jsonb('specifications').$type<LocalizedList>().notNull(),
    vision: jsonb('vision').$type<LocalizedText>().notNull(),
    featured: boolean('featured').notNull().default(false),
    /** Checked to lie in Egypt (EGYPT_BOUNDS); both or neither. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The photo shown before the tour video plays (one of the gallery's addresses). */
    videoPoster: text('video_poster'),
    publication: publication('publication').notNull().default('draft'),
    ...editing,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('projects_slug_idx').on(t.slug),
    index('projects_region_idx').on(t.region),
    index('projects_publication_idx').on(t.publication),
  ],
);

export const compoundImages = pgTable(
  'project_images',
  {
    id: serial('id').primaryKey(),
    compoundId: integer('project_id')
      .notNull()
      .references(() => compounds.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull(),
    alt: jsonb('alt').$type<PhotoAlt>().notNull().default({}),
  },
  (t) => [index('project_images_project_idx').on(t.compoundId, t.position)],
);

/** Draws the references of units created without one (RS-00001, ..., RS-123456): next_unit_reference(), migration 0011. */
export const unitReferenceSeq = pgSequence('unit_reference_seq');

export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    compoundId: integer('project_id').references(() => compounds.id, { onDelete: 'set null' }),
    region: text('region', { enum: REGIONS }).notNull(),
    location: jsonb('location').$type<LocalizedText>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    unitType: text('unit_type').notNull(),
    kind: text('kind', { enum: UNIT_KINDS }).notNull(),
    /** The spec's filter option (studio, 1/2/3-bedroom) matched from unit_type once, on write. */
    category: text('category', { enum: UNIT_CATEGORIES }),
    priceUsd: integer('price_usd').notNull(),
    priceText: text('price_text').notNull(),
    areaSqm: doublePrecision('area_sqm').notNull(),
    bedrooms: smallint('bedrooms').notNull(),
    bathrooms: smallint('bathrooms').notNull(),
    floor: smallint('floor'),
    mainImage: text('main_image').notNull(),
    photos: jsonb('photos').$type<UnitPhoto[]>().notNull().default([]),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    status: unitStatus('status').notNull().default('available'),
    /** The agency's code for the unit (CSV import matches rows by it): given or drawn from a sequence. */
    reference: text('reference')
      .notNull()
      .default(sql`next_unit_reference()`),
    publication: publication('publication').notNull().default('draft'),
    /** Set instead of deleting a unit that has inquiries: gone from the site and the lists, kept for them. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Whether the public site shows it: published, not archived, and its compound (if any) published.
     * Written by the application with every change to any of those (modules/catalogue); the search
     * tables' triggers count only listed units, and every public read filters on it.
     */
    listed: boolean('listed').notNull().default(false),
    /*
     * The payment plan and delivery (docs/decisions/0030-payment-plans.md), each null when the listing does
     * not say; amounts in whole US dollars. A plan is a count with its frequency, both or neither.
     */
    downPaymentUsd: integer('down_payment_usd'),
    instalmentCount: smallint('instalment_count'),
    instalmentFrequency: text('instalment_frequency', { enum: INSTALMENT_FREQUENCIES }),
    /** Of the price, what the seller has already paid the developer. */
    amountPaidUsd: integer('amount_paid_usd'),
    /** What is still owed to the developer, as the listing states it. */
    amountLeftUsd: integer('amount_left_usd'),
    finishing: text('finishing', { enum: FINISHINGS }),
    /** Handover; null when the unit is ready. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    maintenanceDepositUsd: integer('maintenance_deposit_usd'),
    /** What the list sorts by (pricePerSqm in packages/shared): null when the area is not positive. */
    pricePerSqm: doublePrecision('price_per_sqm').generatedAlwaysAs(
      sql`case when area_sqm > 0 then price_usd / area_sqm end`,
    ),
    /**
     * The first day the unit is ready to move in (isReadyToMoveIn in packages/shared): its delivery date,
     * -infinity when it has none (delivered), infinity when it is core and shell (never, as sold). The
     * list's `ready` filter is `move_in_from <= today`: one range of one index, whatever the day.
     */
    moveInFrom: date('move_in_from', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs(
        sql`case when finishing = 'core-and-shell' then 'infinity'::date else coalesce(delivery_date, '-infinity'::date) end`,
      ),
    ...editing,
    /**
     * Keys into search_facets (this unit's location and unit type) and search_titles (location, unit type
     * and title): the search box matches those few distinct texts instead of every unit. A JSON text is
     * never a prefix of another, so each concatenation stands for exactly one combination. Triggers
     * (migrations 0004 and 0005) keep both tables in step with every write to units.
     */
    facetKey: uuid('facet_key')
      .notNull()
      .generatedAlwaysAs(sql`md5(location::text || unit_type)::uuid`),
    titleKey: uuid('title_key')
      .notNull()
      .generatedAlwaysAs(sql`md5(location::text || title::text || unit_type)::uuid`),
    ...timestamps,
  },
  (t) => [
    index('units_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('units_price_idx').on(t.priceUsd, t.id),
    index('units_project_idx').on(t.compoundId),
    index('units_listed_project_idx')
      .on(t.compoundId)
      .where(sql`${t.listed}`),
    index('units_region_idx')
      .on(t.region)
      .where(sql`${t.listed}`),
    index('units_category_idx')
      .on(t.category)
      .where(sql`${t.listed}`),
    index('units_bedrooms_idx')
      .on(t.bedrooms)
      .where(sql`${t.listed}`),
    index('units_status_idx')
      .on(t.status)
      .where(sql`${t.listed}`),
    // Migration 0007 makes these two covering (INCLUDE the filter and order columns), which drizzle's
    // index builder cannot express: a search with other filters is answered index-only.
    index('units_facet_key_idx').on(t.facetKey),
    index('units_title_key_idx').on(t.titleKey),
    // Filter pairs the listing offers together: counts become index-only range scans. The public site's
    // filters (above and below) are partial, over listed units, which every public read asks for.
    index('units_region_price_idx')
      .on(t.region, t.priceUsd)
      .where(sql`${t.listed}`),
    index('units_category_region_price_idx')
      .on(t.category, t.region, t.priceUsd)
      .where(sql`${t.listed}`),
    index('units_bedrooms_status_idx')
      .on(t.bedrooms, t.status)
      .where(sql`${t.listed}`),
    uniqueIndex('units_reference_idx').on(t.reference),
    index('units_publication_idx').on(t.publication),
    // Price per m², both ways with units without an area last: a backward scan of one index would put
    // them first when descending, so each direction has its own.
    index('units_price_per_sqm_idx')
      .on(t.pricePerSqm.asc().nullsLast(), t.id.asc())
      .where(sql`${t.listed}`),
    index('units_price_per_sqm_desc_idx')
      .on(t.pricePerSqm.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.listed}`),
    // "Ready to move in" counts one range of the first, "with a payment plan" the whole of the second (a
    // range of it with an area): both index-only, with the area, type, bedrooms and status filters read from
    // the entries. A payment plan with "ready" reads the second. Migration 0012 makes the first INCLUDE
    // region, category, bedrooms and status (drizzle's index builder cannot express it): as key columns,
    // the planner took it for those filters without "ready" too, instead of the covering search-key indexes.
    index('units_move_in_idx')
      .on(t.moveInFrom)
      .where(sql`${t.listed}`),
    index('units_plan_idx')
      .on(t.region, t.category, t.bedrooms, t.status, t.moveInFrom)
      .where(sql`${t.listed} and ${t.instalmentCount} is not null`),
    check('units_plan_pair_check', sql`(${t.instalmentCount} is null) = (${t.instalmentFrequency} is null)`),
    check('units_instalment_count_check', sql`${t.instalmentCount} between 1 and ${sql.raw(String(MAX_INSTALMENTS))}`),
    check(
      'units_plan_amounts_check',
      sql`${t.downPaymentUsd} >= 0 and ${t.amountPaidUsd} >= 0 and ${t.amountLeftUsd} >= 0 and ${t.maintenanceDepositUsd} >= 0`,
    ),
  ],
);

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
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiry_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** Back office sessions: only a SHA-256 hash of the cookie's token is stored, so replicas share them. */
export const staffRole = pgEnum('staff_role', STAFF_ROLES);

/**
 * The back office's staff. E-mail addresses are stored lower-cased and unique whatever their case; the
 * password is a scrypt hash (modules/admin/password.ts). `mustChangePassword`: signed in with a one-time
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
 * One row per distinct (location, unit type) pair of the units, lower-cased, with how many units have it.
 * Derived data: the triggers of migrations 0004 and 0005 write it, never the application. The sum of
 * unit_count is the number of units, so the unfiltered list counts a few hundred rows instead of every unit.
 */
export const searchFacets = pgTable('search_facets', {
  key: uuid('key').primaryKey(),
  locationEn: text('location_en'),
  locationAr: text('location_ar'),
  locationDe: text('location_de'),
  unitType: text('unit_type').notNull(),
  unitCount: integer('unit_count').notNull(),
  /** How many of those units are in each price band, in the order of PRICE_BANDS (see price_band()). */
  bandCounts: integer('band_counts').array().notNull(),
});

/**
 * One row per distinct (location, unit type, title) of the units: the title lower-cased in every
 * language, the facet it belongs to, and how many units share it. Derived data kept by triggers.
 */
export const searchTitles = pgTable(
  'search_titles',
  {
    key: uuid('key').primaryKey(),
    facetKey: uuid('facet_key').notNull(),
    titleEn: text('title_en'),
    titleAr: text('title_ar'),
    titleDe: text('title_de'),
    unitCount: integer('unit_count').notNull(),
    /** How many of those units are in each price band, in the order of PRICE_BANDS (see price_band()). */
    bandCounts: integer('band_counts').array().notNull(),
  },
  (t) => [
    index('search_titles_facet_idx').on(t.facetKey),
    index('search_titles_en_trgm_idx').using('gin', sql`${t.titleEn} gin_trgm_ops`),
    index('search_titles_ar_trgm_idx').using('gin', sql`${t.titleAr} gin_trgm_ops`),
    index('search_titles_de_trgm_idx').using('gin', sql`${t.titleDe} gin_trgm_ops`),
  ],
);

/**
 * Every change to the catalogue and the staff: who (kept by name too, so that the entry outlives the
 * account), when, and for each changed field its value before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt.desc())],
);

/**
 * Clicks on the WhatsApp links of unit and compound pages (docs/decisions/0035-whatsapp.md): one row
 * per unit or compound and office day, with how many clicks it had. Nothing about who clicked. A row
 * goes with its unit or compound.
 */
export const whatsappClicks = pgTable(
  'whatsapp_clicks',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    compoundId: integer('compound_id').references(() => compounds.id, { onDelete: 'cascade' }),
    /** The office's day (Cairo) of the clicks. */
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    uniqueIndex('whatsapp_clicks_unit_day_idx')
      .on(t.unitId, t.day)
      .where(sql`${t.unitId} is not null`),
    uniqueIndex('whatsapp_clicks_compound_day_idx')
      .on(t.compoundId, t.day)
      .where(sql`${t.compoundId} is not null`),
    check('whatsapp_clicks_one_target', sql`(${t.unitId} is null) <> (${t.compoundId} is null)`),
    check('whatsapp_clicks_positive', sql`${t.clicks} >= 0`),
  ],
);

/** Scheduled backup runs (modules/backups), in a file of their own: this one is long enough. */
export { backupRuns } from './backup-runs-table.js';
export { signInAttempts } from './sign-in-attempts.js';
export { cacheTagChanges } from './cache-tag-changes-schema.js';

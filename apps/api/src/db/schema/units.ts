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
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  FINISHINGS,
  INSTALMENT_FREQUENCIES,
  MAX_INSTALMENTS,
  REGIONS,
  UNIT_CATEGORIES,
  UNIT_KINDS,
  UNIT_STATUSES,
} from '@app/shared';
import { type LocalizedText, type UnitPhoto, compounds, editing, publication } from './catalogue.js';
import { timestamps } from './columns.js';

/** Spelled as the spec's answers spell them ("under construction"), so no layer converts them. */
export const unitStatus = pgEnum('unit_status', UNIT_STATUSES);

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
    /**
     * The unit's own position (decimal degrees inside COAST_BOUNDS), both or neither: a private unit's, or
     * one placed apart from its compound (docs/decisions/0049-geo-positions.md).
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * Where the map and the list's bbox and area filters place the unit (decimal degrees): its own position,
     * else its compound's; null when neither is known. Derived data written by the triggers of migration
     * 0018 (on units and on projects), never by the application.
     */
    mapLatitude: doublePrecision('map_latitude'),
    mapLongitude: doublePrecision('map_longitude'),
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
    // The list's orders (decision 0050): over listed units, each INCLUDEs every column a filter reads
    // (filterColumns in modules/catalogue/units/filters.ts), so that a filtered page walks the order's
    // entries without reading a unit's row. Migration 0019 writes the INCLUDE, which drizzle's index
    // builder cannot express; here are the keys. Price per m² has one index each way, with units without
    // an area last both ways (a backward scan would put them first).
    index('units_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.listed}`),
    index('units_price_idx')
      .on(t.priceUsd, t.id)
      .where(sql`${t.listed}`),
    index('units_price_per_sqm_idx')
      .on(t.pricePerSqm.asc().nullsLast(), t.id.asc())
      .where(sql`${t.listed}`),
    index('units_price_per_sqm_desc_idx')
      .on(t.pricePerSqm.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.listed}`),
    index('units_project_idx').on(t.compoundId),
    // The filters' own indexes, over listed units: a filter's count is an index-only range of one, and so
    // is a page whose order the filter's units bunch at the far end of (decision 0050): each INCLUDEs the
    // id and the order columns (migration 0019). A filter on the leading column of a pair reads the pair.
    index('units_listed_project_idx')
      .on(t.compoundId)
      .where(sql`${t.listed}`),
    index('units_kind_idx')
      .on(t.kind)
      .where(sql`${t.listed}`),
    index('units_status_idx')
      .on(t.status)
      .where(sql`${t.listed}`),
    // Migration 0007 makes these two covering (INCLUDE the filter and order columns; 0019 adds the map's
    // position), which drizzle's index builder cannot express: a search with other filters is answered
    // index-only.
    index('units_facet_key_idx').on(t.facetKey),
    index('units_title_key_idx').on(t.titleKey),
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
    // The bbox and area filters: a range of latitudes, then of longitudes, over listed units
    // (docs/decisions/0049-geo-positions.md). The first counts a box alone, in its small entries; migration
    // 0018 makes the second INCLUDE the other filters' columns (drizzle's index builder cannot express it),
    // so that a box's count with any other filter is read from that index alone; migration 0019 adds the
    // id and the order columns, so that a box's page ordered among its units is read from it too.
    index('units_map_box_idx')
      .on(t.mapLatitude, t.mapLongitude)
      .where(sql`${t.listed}`),
    index('units_map_position_idx')
      .on(t.mapLatitude, t.mapLongitude)
      .where(sql`${t.listed}`),
    // The units placed apart from any compound (a position of their own): a box's or an area's count adds
    // them to its compounds' filter_counts rows (decision 0053). Migration 0020 makes it INCLUDE the
    // filters' columns.
    index('units_own_position_idx')
      .on(t.mapLatitude, t.mapLongitude)
      .where(sql`${t.listed} and ${t.latitude} is not null`),
    // The units placed apart from their compound (few or none): the map call counts and prices them per
    // compound from this index's entries (decision 0058), not from units_own_position_idx, whose entries in a
    // town's box are mostly private units. Migration 0023 makes it INCLUDE the filters' columns.
    index('units_apart_position_idx')
      .on(t.mapLatitude, t.mapLongitude)
      .where(sql`${t.listed} and ${t.latitude} is not null and ${t.compoundId} is not null`),
    // A compound's lowest price on the map among its units at its position (decision 0053): the first entry
    // that passes the filters, whose columns migration 0020 makes it INCLUDE.
    index('units_compound_price_idx')
      .on(t.compoundId, t.priceUsd)
      .where(sql`${t.listed} and ${t.latitude} is null`),
    check('units_position_pair_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    check('units_plan_pair_check', sql`(${t.instalmentCount} is null) = (${t.instalmentFrequency} is null)`),
    check('units_instalment_count_check', sql`${t.instalmentCount} between 1 and ${sql.raw(String(MAX_INSTALMENTS))}`),
    check(
      'units_plan_amounts_check',
      sql`${t.downPaymentUsd} >= 0 and ${t.amountPaidUsd} >= 0 and ${t.amountLeftUsd} >= 0 and ${t.maintenanceDepositUsd} >= 0`,
    ),
  ],
);

/** A unit as stored: the whole row a save or an import reads, checks and audits. */
export type StoredUnit = typeof units.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { REGIONS, UNIT_CATEGORIES, UNIT_KINDS } from '@app/shared';
import { unitStatus } from './units.js';

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

/** The list's filter columns as the kept counts hold them (filter_counts, search_filter_counts). */
const combination = () => ({
  region: text('region', { enum: REGIONS }).notNull(),
  category: text('category', { enum: UNIT_CATEGORIES }),
  kind: text('kind', { enum: UNIT_KINDS }).notNull(),
  bedrooms: smallint('bedrooms').notNull(),
  status: unitStatus('status').notNull(),
  compoundId: integer('project_id'),
  withPlan: boolean('with_plan').notNull(),
  moveInFrom: date('move_in_from', { mode: 'string' }).notNull(),
});

/** How many units a kept count's row stands for, in all and per price band. */
const counted = () => ({
  unitCount: integer('unit_count').notNull(),
  /** How many of those units are in each price band, in the order of PRICE_BANDS (see price_band()). */
  bandCounts: integer('band_counts').array().notNull(),
});

/**
 * One row per distinct combination of the list's filter columns among listed units (area, type, kind,
 * bedrooms, status, compound, with a plan, first day ready, placed apart), with how many units have it, in all and per
 * price band: a filtered list counts these few hundred rows instead of every matching unit (decision
 * 0050). Derived data: the triggers of migration 0019 write it, never the application.
 */
export const filterCounts = pgTable('filter_counts', {
  /** md5 of the combination's row text: one key per combination, nulls included. */
  key: uuid('key').primaryKey(),
  ...combination(),
  /**
   * Whether the units have a position of their own (units.latitude): the others lie at their compound's
   * position, so a box or a drawn area counts them by testing the compound's position once (migration
   * 0020, decision 0053). Private units without one lie nowhere.
   */
  ownPosition: boolean('own_position').notNull(),
  ...counted(),
  /**
   * Per price band (PRICE_BANDS' order), the lowest and highest price and price per m² of the row's units, or
   * bounds around them: a unit counted in widens them, one counted out leaves them (migration 0024). So each
   * bound is always on the safe side of the row's units, and exact until a unit leaves. A filtered list in a
   * price order starts its walk there (decision 0063). Null where the band never had a unit (or a price per m²).
   */
  priceMin: integer('price_min').array().notNull(),
  priceMax: integer('price_max').array().notNull(),
  pricePerSqmMin: doublePrecision('price_per_sqm_min').array().notNull(),
  pricePerSqmMax: doublePrecision('price_per_sqm_max').array().notNull(),
});

/**
 * filter_counts per title: one row per search title (its key, and its facet's) and combination of the filter
 * columns among listed units, with how many units have it, in all and per price band. A search with other
 * filters sums the rows of the facets and titles it matched instead of reading every matched unit (decision
 * 0053). Derived data: the triggers of migration 0020 write it, never the application. Migration 0020 makes
 * both indexes INCLUDE the filter columns and the counts, which drizzle's index builder cannot express.
 */
export const searchFilterCounts = pgTable(
  'search_filter_counts',
  {
    /** md5 of the title key and the combination's row text. */
    key: uuid('key').primaryKey(),
    titleKey: uuid('title_key').notNull(),
    facetKey: uuid('facet_key').notNull(),
    ...combination(),
    ...counted(),
  },
  (t) => [
    index('search_filter_counts_title_idx').on(t.titleKey),
    index('search_filter_counts_facet_idx').on(t.facetKey),
  ],
);

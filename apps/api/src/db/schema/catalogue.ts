import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { COMPOUND_STATUSES, PUBLICATIONS, REGIONS } from '@app/shared';
import { timestamps } from './columns.js';
import { users } from './staff.js';

/*
 * The catalogue: developers, compounds and their photos (units are in units.ts). The database keeps the
 * spec's word `projects` for compounds (docs/glossary.md).
 */

/** Text a visitor reads, in every language the site speaks (English is always present). */
export type LocalizedText = { en: string; ar?: string; de?: string };
export type LocalizedList = { en: string[]; ar?: string[]; de?: string[] };
/** A photo's description for screen readers and search engines, per language (each optional). */
export type PhotoAlt = { en?: string; ar?: string; de?: string };
/** One of a unit's photos, in the order shown. */
export type UnitPhoto = { url: string; alt: PhotoAlt };

/** Spelled as the spec's answers spell them ("under construction"), so no layer converts them. */
export const compoundStatus = pgEnum('project_status', COMPOUND_STATUSES);
export const publication = pgEnum('publication', PUBLICATIONS);

/**
 * What the back office's safe editing needs of every catalogue record: `version` grows by one with each
 * save (a save that names an older version is refused with 409), and who saved it last.
 */
export const editing = {
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
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
    /** Checked to lie on the coast (COAST_BOUNDS); both or neither. Its units' map_latitude/map_longitude follow it (migration 0018). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The photo shown before the tour video plays (one of its photos' addresses). */
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

/** A compound as stored: the whole row a save reads, checks and audits. */
export type StoredCompound = typeof compounds.$inferSelect;

export const compoundPhotos = pgTable(
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

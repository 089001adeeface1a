import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, BACKUP_RUN_STATUSES } from '@app/shared';
import { compounds } from './catalogue.js';
import { users } from './staff.js';
import { units } from './units.js';

/* What the API keeps of its own work: the audit log, WhatsApp clicks, backup runs, cache tag changes. */

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

/**
 * The scheduled backups (modules/backups/schedule.ts), one row per run whichever replica made it, so that
 * every replica's back office shows the same last good backup and the same failure. A run is claimed
 * (`running`) before its file is written, and ends `ok` (written, read back and verified) or `failed`
 * with the error. A row still `running` long after it started belongs to a process that died.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: text('status', { enum: BACKUP_RUN_STATUSES }).notNull().default('running'),
    /** The file's name in BACKUP_DIR. */
    file: text('file').notNull(),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
    /** Which process made it (host name and pid). */
    replica: text('replica').notNull(),
  },
  (t) => [index('backup_runs_started_idx').on(t.startedAt.desc())],
);

/**
 * When each of the site's cache tags (CACHE_TAGS: `unit:12`, `compound:hurghada-avenue`, `units`, `rates`,
 * ...) last changed: one row per tag, written with every revalidation the API sends. A site that starts
 * reads them (GET /api/cache-tags/) and does not serve a page it kept from before a change it was not told
 * about (docs/decisions/0046-catalogue-changes-survive-restarts.md).
 */
export const cacheTagChanges = pgTable('cache_tag_changes', {
  tag: text('tag').primaryKey(),
  changedAt: timestamp('changed_at', { withTimezone: true, precision: 3 }).notNull(),
});

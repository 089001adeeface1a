import { bigint, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { BACKUP_RUN_STATUSES } from '@app/shared';

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

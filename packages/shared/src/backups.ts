import { z } from './zod';

/** Scheduled backups (BACKUP_DIR, docs/operations.md): what the back office's admins see of them. */

/** A run is `running` from its claim until its file is written and read back (`ok`) or it fails. */
export const BACKUP_RUN_STATUSES = ['running', 'ok', 'failed'] as const;
export type BackupRunStatus = (typeof BACKUP_RUN_STATUSES)[number];

/** How many of the newest runs GET /api/admin/backups/ answers. */
export const BACKUP_RUNS_SHOWN = 20;

export const backupRunSchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(BACKUP_RUN_STATUSES),
  /** The file's name in BACKUP_DIR. */
  file: z.string(),
  bytes: z.number().int().nullable(),
  error: z.string().nullable(),
  /** The process that made it: host name and pid. */
  replica: z.string(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

export const backupStatusSchema = z.object({
  /** This API process's schedule: null while BACKUP_DIR is unset here. */
  schedule: z.object({ everyHours: z.number(), keep: z.number().int() }).nullable(),
  /** The newest run that ended `ok`. */
  lastGood: backupRunSchema.nullable(),
  /** The newest failed run, when it is newer than the last good one. */
  lastFailure: backupRunSchema.nullable(),
  /** The newest runs, newest first (at most BACKUP_RUNS_SHOWN). */
  runs: z.array(backupRunSchema),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

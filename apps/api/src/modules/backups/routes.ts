import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACKUP_RUNS_SHOWN, type BackupStatus, backupStatusSchema } from '@app/shared';
import type { Db } from '../../db/client.js';
import type { ApiModule } from '../module.js';
import { adminErrors as errors, requireRole } from '../staff/roles.js';
import { registerBackups } from './plugin.js';
import { backupStatus } from './runs.js';

/**
 * Backups: the commands' side in the API (db:backup and db:move through the PGlite control socket), the
 * scheduled backups (BACKUP_DIR), and their status for admins.
 */
export const backupsModule: ApiModule = {
  name: 'backups',
  async register(app, { database, media, settings }) {
    // The nightly upkeep runs with the other daily jobs (the inquiries' retention, the alerts' clean-up).
    registerBackups(app, database, media.storage, settings.backups, settings.retention.start);
  },
  async registerOffice(app, { db, settings: { backups } }) {
    const schedule = backups ? { everyHours: backups.everyHours, keep: backups.keep } : null;
    await app.register(backupOfficeRoutes({ db, schedule }));
  },
};

/** The scheduled backups as the back office shows them to admins. */
export const backupOfficeRoutes =
  ({ db, schedule }: { db: Db; schedule: BackupStatus['schedule'] }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/backups/',
      {
        config: requireRole('admin'),
        schema: {
          tags: ['admin'],
          summary: 'Scheduled backups: the last good one, a failure since, the newest runs (admins only)',
          description: `Runs of every replica, newest first (at most ${BACKUP_RUNS_SHOWN}); \`schedule\` is null while this API's BACKUP_DIR is unset.`,
          response: { 200: backupStatusSchema, ...errors },
        },
      },
      async () => backupStatus(db, schedule),
    );
  };

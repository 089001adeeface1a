import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACKUP_RUNS_SHOWN, type BackupStatus, backupStatusSchema } from '@app/shared';
import type { Db } from '../../db/client.js';
import { adminErrors as errors, requireRole } from '../admin/roles.js';
import { backupStatus } from './runs.js';

/**
 * The scheduled backups as the back office shows them to admins. Registered inside the back office
 * routes (admin/routes.ts), whose hooks check the session and the role.
 */
export const backupAdminRoutes =
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

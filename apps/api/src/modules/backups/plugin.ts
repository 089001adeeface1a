import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { MediaStorage } from '../media/storage.js';
import { type BackupSource, backupStream } from './archive.js';
import { BackupJob, type BackupScheduleOptions } from './schedule.js';
import { DatabaseUpkeepJob } from './upkeep.js';

/**
 * The API's part in the database's care: on PGlite it answers db:backup and db:move through the data
 * directory's control socket (it alone may read the directory) and, with `upkeep`, runs the nightly vacuum
 * that PostgreSQL's autovacuum does there (upkeep.ts); with BACKUP_DIR it runs the scheduled backups.
 */
export function registerBackups(
  app: FastifyInstance,
  database: Database,
  storage: MediaStorage,
  schedule: BackupScheduleOptions | undefined,
  upkeep: boolean,
): void {
  if (database.kind === 'pglite' && upkeep) {
    const job = new DatabaseUpkeepJob(database.db, app.log);
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  }
  const source: BackupSource = { db: database.db, kind: database.kind, storage };
  database.control?.serveBackups(async ({ media }) => {
    try {
      const archive = await backupStream(source, { media }, (err) =>
        app.log.error({ err }, 'backup through the control socket failed while it was written'),
      );
      app.log.info({ media }, 'backup taken for a command through the control socket');
      return archive;
    } catch (err) {
      app.log.error({ err }, 'backup through the control socket failed');
      throw err;
    }
  });
  if (!schedule) return;
  const job = new BackupJob(source, schedule, app.log);
  app.decorate('backups', job);
  if (schedule.start) app.addHook('onReady', async () => job.start());
  app.addHook('onClose', async () => job.stop());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled backups, when BACKUP_DIR is set (tests run them by hand). */
    backups?: BackupJob;
  }
}

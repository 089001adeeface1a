/**
 * npm run db:move -- --to postgres://…: copies the embedded database (DATA_DIR; through the API when it
 * runs on it) into an empty PostgreSQL database, as a backup and a restore (one piece of code for all
 * three): every table, the sequences, the media references. The media files stay in MEDIA_DIR; the API
 * on PostgreSQL keeps serving them from there (docs/operations.md, "Moving to PostgreSQL").
 */
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openBackupSource, openTarget, runCommand } from './cli-support.js';
import { scratchDir, writeBackupFile } from './file.js';
import { BackupInvalidError, countLines } from './format.js';
import { readBackup } from './read.js';
import { CountMismatchError, RestoreRefusedError, restoreBackup, targetHoldsData } from './restore.js';

const USAGE = 'usage: npm run db:move -- --to postgres://user:password@host:5432/database';

let args;
try {
  args = parseArgs({ options: { to: { type: 'string' } } });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const to = args.values.to;
if (!to || !/^postgres(ql)?:\/\//.test(to)) {
  console.error(USAGE);
  process.exit(2);
}

await runCommand(async () => {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new RestoreRefusedError(
      'db:move copies from the embedded database (DATA_DIR): unset DATABASE_URL, and name the target with --to.',
    );
  }
  const work = await scratchDir('db-move');
  try {
    const target = await openTarget({ databaseUrl: to, dataDir: config.dataDir });
    try {
      const held = await targetHoldsData(target);
      if (held.length > 0) {
        throw new RestoreRefusedError(
          `The target database holds data (${held.join(', ')}): db:move needs an empty one.`,
        );
      }
      const source = await openBackupSource(config, { media: false });
      const file = join(work, 'move.tar.gz');
      try {
        await writeBackupFile(file, (out) => source.write(out));
      } finally {
        await source.close();
      }
      console.log(`copied from ${source.via}`);
      const manifest = await readBackup(file, { extractTo: join(work, 'files') });
      const result = await restoreBackup(target, join(work, 'files'), manifest, { force: false });
      for (const line of countLines(result.counts)) console.log(line);
      console.log("every count matches the embedded database's; PostgreSQL is at schema " + result.toMigration);
      const media = config.media.kind === 'local' ? `MEDIA_DIR (${resolve(config.media.dir)})` : 'the S3 bucket';
      console.log(
        `media: the rows refer to ${manifest.media.files.length} uploaded file(s); they stay in ${media}: ` +
          'start the API with DATABASE_URL and the same MEDIA_DIR (or DATA_DIR)',
      );
      if (source.via.startsWith('the API')) {
        console.log('the API still runs on DATA_DIR: what changes there from now on is not in PostgreSQL');
      }
    } finally {
      await target.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}, [BackupInvalidError, RestoreRefusedError, CountMismatchError]);

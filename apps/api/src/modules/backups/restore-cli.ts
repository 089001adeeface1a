/**
 * npm run db:restore -- FILE [--force]: puts a backup back into the database the API uses (DATA_DIR or
 * DATABASE_URL) and its media into MEDIA_DIR (docs/operations.md). Refuses a target that holds data
 * unless --force (then it first writes a backup of that data beside FILE), a backup from a newer schema,
 * and a PGlite directory an API runs on. Migrates an older backup forward. Prints each table's rows,
 * checked against the backup's manifest.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { mediaStorage } from '../media/storage-from-config.js';
import { prepareBackup } from './archive.js';
import { openTarget, runCommand } from './cli-support.js';
import { fileStamp, scratchDir, writeBackupFile } from './file.js';
import { BackupInvalidError, countLines } from './format.js';
import { readBackup } from './read.js';
import { CountMismatchError, RestoreRefusedError, restoreBackup, schemaOfBackup, targetHoldsData } from './restore.js';

const USAGE = 'usage: npm run db:restore -- FILE [--force]';

let args;
try {
  args = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (args.positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}
const file = resolve(args.positionals[0]!);
const force = args.values.force === true;

await runCommand(async () => {
  if (!existsSync(file)) throw new RestoreRefusedError(`There is no file ${file}.`);
  const config = loadConfig();
  const extracted = await scratchDir('restore');
  try {
    const manifest = await readBackup(file, { extractTo: extracted });
    const schema = manifest.migrations.at(-1)?.tag ?? 'empty';
    console.log(`backup ${file}: taken ${manifest.createdAt} from ${manifest.source}, schema ${schema}, verified`);
    schemaOfBackup(manifest);
    const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : resolve(config.dataDir);
    const database = await openTarget(config);
    try {
      const held = await targetHoldsData(database);
      if (held.length > 0 && !force) {
        throw new RestoreRefusedError(
          `${target} holds data (${held.join(', ')}). A restore replaces all of it: run again with --force ` +
            '(a backup of what is there now is written first, beside the file restored).',
        );
      }
      if (held.length > 0) {
        const safety = join(dirname(file), `pre-restore-${fileStamp()}.tar.gz`);
        const source = { db: database.db, kind: database.kind, storage: await mediaStorage(config.media) };
        await writeBackupFile(safety, async (out) => (await prepareBackup(source, { media: false })).write(out));
        console.log(`what ${target} held is saved in ${safety} (database only; the media files stay in place)`);
      }
      const result = await restoreBackup(database, extracted, manifest, {
        force,
        media: await mediaStorage(config.media),
      });
      for (const line of countLines(result.counts)) console.log(line);
      console.log(`every count matches the backup's manifest; restored into ${target}`);
      if (result.fromMigration !== result.toMigration) {
        console.log(`migrated from ${result.fromMigration ?? 'an empty schema'} to ${result.toMigration}`);
      }
      const where = config.media.kind === 'local' ? resolve(config.media.dir) : `bucket ${config.media.bucket}`;
      if (manifest.media.included) console.log(`media: ${result.mediaRestored} file(s) put into ${where}`);
      else
        console.log(`media: ${manifest.media.files.length} key(s) listed; the files are not in the backup (${where})`);
    } finally {
      await database.close();
    }
  } finally {
    await rm(extracted, { recursive: true, force: true });
  }
}, [BackupInvalidError, RestoreRefusedError, CountMismatchError]);

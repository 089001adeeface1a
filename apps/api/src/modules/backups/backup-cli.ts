/**
 * npm run db:backup -- --out FILE: a backup of the database the API uses (DATA_DIR or DATABASE_URL) and
 * of the media it refers to, in one file (docs/operations.md). On PGlite, while the API runs, the API
 * takes it (through DATA_DIR's control socket); otherwise this command reads the database itself. The
 * file appears under its name only once complete, flushed and read back.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openBackupSource, manifestLines, runCommand } from './cli-support.js';
import { writeBackupFile } from './file.js';
import { BackupInvalidError } from './format.js';

const USAGE = 'usage: npm run db:backup -- --out FILE';

let args;
try {
  args = parseArgs({ options: { out: { type: 'string' } } });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!args.values.out) {
  console.error(USAGE);
  process.exit(2);
}
const file = resolve(args.values.out);

await runCommand(async () => {
  const source = await openBackupSource(loadConfig(), { media: true });
  try {
    const started = Date.now();
    const { manifest, bytes } = await writeBackupFile(file, (out) => source.write(out));
    console.log(`backup of ${source.via}`);
    for (const line of manifestLines(manifest)) console.log(line);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const size = bytes < 1_000_000 ? `${Math.ceil(bytes / 1000)} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
    console.log(`written to ${file} (${size}, read back and verified) in ${seconds} s`);
  } finally {
    await source.close();
  }
}, [BackupInvalidError]);

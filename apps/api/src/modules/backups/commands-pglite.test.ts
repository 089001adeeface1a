import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { addOfficeData, answersOf, httpInject, signIn } from '../../../test/backups.js';
import { TEST_ADMIN, testPasswordHash } from '../../../test/helpers.js';
import {
  type ApiProcess,
  finished,
  printedCounts,
  runCommand,
  spawnCommand,
  startApi,
} from '../../../test/processes.js';
import { countRows } from './catalog.js';
import { readBackup } from './read.js';

const BACKUP = 'src/modules/backups/backup-cli.ts';
const RESTORE = 'src/modules/backups/restore-cli.ts';
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

// The commands and the API as a user runs them: child processes on PGlite directories, real signals.
describe('db:backup and db:restore as commands, beside a running API, on pglite', () => {
  const work = mkdtempSync(join(tmpdir(), 'backup-commands-'));
  const source = { DATA_DIR: join(work, 'source'), MEDIA_DIR: join(work, 'source-media') };
  const target = { DATA_DIR: join(work, 'target'), MEDIA_DIR: join(work, 'target-media') };
  const backups = join(work, 'backups');
  mkdirSync(backups);
  const apis: ApiProcess[] = [];
  let adminEnv: Record<string, string> = {};
  let cookie = '';
  let mediaUrl = '';

  beforeAll(async () => {
    adminEnv = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD_HASH: await testPasswordHash() };
  });
  afterAll(async () => {
    for (const api of apis) await api.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'takes a backup through the running API that restores into an empty directory with the counts the API had',
    { timeout: 300_000 },
    async () => {
      const api = await startApi({ ...source, ...adminEnv });
      apis.push(api);
      const inject = httpInject(api.url);
      cookie = await signIn(inject);
      mediaUrl = await addOfficeData(inject, cookie);
      const before = await answersOf(inject, cookie, mediaUrl);

      const file = join(backups, 'live.tar.gz');
      const backup = await runCommand(BACKUP, ['--out', file], source);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`(pid ${api.child.pid}), through its control socket`);

      const restore = await runCommand(RESTORE, [file], target);
      expect(restore.code, restore.stderr).toBe(0);
      const printed = printedCounts(restore.stdout);
      expect(printed).toMatchObject({ units: 120, inquiries: 3, users: 2 });
      expect(restore.stdout).toContain('media: 1 file(s) put into');

      // The counts of the database the API ran on (nothing was written since the backup).
      await api.stop();
      const database = await openDatabase({ dataDir: source.DATA_DIR });
      try {
        expect(printed).toEqual(await countRows(database.db, Object.keys(printed)));
      } finally {
        await database.close();
      }

      // Without ADMIN_EMAIL: the restored admin signs in as before (and is not re-saved at start).
      const restored = await startApi({ ...target, SEED_ON_START: 'false' });
      apis.push(restored);
      try {
        expect(await answersOf(httpInject(restored.url), cookie, mediaUrl)).toEqual(before);
        // The API on the restored directory holds it: a restore there is refused, naming it.
        const refused = await runCommand(RESTORE, [file, '--force'], target);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(`is in use by the API (pid ${restored.child.pid}`);
      } finally {
        await restored.stop();
      }
    },
  );

  it(
    'refuses a directory holding data without --force, and with it saves what was there first',
    { timeout: 240_000 },
    async () => {
      const file = join(backups, 'live.tar.gz');
      const refused = await runCommand(RESTORE, [file], target);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/holds data \(.*units.*\)\. A restore replaces all of it: run again with --force/);

      const forced = await runCommand(RESTORE, [file, '--force'], target);
      expect(forced.code, forced.stderr).toBe(0);
      const saved = /saved in (\S+pre-restore-\d{8}T\d{6}Z\.tar\.gz)/.exec(forced.stdout)?.[1];
      expect(saved).toBeDefined();
      expect((await readBackup(saved!)).tables.find((t) => t.name === 'units')?.rows).toBe(120);
      expect(printedCounts(forced.stdout).units).toBe(120);
    },
  );

  it(
    'leaves the previous backup whole when the command is killed (SIGKILL) while it writes, with or without the API',
    { timeout: 300_000 },
    async () => {
      // A large upload the catalogue refers to, so that the writing takes a while.
      const key = `ab/cd/${'e'.repeat(64)}.webp`;
      mkdirSync(join(source.MEDIA_DIR, 'ab/cd'), { recursive: true });
      writeFileSync(join(source.MEDIA_DIR, key), randomBytes(64 * 1024 * 1024));
      const database = await openDatabase({ dataDir: source.DATA_DIR });
      try {
        await database.db.execute(sql`update units set main_image = ${`/media/uploads/${key}`} where id = 5`);
      } finally {
        await database.close();
      }
      const file = join(backups, 'nightly.tar.gz');
      const first = await runCommand(BACKUP, ['--out', file], source);
      expect(first.code, first.stderr).toBe(0);
      const whole = sha256(file);

      const partials = () => readdirSync(backups).filter((n) => n.startsWith('.nightly.tar.gz.partial-'));
      /** Starts db:backup and kills it once 8 MB of the new file are written. */
      const killedMidWrite = async () => {
        const command = spawnCommand(BACKUP, ['--out', file], source);
        const exit = finished(command);
        for (;;) {
          const [partial] = partials();
          if (partial && statSync(join(backups, partial)).size > 8 * 1024 * 1024) break;
          if (command.exitCode !== null) throw new Error('the backup ended before it could be killed');
          await new Promise((r) => setTimeout(r, 10));
        }
        command.kill('SIGKILL');
        expect((await exit).signal).toBe('SIGKILL');
        return command;
      };
      const child = await killedMidWrite();

      expect(sha256(file)).toBe(whole);
      expect((await readBackup(file)).media.files.map((f) => f.key)).toContain(key);
      expect(partials()).toHaveLength(1); // the half-written file, under its temporary name only

      const spools = () => readdirSync(tmpdir()).filter((n) => n.startsWith(`backup-spool-${child.pid}-`));
      expect(spools()).toHaveLength(1); // its rows, spooled before the archive was written

      const next = await runCommand(BACKUP, ['--out', file], source);
      expect(next.code, next.stderr).toBe(0);
      expect(partials()).toEqual([]); // what the killed one left is cleared
      expect(spools()).toEqual([]);
      expect(existsSync(file)).toBe(true);

      // Through a running API: the API notices, stops writing, removes its spool and keeps serving.
      const api = await startApi({ ...source, ...adminEnv });
      apis.push(api);
      try {
        const through = sha256(file);
        await killedMidWrite();
        expect(sha256(file)).toBe(through);
        const apiSpools = () => readdirSync(tmpdir()).filter((n) => n.startsWith(`backup-spool-${api.child.pid}-`));
        for (let i = 0; i < 200 && apiSpools().length > 0; i++) await new Promise((r) => setTimeout(r, 50));
        expect(apiSpools()).toEqual([]);
        expect((await fetch(`${api.url}/api/health/`)).status).toBe(200);
        const after = await runCommand(BACKUP, ['--out', file], source);
        expect(after.code, after.stderr).toBe(0);
        expect(after.stdout).toContain('through its control socket');
        expect(partials()).toEqual([]);
      } finally {
        await api.stop();
      }
    },
  );
});

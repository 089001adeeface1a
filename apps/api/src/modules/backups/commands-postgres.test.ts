import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { siteHeaders } from '../../../test/factories.js';
import { TEST_ADMIN, backends, testPasswordHash } from '../../../test/helpers.js';
import { addOfficeData, answersOf, createPostgresDatabase, httpInject, signIn } from '../../../test/backups.js';
import { type ApiProcess, printedCounts, runCommand, startApi } from '../../../test/processes.js';
import { countRows } from './catalog.js';

const MOVE = 'src/modules/backups/move-cli.ts';
const BACKUP = 'src/modules/backups/backup-cli.ts';
const RESTORE = 'src/modules/backups/restore-cli.ts';

// CI sets TEST_DATABASE_URL (.ci/run), so this runs there; npm test in CI fails when the API suite did
// not run on PostgreSQL.
describe.each(backends.filter((b) => b === 'postgres'))('db:move from PGlite into an empty database on %s', () => {
  const work = mkdtempSync(join(tmpdir(), 'db-move-'));
  const source = { DATA_DIR: join(work, 'data'), MEDIA_DIR: join(work, 'media') };
  const apis: ApiProcess[] = [];
  const drops: (() => Promise<void>)[] = [];
  /** The database moved into, and what its API answered. */
  let moved = { url: '', cookie: '', mediaUrl: '', before: {} as Awaited<ReturnType<typeof answersOf>> };
  afterAll(async () => {
    for (const api of apis) await api.stop();
    for (const drop of drops) await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'copies every table, sequence and media reference while the API runs; an API on PostgreSQL then answers the same',
    { timeout: 300_000 },
    async () => {
      const api = await startApi({
        ...source,
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD_HASH: await testPasswordHash(),
      });
      apis.push(api);
      const cookie = await signIn(httpInject(api.url));
      const mediaUrl = await addOfficeData(httpInject(api.url), cookie);
      const before = await answersOf(httpInject(api.url), cookie, mediaUrl);

      const { url, drop } = await createPostgresDatabase();
      drops.push(drop);
      const move = await runCommand(MOVE, ['--to', url], source);
      expect(move.code, move.stderr).toBe(0);
      expect(move.stdout).toContain(`copied from the API running on ${source.DATA_DIR} (pid ${api.child.pid})`);
      expect(move.stdout).toContain(`they stay in MEDIA_DIR (${source.MEDIA_DIR})`);
      const printed = printedCounts(move.stdout);
      expect(printed).toMatchObject({ units: 120, inquiries: 3, users: 2, projects: 10 });
      await api.stop();

      // Every table of the embedded database, in the same numbers, in PostgreSQL.
      for (const location of [{ dataDir: source.DATA_DIR }, { databaseUrl: url }]) {
        const database = await openDatabase(location);
        try {
          expect(await countRows(database.db, Object.keys(printed)), JSON.stringify(location)).toEqual(printed);
        } finally {
          await database.close();
        }
      }

      const onPostgres = await startApi({ DATABASE_URL: url, MEDIA_DIR: source.MEDIA_DIR, SEED_ON_START: 'false' });
      apis.push(onPostgres);
      try {
        const inject = httpInject(onPostgres.url);
        expect(await answersOf(inject, cookie, mediaUrl)).toEqual(before);
        // The sequences went along: a new inquiry and a new user get fresh ids.
        const invite = await inject({
          method: 'POST',
          url: '/api/admin/users/',
          payload: { email: 'agent@redsea.example', name: 'Sami', role: 'agent' },
          headers: { ...siteHeaders(), cookie },
        });
        expect(invite.statusCode, invite.body).toBe(201);
        expect(invite.json<{ user: { id: number } }>().user.id).toBe(3);
      } finally {
        await onPostgres.stop();
      }

      // The target is no longer empty: a second move is refused.
      const again = await runCommand(MOVE, ['--to', url], source);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/The target database holds data \(.*\): db:move needs an empty one\./);
      moved = { url, cookie, mediaUrl, before };
    },
  );

  it(
    'backs up PostgreSQL and restores it into another database, refusing one an API is connected to',
    { timeout: 300_000 },
    async () => {
      expect(moved.url).not.toBe('');
      const file = join(work, 'postgres.tar.gz');
      const backup = await runCommand(BACKUP, ['--out', file], {
        DATABASE_URL: moved.url,
        MEDIA_DIR: source.MEDIA_DIR,
      });
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('backup of PostgreSQL (DATABASE_URL)');

      const { url, drop } = await createPostgresDatabase();
      drops.push(drop);
      const target = { DATABASE_URL: url, MEDIA_DIR: join(work, 'restored-media') };
      const restore = await runCommand(RESTORE, [file], target);
      expect(restore.code, restore.stderr).toBe(0);
      expect(printedCounts(restore.stdout)).toMatchObject({ units: 120, inquiries: 3, users: 3 });

      const api = await startApi({ ...target, SEED_ON_START: 'false' });
      apis.push(api);
      try {
        const { before, cookie, mediaUrl } = moved;
        const after = await answersOf(httpInject(api.url), cookie, mediaUrl);
        expect({ ...after, users: undefined }).toEqual({ ...before, users: undefined });
        const refused = await runCommand(RESTORE, [file, '--force'], target);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(/other session\(s\) are connected to the target database \(an API\?\)/);
      } finally {
        await api.stop();
      }
    },
  );
});

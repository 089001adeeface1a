import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { DEFAULT_LIMITS } from '../../config.js';
import type { Database } from '../../db/client.js';
import { MIGRATIONS_TABLE } from '../../db/applied-migrations.js';
import { LocalStorage } from '../media/storage.js';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';
import { addOfficeData, answersOf, appInject, emptyDatabase } from '../../../test/backups.js';
import { prepareBackup } from './archive.js';
import { countRows } from './catalog.js';
import { writeBackupFile } from './file.js';
import { readBackup } from './read.js';
import { CountMismatchError, RestoreRefusedError, restoreBackup, targetHoldsData } from './restore.js';

const limits = { ...DEFAULT_LIMITS, maxEventLoopDelayMs: 0 };

/** Writes a backup of `database` (media from `mediaDir`) to `file` and extracts it; answers the manifest. */
async function backUp(database: Database, mediaDir: string, file: string, extractTo: string) {
  const source = { db: database.db, kind: database.kind, storage: new LocalStorage(mediaDir) };
  await writeBackupFile(file, async (out) => (await prepareBackup(source)).write(out));
  return readBackup(file, { extractTo });
}

describe.each(backends)('backup, wipe and restore on %s', (backend) => {
  const work = mkdtempSync(join(tmpdir(), 'backup-restore-'));
  const sourceMedia = join(work, 'media-source');
  const targetMedia = join(work, 'media-target');
  let source: TestApp;
  let cookie = '';
  let mediaUrl = '';
  let before: Awaited<ReturnType<typeof answersOf>>;

  beforeAll(async () => {
    source = await buildTestApp(backend, {
      signedInAs: 'admin',
      admin: { failureDelayMs: 0 },
      app: {
        media: { storage: new LocalStorage(sourceMedia) },
        inquiries: { ratePerMinute: 1000, ratePerDay: 1000 },
      },
    });
    cookie = source.cookie;
    mediaUrl = await addOfficeData(appInject(source.app), cookie);
    before = await answersOf(appInject(source.app), cookie, mediaUrl);
  });
  afterAll(async () => {
    await source?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'brings back the catalogue, search, inquiries, users, sessions, audit and media into an empty database',
    { timeout: 120_000 },
    async () => {
      const manifest = await backUp(source.database, sourceMedia, join(work, 'one.tar.gz'), join(work, 'one'));
      const counts = await countRows(
        source.database.db,
        manifest.tables.map((t) => t.name),
      );
      expect(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]))).toEqual(counts);
      expect(counts).toMatchObject({ units: 120, inquiries: 3, inquiry_units: 3, users: 2, admin_sessions: 1 });
      expect(counts.audit_log).toBeGreaterThan(0);
      expect(manifest.media).toMatchObject({ storage: 'local', included: true, missing: [] });
      expect(manifest.media.files.map((f) => `/media/uploads/${f.key}`)).toEqual([mediaUrl]);

      const { database, drop } = await emptyDatabase(backend);
      let app: FastifyInstance | undefined;
      try {
        const result = await restoreBackup(database, join(work, 'one'), manifest, {
          force: false,
          media: new LocalStorage(targetMedia),
        });
        expect(result.counts).toEqual(counts);
        expect(result.mediaRestored).toBe(1);
        app = await buildApp({ database, limits, media: { storage: new LocalStorage(targetMedia) } });
        await app.ready();
        // The same session cookie works: sessions came back with the users.
        expect(await answersOf(appInject(app), cookie, mediaUrl)).toEqual(before);
        // The search tables, rebuilt by the triggers as the units went in, equal the original's.
        for (const table of ['search_facets', 'search_titles']) {
          const rowsOf = async (db: Database) =>
            (await db.db.execute(sql.raw(`select * from ${table} order by key`))) as unknown as { rows: unknown[] };
          expect((await rowsOf(database)).rows, table).toEqual((await rowsOf(source.database)).rows);
        }
        // The sequences are past the restored ids: a new unit, a new user get new ids.
        const next = await database.db.execute(sql`select nextval('units_id_seq')::int as id`);
        expect((next as unknown as { rows: { id: number }[] }).rows[0]?.id).toBeGreaterThan(120);
      } finally {
        await app?.close();
        await drop();
      }
    },
  );

  it(
    'refuses a target that holds data without force, and with force replaces it after a wipe',
    { timeout: 180_000 },
    async () => {
      const manifest = await backUp(source.database, sourceMedia, join(work, 'two.tar.gz'), join(work, 'two'));
      await expect(restoreBackup(source.database, join(work, 'two'), manifest, { force: false })).rejects.toThrow(
        RestoreRefusedError,
      );
      expect((await countRows(source.database.db, ['units'])).units).toBe(120);

      // A database that was restored once, then lost its catalogue, leads and uploads. (The restore runs in
      // a process of its own, the API starts after it: here too, the app is built after the restore.)
      const { database, drop } = await emptyDatabase(backend);
      const media = join(work, 'media-wiped');
      let app: FastifyInstance | undefined;
      try {
        await restoreBackup(database, join(work, 'two'), manifest, { force: false, media: new LocalStorage(media) });
        await database.db.execute(sql`truncate units, projects, developers, inquiries cascade`);
        rmSync(media, { recursive: true, force: true });
        await expect(restoreBackup(database, join(work, 'two'), manifest, { force: false })).rejects.toThrow(
          /holds data \(.*users/,
        );
        const result = await restoreBackup(database, join(work, 'two'), manifest, {
          force: true,
          media: new LocalStorage(media),
        });
        expect(result.counts.units).toBe(120);
        expect(readdirSync(media, { recursive: true }).length).toBeGreaterThan(0);
        app = await buildApp({ database, limits, media: { storage: new LocalStorage(media) } });
        await app.ready();
        expect(await answersOf(appInject(app), cookie, mediaUrl)).toEqual(before);
      } finally {
        await app?.close();
        await drop();
      }
    },
  );

  it('refuses a truncated file and one whose rows were changed', { timeout: 120_000 }, async () => {
    const file = join(work, 'damaged.tar.gz');
    await backUp(source.database, sourceMedia, file, join(work, 'damaged'));
    const bytes = readFileSync(file);
    writeFileSync(join(work, 'truncated.tar.gz'), bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(readBackup(join(work, 'truncated.tar.gz'))).rejects.toThrow(/is not a valid backup: cannot be read/);
    // One unit's price changed inside an otherwise well-formed archive.
    const tar = gunzipSync(bytes);
    const at = tar.indexOf('"$', tar.indexOf('tables/units.jsonl'));
    tar[at + 2] = tar[at + 2] === 0x39 ? 0x38 : 0x39;
    writeFileSync(join(work, 'changed.tar.gz'), gzipSync(tar));
    await expect(readBackup(join(work, 'changed.tar.gz'))).rejects.toThrow(
      /tables\/units\.jsonl differs from its checksum/,
    );
  });

  it('keeps nothing when a count differs from the manifest', { timeout: 120_000 }, async () => {
    const manifest = await backUp(source.database, sourceMedia, join(work, 'three.tar.gz'), join(work, 'three'));
    // The search tables have no file to check: only their rebuilt rows can disagree with the manifest.
    const tables = manifest.tables.map((t) => (t.name === 'search_facets' ? { ...t, rows: t.rows + 1 } : t));
    const { database, drop } = await emptyDatabase(backend);
    try {
      await expect(
        restoreBackup(database, join(work, 'three'), { ...manifest, tables }, { force: false }),
      ).rejects.toThrow(CountMismatchError);
      expect(await targetHoldsData(database)).toEqual([]);
    } finally {
      await drop();
    }
  });

  it('refuses a backup of a newer schema, leaving the target as it was', { timeout: 120_000 }, async () => {
    const { database, drop } = await emptyDatabase(backend);
    try {
      await database.migrate();
      const { migrationsSchema, migrationsTable } = MIGRATIONS_TABLE;
      // A release after this one applied one more migration.
      await database.db.execute(
        sql`insert into ${sql.identifier(migrationsSchema)}.${sql.identifier(migrationsTable)} (hash, created_at)
            values ('a-later-migration', ${Date.now() + 86_400_000})`,
      );
      await database.db.execute(sql`insert into developers (key, name, logo) values ('later', 'Later', '/l.svg')`);
      const manifest = await backUp(database, join(work, 'none'), join(work, 'newer.tar.gz'), join(work, 'newer'));
      const { database: target, drop: dropTarget } = await emptyDatabase(backend);
      try {
        await expect(restoreBackup(target, join(work, 'newer'), manifest, { force: true })).rejects.toThrow(
          /newer schema than this release knows/,
        );
        expect(await target.pendingMigrations()).toBeGreaterThan(0); // untouched: not even migrated
      } finally {
        await dropTarget();
      }
    } finally {
      await drop();
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { DEFAULT_LIMITS } from '../../config.js';
import { committedStamps } from '../../db/applied-migrations.js';
import { migrationsFolder } from '../../db/client.js';
import { reseed } from '../../db/seed/seed.js';
import { LocalStorage } from '../media/storage.js';
import { backends } from '../../../test/helpers.js';
import { emptyDatabase } from '../../../test/backups.js';
import { prepareBackup } from './archive.js';
import { writeBackupFile } from './file.js';
import { readBackup } from './read.js';
import { restoreBackup } from './restore.js';

const limits = { ...DEFAULT_LIMITS, maxEventLoopDelayMs: 0 };
const list = (app: FastifyInstance, url: string) => app.inject({ url }).then((res) => res.json<unknown>());

describe.each(backends)('a backup of an older schema on %s', (backend) => {
  const work = mkdtempSync(join(tmpdir(), 'backup-older-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is restored into its own schema, then migrated to this release’s', { timeout: 240_000 }, async () => {
    const committed = committedStamps(migrationsFolder());
    // Before 0013 and 0014, which add a table and rebuild a generated column of the inquiries.
    const older = committed.findIndex((m) => m.tag === '0012_payment_plans') + 1;
    expect(older).toBeGreaterThan(0);
    const source = await emptyDatabase(backend);
    const target = await emptyDatabase(backend);
    const apps: FastifyInstance[] = [];
    try {
      // A database an earlier release made: every migration but the newest.
      await source.database.migrate({ through: older });
      expect(await source.database.pendingMigrations()).toBe(committed.length - older);
      // The seeder writes units through this release's schema, which names every column of the table: the
      // columns added since (migration 0018's positions) are there while it runs, then dropped again.
      const laterColumns = ['latitude', 'longitude', 'map_latitude', 'map_longitude'];
      const alter = (action: string, type = '') =>
        sql.raw(`alter table units ${laterColumns.map((c) => `${action} ${c}${type}`).join(', ')}`);
      await source.database.db.execute(alter('add column if not exists', ' double precision'));
      await reseed(source.database.db, { now: new Date('2026-11-01T12:00:00Z') });
      await source.database.db.execute(alter('drop column'));
      // An inquiry as that release stored it (columns of migration 0012).
      await source.database.db.execute(
        sql`insert into inquiries (kind, name, email, phone, data, page, unit_id, lang, currency)
            values ('unit', 'Layla Mansour', 'layla@example.com', null, ${JSON.stringify({ message: 'Sea View?' })}::jsonb,
                    '/property/3', 3, 'en', 'USD')`,
      );
      const storage = new LocalStorage(join(work, 'media'));
      const file = join(work, 'older.tar.gz');
      await writeBackupFile(file, async (out) =>
        (await prepareBackup({ db: source.database.db, kind: source.database.kind, storage })).write(out),
      );
      const manifest = await readBackup(file, { extractTo: join(work, 'older') });
      expect(manifest.migrations.map((m) => m.tag)).toEqual(committed.slice(0, older).map((m) => m.tag));

      const result = await restoreBackup(target.database, join(work, 'older'), manifest, { force: false });
      expect(result.fromMigration).toBe(committed[older - 1]?.tag);
      expect(result.toMigration).toBe(committed.at(-1)?.tag);
      expect(result.counts).toMatchObject({ units: 120, inquiries: 1 });
      expect(await target.database.pendingMigrations()).toBe(0);
      // Migrated forward: the columns of 0014 are there, and its rebuilt search text covers the old row.
      const found = await target.database.db.execute(
        sql`select search_text, viewing_starts_at from inquiries where name = 'Layla Mansour'`,
      );
      expect((found as unknown as { rows: unknown[] }).rows).toEqual([
        { search_text: 'layla mansour layla@example.com  sea view?   ', viewing_starts_at: null },
      ]);

      // This release's code reads this release's schema: the original, migrated in place, answers as the
      // restored copy does.
      await source.database.migrate();
      for (const database of [source.database, target.database]) {
        const app = await buildApp({ database, limits, media: { storage } });
        apps.push(app);
        await app.ready();
      }
      const [before, after] = apps as [FastifyInstance, FastifyInstance];
      for (const url of ['/api/home-products/?page=1&page_size=100', '/api/home-products/?search=villa&page=1']) {
        expect(await list(after, url), url).toEqual(await list(before, url));
      }
    } finally {
      for (const app of apps) await app.close();
      await source.drop();
      await target.drop();
    }
  });
});

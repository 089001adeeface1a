import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { reseed } from '../../db/seed/seed.js';
import { LocalStorage } from '../media/storage.js';
import { emptyDatabase } from '../../../test/backups.js';
import { startS3 } from '../../../test/s3.js';
import { prepareBackup } from './archive.js';
import { writeBackupFile } from './file.js';
import { readBackup } from './read.js';
import { restoreBackup } from './restore.js';

// With media in a bucket, a backup lists the keys the rows refer to (the bucket keeps the files), and
// names a referenced key that is not in the bucket.
describe('backups of media in an S3 bucket on pglite', () => {
  const work = mkdtempSync(join(tmpdir(), 'backup-s3-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('lists the referenced keys with their sizes, includes no file, and the restore leaves media alone', async () => {
    const s3 = await startS3();
    const source = await emptyDatabase('pglite');
    const target = await emptyDatabase('pglite');
    try {
      await source.database.migrate();
      await reseed(source.database.db, { now: new Date('2026-11-01T12:00:00Z') });
      const stored = `ab/cd/${'a'.repeat(64)}.webp`;
      const missing = `ab/cd/${'b'.repeat(64)}.webp`;
      await s3.storage.put(stored, Buffer.from('a stored photo'), 'image/webp');
      await s3.storage.put(`ab/cd/${'c'.repeat(64)}.webp`, Buffer.from('nothing refers to me'), 'image/webp');
      await source.database.db.execute(
        sql`update units set main_image = case id when 1 then ${`/media/uploads/${stored}`}
                                                  else ${`/media/uploads/${missing}`} end where id in (1, 2)`,
      );
      const file = join(work, 's3.tar.gz');
      const db = { db: source.database.db, kind: source.database.kind, storage: s3.storage };
      await writeBackupFile(file, async (out) => (await prepareBackup(db)).write(out));
      const manifest = await readBackup(file, { extractTo: join(work, 'files') });
      expect(manifest.media).toEqual({
        storage: 's3',
        included: false,
        files: [{ key: stored, bytes: 14, sha256: null }],
        missing: [missing],
      });

      const local = join(work, 'target-media');
      const result = await restoreBackup(target.database, join(work, 'files'), manifest, {
        force: false,
        media: new LocalStorage(local),
      });
      expect(result.mediaRestored).toBe(0);
      expect(result.counts.units).toBe(120);
    } finally {
      await source.drop();
      await target.drop();
      await s3.stop();
    }
  }, 120_000);
});

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
const SPELLING = '0009_status_spelling';

/**
 * A database created before statuses took the spec's spelling keeps its rows: the migration renames the
 * enum values in place, so a unit stored as under_construction answers "under construction".
 */
describe('migration 0009 (status spelling) on a database that has rows', () => {
  const before = mkdtempSync(join(tmpdir(), 'migrations-before-'));
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('renames the stored values of unit_status and project_status', async () => {
    cpSync(MIGRATIONS, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
    const index = journal.entries.findIndex((entry) => entry.tag === SPELLING);
    expect(index).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));

    const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        insert into developers (key, name, logo) values ('d', 'D', '/d.png');
        insert into projects (slug, name, region, location, main_image, status, developer_id, description, specifications, vision)
          values ('p', '{"en":"P"}', 'hurghada', '{"en":"H"}', '/p.jpg', 'off_plan', 1, '{"en":""}', '{"en":[]}', '{"en":""}');
        insert into units (project_id, region, location, title, unit_type, kind, price_usd, price_text, area_sqm,
          bedrooms, bathrooms, main_image, description, status)
          values (1, 'hurghada', '{"en":"H"}', '{"en":"T"}', 'Studio', 'studio', 1, '$1', 30, 0, 1, '/u.jpg', '{"en":""}',
          'under_construction');
      `);
      await migrate(db, { migrationsFolder: MIGRATIONS });
      const units = await client.query<{ status: string }>('select status::text as status from units');
      const projects = await client.query<{ status: string }>('select status::text as status from projects');
      expect(units.rows).toEqual([{ status: 'under construction' }]);
      expect(projects.rows).toEqual([{ status: 'off plan' }]);
      const labels = await client.query<{ label: string }>(
        `select enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid
         where t.typname in ('unit_status', 'project_status') order by t.typname, e.enumsortorder`,
      );
      expect(labels.rows.map((row) => row.label)).toEqual([
        'delivered',
        'under construction',
        'off plan',
        'available',
        'reserved',
        'sold',
        'under construction',
      ]);
    } finally {
      await client.close();
    }
  });
});

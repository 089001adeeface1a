import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRIZZLE_VERSION_RELIED_ON,
  MIGRATIONS_TABLE,
  committedMigrations,
  migrationConfig,
  pendingMigrations,
} from './applied-migrations.js';

/** The version npm installed: the package's own package.json, found from its entry point. */
function installedDrizzleVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('drizzle-orm'));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version: string };
      if (pkg.name === 'drizzle-orm') return pkg.version;
    } catch {
      /* not this directory */
    }
    if (dirname(dir) === dir) throw new Error('drizzle-orm/package.json not found');
    dir = dirname(dir);
  }
}

const installed = installedDrizzleVersion();
const UPGRADE = `drizzle-orm ${installed} is installed; applied-migrations.ts reads what drizzle-orm ${DRIZZLE_VERSION_RELIED_ON}'s migrator records`;

/**
 * The contract applied-migrations.ts (the readiness check's count of pending migrations) relies on. On an
 * upgrade of drizzle-orm this fails first: check each behaviour against the new version, then move the
 * pin (package.json) and DRIZZLE_VERSION_RELIED_ON together.
 */
describe('what drizzle-orm’s migrator records, as the readiness check reads it', () => {
  let folder: string;
  let client: PGlite;
  const db = () => drizzle({ client });

  beforeAll(async () => {
    // A copy of the committed migrations, to add one that is not applied yet.
    folder = mkdtempSync(join(tmpdir(), 'migrations-'));
    cpSync(fileURLToPath(new URL('../../drizzle/', import.meta.url)), folder, { recursive: true });
    client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  });
  afterAll(async () => {
    await client?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('is the drizzle-orm version that was checked, pinned exactly in apps/api/package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies['drizzle-orm'], `${UPGRADE}: pin it exactly`).toBe(DRIZZLE_VERSION_RELIED_ON);
    expect(installed, `${UPGRADE}: re-check this contract, then move the pin`).toBe(DRIZZLE_VERSION_RELIED_ON);
  });

  it('reports every committed migration pending on a new database, and none once migrated', async () => {
    const committed = committedMigrations(folder);
    expect(committed.length).toBeGreaterThan(0);
    expect(await pendingMigrations(db(), committed), UPGRADE).toBe(committed.length);
    await migrate(db(), migrationConfig(folder));
    expect(await pendingMigrations(db(), committed), UPGRADE).toBe(0);
    const rows = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(MIGRATIONS_TABLE.migrationsSchema)}.${sql.identifier(MIGRATIONS_TABLE.migrationsTable)}`,
    );
    expect(rows.rows[0]?.n, `${UPGRADE}: one row per applied migration`).toBe(committed.length);
  });

  it('reports a newly committed migration pending, exactly when the migrator would apply it', async () => {
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
    };
    const last = journal.entries.at(-1)!;
    const tag = `${String(last.idx + 1).padStart(4, '0')}_contract_probe`;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
    writeFileSync(journalPath, JSON.stringify(journal));
    writeFileSync(join(folder, `${tag}.sql`), 'create table contract_probe (id int);');

    const committed = committedMigrations(folder);
    expect(await pendingMigrations(db(), committed), UPGRADE).toBe(1);
    await migrate(db(), migrationConfig(folder));
    // The migrator applied the one migration counted as pending.
    const probe = await db().execute<{ present: boolean }>(
      sql`select to_regclass('public.contract_probe') is not null as present`,
    );
    expect(probe.rows[0]?.present, UPGRADE).toBe(true);
    expect(await pendingMigrations(db(), committed), UPGRADE).toBe(0);
  });
});

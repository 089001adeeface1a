import { sql } from 'drizzle-orm';
import { type MigrationConfig, type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { rawRows } from './raw-rows.js';

// The one place that reads what drizzle-orm's migrator wrote. The committed migrations come from
// readMigrationFiles (public); which of them the database has applied, drizzle offers no call for. Its
// migrator records each applied migration in MIGRATIONS_TABLE (named here, passed to migrate() as its
// public migrationsSchema/migrationsTable options) with the migration's folderMillis in `created_at`,
// and applies every migration newer than the newest row. This file counts pending migrations the same
// way. That table's layout is not documented: drizzle-orm is pinned to exactly
// DRIZZLE_VERSION_RELIED_ON in apps/api/package.json, and applied-migrations.test.ts fails, naming the
// installed version, when an upgrade changes what the migrator records.

/** The drizzle-orm version this was checked against. */
export const DRIZZLE_VERSION_RELIED_ON = '0.45.4';

/** Where the migrator records applied migrations; the names are drizzle's defaults. */
export const MIGRATIONS_TABLE = { migrationsSchema: 'drizzle', migrationsTable: '__drizzle_migrations' } as const;

/** The migrator's options for the committed migrations in `folder`. */
export function migrationConfig(folder: string): MigrationConfig {
  return { migrationsFolder: folder, ...MIGRATIONS_TABLE };
}

/** The committed migrations (drizzle-kit's journal and SQL files), oldest first. */
export function committedMigrations(folder: string): MigrationMeta[] {
  return readMigrationFiles(migrationConfig(folder));
}

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** How many of `committed` the database has not applied yet (throws when it does not answer). */
export async function pendingMigrations(db: AnyDb, committed: MigrationMeta[]): Promise<number> {
  const { migrationsSchema, migrationsTable } = MIGRATIONS_TABLE;
  const table = rawRows<{ present: boolean }>(
    await db.execute(sql`select to_regclass(${`${migrationsSchema}.${migrationsTable}`}) is not null as present`),
  );
  if (!table[0]?.present) return committed.length;
  const applied = rawRows<{ last: string | number | null }>(
    await db.execute(
      sql`select max(created_at) as last from ${sql.identifier(migrationsSchema)}.${sql.identifier(migrationsTable)}`,
    ),
  );
  const last = Number(applied[0]?.last ?? 0);
  return committed.filter((m) => m.folderMillis > last).length;
}

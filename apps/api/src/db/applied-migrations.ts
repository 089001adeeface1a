import { sql } from 'drizzle-orm';
import { type MigrationConfig, type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

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
  // Both drivers answer raw queries with { rows }.
  type Rows<T> = { rows: T[] };
  const table = (await db.execute(
    sql`select to_regclass(${`${migrationsSchema}.${migrationsTable}`}) is not null as present`,
  )) as unknown as Rows<{ present: boolean }>;
  if (!table.rows[0]?.present) return committed.length;
  const applied = (await db.execute(
    sql`select max(created_at) as last from ${sql.identifier(migrationsSchema)}.${sql.identifier(migrationsTable)}`,
  )) as unknown as Rows<{ last: string | number | null }>;
  const last = Number(applied.rows[0]?.last ?? 0);
  return committed.filter((m) => m.folderMillis > last).length;
}

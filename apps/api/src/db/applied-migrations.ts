import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** Whether the table `name` (optionally schema-qualified) is there: a database an earlier release made may lack it. */
export async function tableExists(db: AnyDb, name: string): Promise<boolean> {
  const [row] = rawRows<{ present: boolean }>(
    await db.execute(sql`select to_regclass(${name}::text) is not null as present`),
  );
  return row?.present === true;
}

/** How many of `committed` the database has not applied yet (throws when it does not answer). */
export async function pendingMigrations(db: AnyDb, committed: MigrationMeta[]): Promise<number> {
  const { migrationsSchema, migrationsTable } = MIGRATIONS_TABLE;
  if (!(await tableExists(db, `${migrationsSchema}.${migrationsTable}`))) return committed.length;
  const applied = rawRows<{ last: string | number | null }>(
    await db.execute(
      sql`select max(created_at) as last from ${sql.identifier(migrationsSchema)}.${sql.identifier(migrationsTable)}`,
    ),
  );
  const last = Number(applied[0]?.last ?? 0);
  return committed.filter((m) => m.folderMillis > last).length;
}

/** One migration as a backup records it: drizzle-kit's tag (null when this release does not know it). */
export interface MigrationStamp {
  tag: string | null;
  /** drizzle's folderMillis: the journal's `when`, the migrator's `created_at`. */
  createdAt: number;
  hash: string;
}

/** The committed migrations with their drizzle-kit tags (the journal's), oldest first. */
export function committedStamps(folder: string): MigrationStamp[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const tags = new Map(journal.entries.map((e) => [e.when, e.tag]));
  return committedMigrations(folder).map((m) => ({
    tag: tags.get(m.folderMillis) ?? null,
    createdAt: m.folderMillis,
    hash: m.hash,
  }));
}

/** The migrations the database has applied, oldest first, named from `committed` where it knows them. */
export async function appliedStamps(db: AnyDb, committed: MigrationStamp[]): Promise<MigrationStamp[]> {
  const { migrationsSchema, migrationsTable } = MIGRATIONS_TABLE;
  if (!(await tableExists(db, `${migrationsSchema}.${migrationsTable}`))) return [];
  const rows = rawRows<{ hash: string; created_at: string | number }>(
    await db.execute(
      sql`select hash, created_at from ${sql.identifier(migrationsSchema)}.${sql.identifier(migrationsTable)} order by created_at, id`,
    ),
  );
  const tags = new Map(committed.map((m) => [m.createdAt, m.tag]));
  return rows.map((r) => ({
    tag: tags.get(Number(r.created_at)) ?? null,
    createdAt: Number(r.created_at),
    hash: r.hash,
  }));
}

/**
 * A folder holding the first `count` committed migrations of `folder` (their SQL files and a journal cut
 * after them), for the migrator to bring a database to that version and no further (a restore first
 * recreates the schema its backup was taken at). The caller removes it.
 */
export function migrationsFolderThrough(folder: string, count: number): string {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const target = mkdtempSync(join(tmpdir(), 'migrations-through-'));
  mkdirSync(join(target, 'meta'));
  const entries = journal.entries.slice(0, count);
  writeFileSync(join(target, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) copyFileSync(join(folder, `${tag}.sql`), join(target, `${tag}.sql`));
  return target;
}

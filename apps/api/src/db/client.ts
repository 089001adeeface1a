import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { withPreparedReads } from './prepared-pglite.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** How many committed migrations the database has not applied yet (throws when it does not answer). */
  pendingMigrations(): Promise<number>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… : use PostgreSQL. Otherwise embedded PGlite in dataDir. */
  databaseUrl?: string | undefined;
  /** A directory on disk, or 'memory://' for a throw-away database (tests). Default ./data. */
  dataDir?: string | undefined;
}

/** The committed drizzle-kit migrations, found from the source tree or the built bundle. */
function migrationsFolder(): string {
  for (const rel of ['../../drizzle', '../drizzle']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(`${dir}/meta/_journal.json`)) return dir;
  }
  throw new Error('migrations folder not found (expected apps/api/drizzle)');
}

/** The `when` stamps of the committed migrations (drizzle-kit's journal), oldest first. */
function committedMigrations(folder: string): number[] {
  const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as { entries: { when: number }[] };
  return journal.entries.map((e) => e.when);
}

/** drizzle's migrator records each applied migration's `when` in drizzle.__drizzle_migrations.created_at. */
async function countPending(db: Db, committed: number[]): Promise<number> {
  // Both drivers answer raw queries with { rows }.
  type Rows<T> = { rows: T[] };
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as Rows<{ present: boolean }>;
  if (!table.rows[0]?.present) return committed.length;
  const applied = (await db.execute(
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  )) as unknown as Rows<{ last: string | number | null }>;
  const last = Number(applied.rows[0]?.last ?? 0);
  return committed.filter((when) => when > last).length;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = migrationsFolder();
  const committed = committedMigrations(folder);
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', () => {
      /* an idle client lost its connection; the pool replaces it on next use */
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: folder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      pendingMigrations: () => countPending(db, committed),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? './data';
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const pgliteDb = drizzlePglite({ client: withPreparedReads(client), schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: folder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    pendingMigrations: () => countPending(db, committed),
    close: () => client.close(),
  };
}

import { existsSync, rmSync } from 'node:fs';
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
import { pino } from 'pino';
import {
  committedMigrations,
  migrationConfig,
  migrationsFolderThrough,
  pendingMigrations,
} from './applied-migrations.js';
import { type DataDirLock, type Holder, lockDataDir } from './data-dir-lock.js';
import { type Notifications, postgresNotifications } from './notifications.js';
import { withPreparedReads } from './prepared-pglite.js';
import { compileWasmOnOneTask } from './wasm-compile.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations (idempotent); `through` the first that many only (a restore recreates
   * the schema its backup was taken at before it migrates further).
   */
  migrate(options?: { through?: number }): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** How many committed migrations the database has not applied yet (throws when it does not answer). */
  pendingMigrations(): Promise<number>;
  close(): Promise<void>;
  /** Messages between the processes sharing the database (PostgreSQL only: PGlite has one process). */
  notifications?: Notifications;
  /** PGlite on disk: this process's hold on the data directory and its control socket (data-dir-lock.ts). */
  control?: DataDirLock;
}

/** Where the database reports what fails outside any query: the API's logger (pino). */
export type DatabaseLog = Pick<pino.BaseLogger, 'error'>;

export interface DatabaseOptions {
  /** postgres://… : use PostgreSQL. Otherwise embedded PGlite in dataDir. */
  databaseUrl?: string | undefined;
  /** A directory on disk, or 'memory://' for a throw-away database (tests). Default ./data. */
  dataDir?: string | undefined;
  /** The API's logger (server.ts); default a pino logger of its own on stdout. */
  log?: DatabaseLog | undefined;
  /** Who holds a PGlite data directory: the API serves backups through its control socket; default `command`. */
  role?: Holder['role'];
}

/**
 * A PostgreSQL connection can be lost at any time (the server restarts or fails over, an administrator
 * or an idle timeout ends it, the network drops). pg then emits `error` on its client, and an `error`
 * event that nobody listens to ends the process. The pool drops the broken connection and opens a new
 * one when next needed, so the API keeps answering:
 * - an idle connection: the pool emits `error`; logged here, once.
 * - a connection in use: its query (or the next one in its transaction) fails with the error, and the
 *   request that made it logs it; the client's own `error` event must only not end the process.
 * PGlite runs inside this process: it has no connection to lose, and its failures reject the query.
 */
export function watchPool(pool: pg.Pool, log: DatabaseLog): void {
  pool.on('error', (err) => {
    log.error({ err, database: 'postgres' }, 'database connection lost while idle; the pool opens a new one');
  });
  pool.on('connect', (client) => {
    client.on('error', () => {
      /* in use: reported through its query; idle: through the pool's error event above */
    });
  });
}

/** The committed drizzle-kit migrations, found from the source tree or the built bundle. */
export function migrationsFolder(): string {
  for (const rel of ['../../drizzle', '../drizzle']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(`${dir}/meta/_journal.json`)) return dir;
  }
  throw new Error('migrations folder not found (expected apps/api/drizzle)');
}

/** Runs `migrate` on the committed migrations, or on the first `through` of them. */
async function migrateWith(folder: string, migrate: (folder: string) => Promise<void>, through?: number) {
  if (through === undefined) return migrate(folder);
  const cut = migrationsFolderThrough(folder, through);
  try {
    await migrate(cut);
  } finally {
    rmSync(cut, { recursive: true, force: true });
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = migrationsFolder();
  const committed = committedMigrations(folder);
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const log = options.log ?? pino();
    watchPool(pool, log);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: (o) =>
        migrateWith(folder, (f) => migratePg(drizzlePg({ client: pool, schema }), migrationConfig(f)), o?.through),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      pendingMigrations: () => pendingMigrations(db, committed),
      close: () => pool.end(),
      notifications: postgresNotifications(options.databaseUrl, pool, log),
    };
  }
  const dataDir = options.dataDir ?? './data';
  let control: DataDirLock | undefined;
  if (!dataDir.startsWith('memory://')) {
    await mkdir(dataDir, { recursive: true });
    control = await lockDataDir(dataDir, options.role ?? 'command');
  }
  let client: PGlite;
  try {
    compileWasmOnOneTask();
    client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    await control?.release();
    throw error;
  }
  const pgliteDb = drizzlePglite({ client: withPreparedReads(client), schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (o) => migrateWith(folder, (f) => migratePglite(pgliteDb, migrationConfig(f)), o?.through),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    pendingMigrations: () => pendingMigrations(db, committed),
    close: async () => {
      try {
        await client.close();
      } finally {
        await control?.release();
      }
    },
    ...(control ? { control } : {}),
  };
}

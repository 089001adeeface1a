import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { type Database, openDatabase } from '../../db/client.js';
import { DataDirBusyError, backupThroughHolder, holderOf } from '../../db/data-dir-lock.js';
import { mediaStorage } from '../media/storage-from-config.js';
import { prepareBackup } from './archive.js';
import { rows } from './catalog.js';
import { type Manifest, countLines } from './format.js';

/** What the commands (db:backup, db:restore, db:move) share: where a backup comes from, how a target opens. */

/** The application_name of the commands' PostgreSQL connections: how they tell an API's sessions from their own. */
const COMMAND_APPLICATION = 'redsea-backup-command';

export interface OpenedSource {
  /** Where the snapshot comes from, for the command's output. */
  via: string;
  write(out: Writable): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Where db:backup and db:move read from. PostgreSQL: the database itself (one REPEATABLE READ
 * transaction). PGlite: the API that holds DATA_DIR, through its control socket, when it runs;
 * otherwise the directory itself, held by this command meanwhile (an API started then is refused).
 */
export async function openBackupSource(config: Config, options: { media: boolean }): Promise<OpenedSource> {
  const storage = await mediaStorage(config.media);
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: withCommandName(config.databaseUrl) });
    return {
      via: 'PostgreSQL (DATABASE_URL)',
      write: async (out) => (await prepareBackup({ db: database.db, kind: 'postgres', storage }, options)).write(out),
      close: () => database.close(),
    };
  }
  const dataDir = resolve(config.dataDir);
  const holder = await holderOf(dataDir);
  if (holder?.role === 'api') {
    return {
      via: `the API running on ${dataDir} (pid ${holder.pid}), through its control socket`,
      write: async (out) => {
        const archive = await backupThroughHolder(dataDir, options.media);
        if (!archive) throw new Error(`the API on ${dataDir} stopped before it could take the backup`);
        await pipeline(archive, out);
      },
      close: async () => {},
    };
  }
  if (holder) throw new DataDirBusyError(dataDir, holder);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`There is no database in ${dataDir} (DATA_DIR).`);
  const database = await openDatabase({ dataDir });
  return {
    via: `${dataDir} (no API running on it)`,
    write: async (out) => (await prepareBackup({ db: database.db, kind: 'pglite', storage }, options)).write(out),
    close: () => database.close(),
  };
}

function withCommandName(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', COMMAND_APPLICATION);
  return parsed.toString();
}

/** A restore's or a move's target: PostgreSQL (`databaseUrl`) or the PGlite directory, held by this command. */
export async function openTarget(target: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (!target.databaseUrl) return openDatabase({ dataDir: resolve(target.dataDir) });
  const database = await openDatabase({ databaseUrl: withCommandName(target.databaseUrl) });
  try {
    // An API replica on the database would go on writing into, and caching, what the restore replaces.
    const [other] = await rows<{ n: string | number }>(
      database.db,
      sql`select count(*) as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
            and application_name is distinct from ${COMMAND_APPLICATION}`,
    );
    const sessions = Number(other?.n ?? 0);
    if (sessions > 0) {
      throw new Error(
        `${sessions} other session(s) are connected to the target database (an API?). Stop them before restoring into it.`,
      );
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The lines a command prints for a backup: its tables' counts, and a note of missing media. */
export function manifestLines(manifest: Manifest): string[] {
  const lines = countLines(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows])));
  const { files, missing, included } = manifest.media;
  lines.push(`media: ${files.length} file(s)${included ? '' : ' listed (not in the file)'}`);
  if (missing.length > 0) lines.push(`media missing from storage when the backup was taken: ${missing.join(', ')}`);
  return lines;
}

/** Runs a command's body: a refusal or a failure is its message on stderr (a stack when unforeseen) and exit code 1. */
export async function runCommand(
  body: () => Promise<void>,
  foreseen: (new (...args: never[]) => Error)[],
): Promise<void> {
  // A body that stops waiting on nothing would end the process with exit code 0 and no word: say so.
  let done = false;
  process.on('exit', () => {
    if (done) return;
    console.error('stopped before finishing');
    process.exitCode = 1;
  });
  try {
    await body();
    done = true;
  } catch (error) {
    done = true;
    const known = error instanceof DataDirBusyError || foreseen.some((kind) => error instanceof kind);
    console.error(known ? (error as Error).message : error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  }
}

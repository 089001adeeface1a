import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { committedStamps } from '../../db/applied-migrations.js';
import { type Database, migrationsFolder } from '../../db/client.js';
import { type MediaStorage, contentTypeOf } from '../media/storage.js';
import {
  type Column,
  type Executor,
  countRows,
  inReferenceOrder,
  rows,
  sequenceStates,
  serialColumns,
  tablesWithColumns,
  tablesWithRows,
} from './catalog.js';
import { type Manifest, type TableCounts, mediaEntry, tableEntry } from './format.js';
import { fixTextForms } from './snapshot.js';

/** A restore that must not go ahead: the target holds data, or the backup is from a newer release. */
export class RestoreRefusedError extends Error {}

/** The counts after the restore differ from the manifest's (nothing was kept: the load was rolled back). */
export class CountMismatchError extends Error {
  constructor(readonly mismatches: { table: string; expected: number; actual: number }[]) {
    super(
      `row counts differ from the backup's: ${mismatches.map((m) => `${m.table} ${m.actual} ≠ ${m.expected}`).join(', ')}`,
    );
  }
}

export interface RestoreResult {
  /** Each table's rows as restored, checked against the manifest. */
  counts: TableCounts;
  /** The backup's newest migration, and the newest after the restore (different when it was migrated forward). */
  fromMigration: string | null;
  toMigration: string | null;
  /** Media files put into storage. */
  mediaRestored: number;
}

/**
 * How many of this release's migrations recreate the backup's schema. Throws RestoreRefusedError when
 * the backup's database had applied a migration this release does not have (a newer release made it).
 */
export function schemaOfBackup(manifest: Manifest): number {
  const committed = committedStamps(migrationsFolder());
  const known = new Map(committed.map((m, i) => [m.createdAt, i]));
  const unknown = manifest.migrations.filter((m) => !known.has(m.createdAt));
  if (unknown.length > 0) {
    const names = unknown.map((m) => m.tag ?? `migration of ${new Date(m.createdAt).toISOString()}`).join(', ');
    throw new RestoreRefusedError(
      `The backup is from a newer schema than this release knows (${names}). Restore it with that release or a later one.`,
    );
  }
  const last = manifest.migrations.at(-1);
  return last === undefined ? 0 : (known.get(last.createdAt) ?? 0) + 1;
}

/** The tables that hold rows, or none: a restore over them needs --force. */
export async function targetHoldsData(database: Database): Promise<string[]> {
  return tablesWithRows(database.db);
}

/** Drops everything a previous schema left (the public and drizzle schemas), unless there is nothing. */
async function clearTarget(db: Executor): Promise<void> {
  const [found] = await rows<{ n: string | number }>(
    db,
    sql`select (select count(*) from pg_class where relnamespace = 'public'::regnamespace)
             + (select count(*) from pg_namespace where nspname = 'drizzle') as n`,
  );
  if (Number(found?.n ?? 0) === 0) return;
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}

/** Rows per INSERT, and the most characters of JSON per INSERT. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4 * 1024 * 1024;

/** Inserts a table's file in batches: each batch one statement that casts the text forms back. */
async function loadTable(tx: Executor, table: string, columns: Column[], file: string): Promise<void> {
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  // The types come from the target's own catalogue (format_type), not from the file.
  const values = sql.join(
    columns.map((c, i) => sql.raw(`(r->>${i})::${c.type}`)),
    sql`, `,
  );
  const insert = (json: string) =>
    tx.execute(
      sql`insert into ${sql.identifier('public')}.${sql.identifier(table)} (${names}) overriding system value
          select ${values} from json_array_elements(${json}::json) as r`,
    );
  let batch: string[] = [];
  let chars = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line === '') continue;
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await insert(`[${batch.join(',')}]`);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) await insert(`[${batch.join(',')}]`);
}

/** Sequences as they were, then each serial column's sequence past its largest restored id. */
async function restoreSequences(tx: Executor, manifest: Manifest): Promise<void> {
  const present = new Set((await sequenceStates(tx)).map((s) => s.name));
  for (const s of manifest.sequences) {
    if (!present.has(s.name)) continue;
    await tx.execute(sql`select setval(${`public.${s.name}`}::regclass, ${s.value}::bigint, ${s.called})`);
  }
  for (const { table, column, sequence } of await serialColumns(tx)) {
    await tx.execute(
      sql`select setval(${`public.${sequence}`}::regclass, m) from (
            select max(${sql.identifier(column)})::bigint as m from ${sql.identifier('public')}.${sql.identifier(table)}
          ) x, ${sql.identifier('public')}.${sql.identifier(sequence)} s
          where m is not null and (m > s.last_value or (m = s.last_value and not s.is_called))`,
    );
  }
}

/**
 * Restores an extracted and verified backup (read.ts) into `database`:
 * 1. refuses a backup of a newer schema, and a target that holds rows unless `force`;
 * 2. clears the target, then applies this release's migrations up to the backup's schema;
 * 3. in one transaction: inserts every table's rows, parents first, with the triggers on (so the derived
 *    search tables are rebuilt from the units), sets the sequences, and checks every table's count
 *    against the manifest (a difference rolls it all back);
 * 4. applies the later migrations, and puts the media files into `media` (when given and included).
 */
export async function restoreBackup(
  database: Database,
  extracted: string,
  manifest: Manifest,
  options: { force: boolean; media?: MediaStorage },
): Promise<RestoreResult> {
  const through = schemaOfBackup(manifest);
  const held = await targetHoldsData(database);
  if (held.length > 0 && !options.force) {
    throw new RestoreRefusedError(`The target holds data (${held.join(', ')}). Restoring replaces it: add --force.`);
  }
  await clearTarget(database.db);
  await database.migrate({ through });

  const counts = await database.db.transaction(async (tx) => {
    await fixTextForms(tx);
    const target = await tablesWithColumns(tx);
    const expected = new Map(manifest.tables.map((t) => [t.name, t]));
    const differ = [...new Set([...target.keys(), ...expected.keys()])].filter((name) => {
      const ours = target.get(name);
      const theirs = expected.get(name)?.columns;
      return !ours || !theirs || JSON.stringify(ours) !== JSON.stringify(theirs);
    });
    if (differ.length > 0) throw new Error(`the schema differs from the backup's in ${differ.join(', ')}`);
    for (const name of await inReferenceOrder(tx, target.keys())) {
      const table = expected.get(name);
      if (!table || table.derived || table.rows === 0) continue;
      await loadTable(tx, name, table.columns, join(extracted, tableEntry(name)));
    }
    await restoreSequences(tx, manifest);
    const found = await countRows(tx, expected.keys());
    const mismatches = manifest.tables
      .filter((t) => found[t.name] !== t.rows)
      .map((t) => ({ table: t.name, expected: t.rows, actual: found[t.name] ?? 0 }));
    if (mismatches.length > 0) throw new CountMismatchError(mismatches);
    return found;
  });
  await database.migrate();

  let mediaRestored = 0;
  if (options.media && manifest.media.included) {
    for (const { key } of manifest.media.files) {
      await options.media.put(key, createReadStream(join(extracted, mediaEntry(key))), contentTypeOf(key));
      mediaRestored++;
    }
  }
  const committed = committedStamps(migrationsFolder());
  return {
    counts,
    fromMigration: manifest.migrations.at(-1)?.tag ?? null,
    toMigration: committed.at(-1)?.tag ?? null,
    mediaRestored,
  };
}

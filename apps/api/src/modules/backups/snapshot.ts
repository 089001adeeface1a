import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { appliedStamps, committedStamps, type MigrationStamp } from '../../db/applied-migrations.js';
import { type Db, migrationsFolder } from '../../db/client.js';
import { MEDIA_URL_PREFIX } from '../media/service.js';
import { isMediaKey } from '../media/storage.js';
import {
  type Column,
  DERIVED_TABLES,
  type Executor,
  type SequenceState,
  countRows,
  inReferenceOrder,
  rows,
  sequenceStates,
  tablesWithColumns,
} from './catalog.js';
import { fileWriter } from './file-writer.js';
import { scratchDir } from './file.js';
import { EMPTY_SHA256, type TableManifest } from './format.js';

/** What one read-only transaction saw: the schema's version, every table's rows (spooled to files), the sequences. */
export interface Snapshot {
  migrations: MigrationStamp[];
  tables: TableManifest[];
  sequences: SequenceState[];
  /** The media keys the rows refer to (addresses under MEDIA_URL_PREFIX, in any column). */
  mediaKeys: Set<string>;
  /** Where the tables' files are (`<table>.jsonl`); the caller removes it. */
  spool: string;
}

/** How many rows each FETCH reads: memory stays flat whatever the table's size. */
const FETCH_ROWS = 1000;

/** PostgreSQL's text forms, fixed whatever the server's settings: exact and the same on every restore. */
export async function fixTextForms(tx: Executor): Promise<void> {
  await tx.execute(sql`set local timezone = 'UTC'`);
  await tx.execute(sql`set local datestyle = 'ISO, YMD'`);
  await tx.execute(sql`set local intervalstyle = 'postgres'`);
  await tx.execute(sql`set local extra_float_digits = 1`);
  await tx.execute(sql`set local bytea_output = 'hex'`);
}

const MEDIA_ADDRESS = new RegExp(`${MEDIA_URL_PREFIX.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/([^"\\\\?#\\s]+)`, 'g');

function collectMediaKeys(text: string, keys: Set<string>) {
  for (const match of text.matchAll(MEDIA_ADDRESS)) {
    const key = match[1];
    if (key && isMediaKey(key)) keys.add(key);
  }
}

/** Writes one table's rows to `file` as JSON lines through a cursor; answers its manifest entry. */
async function spoolTable(
  tx: Executor,
  name: string,
  columns: Column[],
  file: string,
  mediaKeys: Set<string>,
): Promise<TableManifest> {
  const values = sql.join(
    columns.map((c) => sql`${sql.identifier(c.name)}::text`),
    sql`, `,
  );
  const cursor = sql.identifier(`backup_${name}`);
  await tx.execute(
    sql`declare ${cursor} no scroll cursor for
        select array_to_json(array[${values}]::text[])::text as line from ${sql.identifier('public')}.${sql.identifier(name)}`,
  );
  const out = fileWriter(file);
  const hash = createHash('sha256');
  let count = 0;
  let bytes = 0;
  try {
    for (;;) {
      const batch = await rows<{ line: string }>(tx, sql`fetch forward ${sql.raw(String(FETCH_ROWS))} from ${cursor}`);
      if (batch.length === 0) break;
      const text = `${batch.map((r) => r.line).join('\n')}\n`;
      collectMediaKeys(text, mediaKeys);
      const chunk = Buffer.from(text);
      hash.update(chunk);
      bytes += chunk.length;
      count += batch.length;
      await out.write(chunk);
    }
  } finally {
    await out.end();
  }
  await tx.execute(sql`close ${cursor}`);
  return { name, derived: false, columns, rows: count, bytes, sha256: hash.digest('hex') };
}

/**
 * Reads the whole database in one REPEATABLE READ, READ ONLY transaction: every row it writes belongs to
 * the same moment, however long the reading takes and whatever other sessions write meanwhile. (On
 * PGlite, the API's one connection waits for it.) The rows go to files in a spool directory.
 */
export async function takeSnapshot(db: Db): Promise<Snapshot> {
  const spool = await scratchDir('backup-spool');
  try {
    return await db.transaction(
      async (tx) => {
        await fixTextForms(tx);
        const migrations = await appliedStamps(tx, committedStamps(migrationsFolder()));
        const tables = await tablesWithColumns(tx);
        const mediaKeys = new Set<string>();
        const entries: TableManifest[] = [];
        for (const name of await inReferenceOrder(tx, tables.keys())) {
          const columns = tables.get(name) ?? [];
          if (DERIVED_TABLES.has(name)) {
            const { [name]: count = 0 } = await countRows(tx, [name]);
            entries.push({ name, derived: true, columns, rows: count, bytes: 0, sha256: EMPTY_SHA256 });
          } else {
            entries.push(await spoolTable(tx, name, columns, join(spool, `${name}.jsonl`), mediaKeys));
          }
        }
        return { migrations, tables: entries, sequences: await sequenceStates(tx), mediaKeys, spool };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } catch (error) {
    await rm(spool, { recursive: true, force: true });
    throw error;
  }
}

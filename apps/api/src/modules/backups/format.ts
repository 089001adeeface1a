import { z } from 'zod';
import { isMediaKey } from '../media/storage.js';

/**
 * A backup file (docs/operations.md, "What is in a backup file"; decision 0040): a gzip'd tar holding
 * - `tables/<table>.jsonl`: one line per row, a JSON array of the row's columns in the manifest's order,
 *   each value PostgreSQL's own text form of it (what COPY writes: exact for timestamps, numerics,
 *   bigints, jsonb, arrays, bytea) or null. Generated columns are left out (the database computes them);
 *   tables that triggers maintain (`derived`) have no file, only their count: the restore's triggers
 *   rebuild them from the rows they derive from.
 * - `media/<key>`: each uploaded file the rows refer to, when media are local (MEDIA_DIR); with an S3
 *   bucket only their keys are listed.
 * - `manifest.json`, last: format, when, the schema's migrations, each table's columns, row count, size
 *   and SHA-256, the sequences, and the media with their sizes and SHA-256.
 */

export const BACKUP_FORMAT = 'redsea-resale-backup';
/** Raised when the format changes; a restore refuses a file with a higher number. */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const mediaEntry = (key: string) => `media/${key}`;

const TABLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  /** The migrations the database had applied: what a restore recreates before it loads the rows. */
  migrations: z.array(z.object({ tag: z.string().nullable(), createdAt: z.number().int(), hash: z.string() })),
  tables: z.array(
    z.object({
      name: z.string().regex(TABLE_NAME),
      derived: z.boolean(),
      columns: z.array(z.object({ name: z.string(), type: z.string() })),
      rows: z.number().int().min(0),
      /** Of the table's file; 0 and the empty file's hash for a derived table (no file). */
      bytes: z.number().int().min(0),
      sha256,
    }),
  ),
  /** Each sequence's state (`setval(name, value, called)`). */
  sequences: z.array(z.object({ name: z.string().regex(TABLE_NAME), value: z.string(), called: z.boolean() })),
  media: z.object({
    storage: z.enum(['local', 's3']),
    /** Whether the files are in the archive (local media), or only listed (S3, or db:move). */
    included: z.boolean(),
    /** sha256 null when the file is only listed. */
    files: z.array(
      z.object({ key: z.string().refine(isMediaKey), bytes: z.number().int().min(0), sha256: sha256.nullable() }),
    ),
    /** Referred to by the rows but not in storage when the backup was taken. */
    missing: z.array(z.string()),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type TableManifest = Manifest['tables'][number];

/** The SHA-256 of no bytes: a derived table's (it has no file). */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** A file that is not a readable backup, or whose contents do not match its manifest. */
export class BackupInvalidError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} is not a valid backup: ${problems.slice(0, 10).join('; ')}${problems.length > 10 ? '; …' : ''}`);
  }
}

/** Row counts by table, as the commands print them (`units: 120`). */
export type TableCounts = Record<string, number>;

export function countLines(counts: TableCounts): string[] {
  return Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([table, rows]) => `${table}: ${rows}`);
}

import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Db } from '../../db/client.js';
import type { MediaStorage } from '../media/storage.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST,
  type Manifest,
  manifestSchema,
  mediaEntry,
  tableEntry,
} from './format.js';
import { type Snapshot, takeSnapshot } from './snapshot.js';

/** What a backup is taken from: the database and where its uploaded media are stored. */
export interface BackupSource {
  db: Db;
  kind: 'pglite' | 'postgres';
  storage: MediaStorage;
}

export interface BackupOptions {
  /** Put local media files in the archive (default); false lists them only (db:move: they stay in MEDIA_DIR). */
  media?: boolean;
}

/** A snapshot taken, ready to be written as an archive once (then its spool is removed). */
export interface PreparedBackup {
  write(out: Writable): Promise<Manifest>;
  discard(): Promise<void>;
}

/** Adds one file to the tar, its bytes streamed in with back-pressure (and hashed, when asked). */
function addEntry(
  pack: tar.Pack,
  name: string,
  size: number,
  body: AsyncIterable<Buffer> | Iterable<Buffer>,
  hash?: Hash,
  mtime?: Date,
) {
  return new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o644, ...(mtime ? { mtime } : {}) }, (err) =>
      err ? reject(err) : resolve(),
    );
    // When the archive is torn down (the reader went away, the disk is full), the entry errors and closes:
    // heard here, so that it never reaches the process as an unhandled error, and no read waits on it.
    entry.on('error', reject);
    const drained = () =>
      new Promise<void>((r) => {
        const done = () => {
          entry.off('drain', done);
          entry.off('close', done);
          r();
        };
        entry.on('drain', done);
        entry.on('close', done);
      });
    void (async () => {
      for await (const chunk of body) {
        if (entry.destroying) break; // leaving the loop closes the file being read
        hash?.update(chunk);
        if (!entry.write(chunk)) await drained();
      }
      if (!entry.destroying) entry.end(undefined);
    })().catch((err: unknown) => {
      entry.destroy(err as Error);
      reject(err as Error);
    });
  });
}

async function writeArchive(
  source: BackupSource,
  snapshot: Snapshot,
  createdAt: Date,
  includeMedia: boolean,
  out: Writable,
): Promise<Manifest> {
  const pack = tar.pack();
  try {
    return await packArchive(pack, source, snapshot, createdAt, includeMedia, out);
  } catch (error) {
    // Whatever failed (a media file unreadable, the reader gone), nothing is left open behind it.
    pack.destroy(error as Error);
    out.destroy();
    throw error;
  }
}

async function packArchive(
  pack: tar.Pack,
  source: BackupSource,
  snapshot: Snapshot,
  createdAt: Date,
  includeMedia: boolean,
  out: Writable,
): Promise<Manifest> {
  const written = pipeline(pack, createGzip(), out);
  // A failure on the way out (a full disk, a closed socket) stops the entries being added.
  const failed = written.then(
    () => new Promise<never>(() => {}),
    (err: unknown) => Promise.reject(err as Error),
  );
  failed.catch(() => {}); // seen through the races below, and by `await written`
  const add = (name: string, size: number, body: AsyncIterable<Buffer> | Iterable<Buffer>, hash?: Hash) =>
    Promise.race([addEntry(pack, name, size, body, hash, createdAt), failed]);

  for (const table of snapshot.tables) {
    if (table.derived) continue;
    await add(tableEntry(table.name), table.bytes, createReadStream(join(snapshot.spool, `${table.name}.jsonl`)));
  }

  const stored = new Map<string, number>();
  for await (const file of source.storage.list()) {
    if (snapshot.mediaKeys.has(file.key)) stored.set(file.key, file.bytes);
  }
  const include = includeMedia && source.storage.kind === 'local';
  const files: Manifest['media']['files'] = [];
  const missing = [...snapshot.mediaKeys].filter((key) => !stored.has(key)).sort();
  for (const key of [...stored.keys()].sort()) {
    if (!include) {
      files.push({ key, bytes: stored.get(key) ?? 0, sha256: null });
      continue;
    }
    const body = await source.storage.get(key);
    if (!body) {
      missing.push(key);
      continue;
    }
    const hash = createHash('sha256');
    await add(mediaEntry(key), body.bytes, body.body as Readable, hash);
    files.push({ key, bytes: body.bytes, sha256: hash.digest('hex') });
  }

  const manifest = manifestSchema.parse({
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    source: source.kind,
    migrations: snapshot.migrations,
    tables: snapshot.tables,
    sequences: snapshot.sequences,
    media: { storage: source.storage.kind, included: include, files, missing },
  } satisfies Manifest);
  const text = Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`);
  await add(MANIFEST, text.length, [text]);
  pack.finalize();
  await written;
  return manifest;
}

/**
 * Takes the snapshot now (one read-only transaction; the rows are spooled to a temporary directory),
 * and answers what writes it as a gzip'd tar: the tables' files, the media, the manifest last.
 */
export async function prepareBackup(source: BackupSource, options: BackupOptions = {}): Promise<PreparedBackup> {
  const createdAt = new Date();
  const snapshot = await takeSnapshot(source.db);
  const discard = () => rm(snapshot.spool, { recursive: true, force: true });
  return {
    write: async (out) => {
      try {
        return await writeArchive(source, snapshot, createdAt, options.media !== false, out);
      } finally {
        await discard();
      }
    },
    discard,
  };
}

/**
 * The archive as a stream (the control socket's answer): the snapshot is taken before this resolves, so
 * a failure to read the database is an error, not a cut-off stream. `onError` hears of a later failure.
 */
export async function backupStream(
  source: BackupSource,
  options: BackupOptions,
  onError: (err: unknown) => void,
): Promise<Readable> {
  const prepared = await prepareBackup(source, options);
  const out = new PassThrough();
  prepared.write(out).catch((err: unknown) => {
    onError(err);
    out.destroy(err as Error);
  });
  return out;
}

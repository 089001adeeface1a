import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** One stored file, as the orphan sweep sees it. */
export interface StoredFile {
  key: string;
  bytes: number;
  /** When it was last written (a second upload of the same content renews it). */
  storedAt: Date;
}

export interface StoredBody {
  body: Readable;
  bytes: number;
  contentType: string;
}

/**
 * Where uploaded photos and videos live: a local directory (MEDIA_DIR) or an S3-compatible bucket.
 * Keys are relative paths (`ab/cd/<sha256>.webp`, `video/<uuid>.mp4`); `isMediaKey` says which are valid.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Writes a file in full or not at all: a stream that fails leaves nothing under the key. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<{ bytes: number }>;
  /** The file's bytes as a stream, or undefined when there is none. */
  get(key: string): Promise<StoredBody | undefined>;
  /** Removes a file; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file. */
  list(): AsyncIterable<StoredFile>;
}

const KEY = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.[a-z0-9]{2,5}$/;

/** A key this module writes: lower-case path segments, no `..`, one extension. */
export function isMediaKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The content type of a stored file, by its extension (keys are named by this module). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

function checkKey(key: string) {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${key.slice(0, 100)}`);
}

/** Files in a local directory; a file is written to `.partial/` first and renamed into place when complete. */
export class LocalStorage implements MediaStorage {
  readonly kind = 'local';
  private readonly partial: string;

  constructor(private readonly dir: string) {
    this.partial = join(dir, '.partial');
  }

  async put(key: string, body: Readable | Buffer, _contentType: string): Promise<{ bytes: number }> {
    checkKey(key);
    await mkdir(this.partial, { recursive: true });
    const temp = join(this.partial, randomUUID());
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp));
      const target = join(this.dir, key);
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
      return { bytes: (await stat(target)).size };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredBody | undefined> {
    if (!isMediaKey(key)) return undefined;
    const path = join(this.dir, key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return undefined;
      return { body: createReadStream(path), bytes: info.size, contentType: contentTypeOf(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await rm(join(this.dir, key), { force: true });
  }

  async *list(): AsyncIterable<StoredFile> {
    let entries;
    try {
      entries = await readdir(this.dir, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const key = relative(this.dir, path).split(sep).join('/');
      if (!isMediaKey(key)) continue;
      const info = await stat(path);
      yield { key, bytes: info.size, storedAt: info.mtime };
    }
  }
}

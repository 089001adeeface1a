import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { isMediaKey } from '../media/storage.js';
import { fileWriter } from './file-writer.js';
import {
  BACKUP_FORMAT_VERSION,
  BackupInvalidError,
  MANIFEST,
  type Manifest,
  manifestSchema,
  mediaEntry,
  tableEntry,
} from './format.js';

/** What was read of one entry of the archive. */
interface EntryFacts {
  bytes: number;
  sha256: string;
  /** Table files: the number of lines and the widths (number of values) seen. */
  lines: number;
  widths: Set<number>;
  badLine?: number;
}

/** Extracting failed on our side (writing), not in the backup. */
class NotWritten extends Error {
  constructor(override readonly cause: unknown) {
    super('could not write an extracted file');
  }
}

const TABLE_ENTRY = /^tables\/([a-z_][a-z0-9_]{0,62})\.jsonl$/;

/** Counts a table file's lines and checks that each is a JSON array, as the bytes stream past. */
class LineReader {
  private rest = '';
  constructor(private readonly facts: EntryFacts) {}

  feed(chunk: Buffer) {
    const text = this.rest + chunk.toString('utf8');
    const lines = text.split('\n');
    this.rest = lines.pop() ?? '';
    for (const line of lines) this.line(line);
  }

  end() {
    if (this.rest !== '') this.line(this.rest);
  }

  private line(line: string) {
    this.facts.lines++;
    try {
      const value: unknown = JSON.parse(line);
      if (!Array.isArray(value)) throw new Error('not an array');
      this.facts.widths.add(value.length);
    } catch {
      this.facts.badLine ??= this.facts.lines;
    }
  }
}

/** Checks what was read against the manifest: every table's rows and bytes, every media file. */
function problemsOf(manifest: Manifest, entries: Map<string, EntryFacts>): string[] {
  const problems: string[] = [];
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    problems.push(`format ${manifest.formatVersion} is newer than this release reads (${BACKUP_FORMAT_VERSION})`);
  }
  const expected = new Set([MANIFEST]);
  for (const table of manifest.tables) {
    if (table.derived) continue;
    const name = tableEntry(table.name);
    expected.add(name);
    const facts = entries.get(name);
    if (!facts) {
      problems.push(`${name} is missing`);
      continue;
    }
    if (facts.lines !== table.rows)
      problems.push(`${table.name}: ${facts.lines} rows, the manifest says ${table.rows}`);
    if (facts.bytes !== table.bytes || facts.sha256 !== table.sha256)
      problems.push(`${name} differs from its checksum`);
    if (facts.badLine !== undefined) problems.push(`${name}: line ${facts.badLine} is not a JSON array`);
    const width = table.columns.length;
    if ([...facts.widths].some((w) => w !== width)) problems.push(`${name}: rows without ${width} values`);
  }
  for (const file of manifest.media.included ? manifest.media.files : []) {
    const name = mediaEntry(file.key);
    expected.add(name);
    const facts = entries.get(name);
    if (!facts) problems.push(`${name} is missing`);
    else if (facts.bytes !== file.bytes || facts.sha256 !== file.sha256)
      problems.push(`${name} differs from its checksum`);
  }
  for (const name of entries.keys()) if (!expected.has(name)) problems.push(`${name} is not in the manifest`);
  return problems;
}

function allowedName(name: string): boolean {
  if (name === MANIFEST || TABLE_ENTRY.test(name)) return true;
  return name.startsWith('media/') && isMediaKey(name.slice('media/'.length));
}

/**
 * Reads a backup file through and checks it against its manifest (each table's row count, size and
 * SHA-256, each row's width, each media file's size and SHA-256). With `extractTo`, also writes its
 * files there (only the names a backup holds: nothing lands outside that directory). Answers the
 * manifest; throws BackupInvalidError naming what is wrong.
 */
export async function readBackup(file: string, options: { extractTo?: string } = {}): Promise<Manifest> {
  const entries = new Map<string, EntryFacts>();
  let manifestText: string | undefined;
  const problems: string[] = [];
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => {}); // its error also ends the loop below, which reports it
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== 'file' || !allowedName(name) || entries.has(name)) {
        problems.push(`unexpected entry ${name.slice(0, 200)}`);
        entry.resume();
        continue;
      }
      const facts: EntryFacts = { bytes: 0, sha256: '', lines: 0, widths: new Set() };
      const hash = createHash('sha256');
      const lines = TABLE_ENTRY.test(name) ? new LineReader(facts) : undefined;
      const chunks: Buffer[] = [];
      let out: ReturnType<typeof fileWriter> | undefined;
      if (options.extractTo && name !== MANIFEST) {
        const target = join(options.extractTo, name);
        await mkdir(dirname(target), { recursive: true });
        out = fileWriter(target);
      }
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        facts.bytes += chunk.length;
        hash.update(chunk);
        lines?.feed(chunk);
        if (name === MANIFEST) chunks.push(chunk);
        await out?.write(chunk).catch((err: unknown) => Promise.reject(new NotWritten(err)));
      }
      lines?.end();
      await out?.end().catch((err: unknown) => Promise.reject(new NotWritten(err)));
      facts.sha256 = hash.digest('hex');
      entries.set(name, facts);
      if (name === MANIFEST) manifestText = Buffer.concat(chunks).toString('utf8');
    }
    await reading;
  } catch (error) {
    // The file could not be extracted (a full disk): that is not the backup's fault.
    if (error instanceof NotWritten) throw error.cause;
    throw new BackupInvalidError(file, [`cannot be read: ${(error as Error).message}`]);
  }
  if (manifestText === undefined) throw new BackupInvalidError(file, [...problems, 'no manifest.json']);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch (error) {
    throw new BackupInvalidError(file, [...problems, `manifest.json: ${(error as Error).message.slice(0, 300)}`]);
  }
  entries.delete(MANIFEST);
  problems.push(...problemsOf(manifest, entries));
  if (problems.length > 0) throw new BackupInvalidError(file, problems);
  return manifest;
}

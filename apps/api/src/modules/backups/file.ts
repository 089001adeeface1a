import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Manifest } from './format.js';
import { readBackup } from './read.js';

/** A timestamp for file names: 20260101T120000Z. */
export const fileStamp = (at = new Date()) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** The temporary name a backup is written under, beside its final name: `.<name>.partial-<pid>-<random>`. */
const partialName = (file: string) =>
  join(dirname(file), `.${basename(file)}.partial-${process.pid}-${randomBytes(4).toString('hex')}`);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A new working directory in the system's temp directory, `<prefix>-<pid>-XXXXXX`; first removes those
 * of the same prefix whose process died (a command killed with SIGKILL cannot clean up after itself).
 */
export async function scratchDir(prefix: string): Promise<string> {
  for (const name of await readdir(tmpdir()).catch(() => [] as string[])) {
    if (!name.startsWith(`${prefix}-`)) continue;
    const pid = Number(name.slice(prefix.length + 1).split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !alive(pid)) {
      await rm(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
  return mkdtemp(join(tmpdir(), `${prefix}-${process.pid}-`));
}

/** Removes what a writer of the same file that died (SIGKILL, power cut) left under a temporary name. */
async function removeLeftovers(file: string): Promise<void> {
  const prefix = `.${basename(file)}.partial-`;
  const names = await readdir(dirname(file)).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    if (Number.isInteger(pid) && pid !== process.pid && !alive(pid))
      await rm(join(dirname(file), name), { force: true });
  }
}

/**
 * Writes a backup to `file` so that a crash at any moment leaves either the previous file or the new
 * one whole under that name, never a part: the archive goes to a temporary name in the same directory,
 * is flushed to disk (fsync), read back and checked against its manifest, and only then renamed over
 * `file` (an atomic step), after which the directory itself is flushed. Answers the manifest and size.
 */
export async function writeBackupFile(
  file: string,
  write: (out: Writable) => Promise<unknown>,
): Promise<{ manifest: Manifest; bytes: number }> {
  await mkdir(dirname(file), { recursive: true });
  await removeLeftovers(file);
  const temp = partialName(file);
  try {
    const out = createWriteStream(temp, { flags: 'wx', mode: 0o600 });
    await write(out);
    await finished(out);
    const handle = await open(temp, 'r+');
    let size: number;
    try {
      await handle.sync();
      size = (await handle.stat()).size;
    } finally {
      await handle.close();
    }
    const manifest = await readBackup(temp);
    await rename(temp, file);
    const dir = await open(dirname(file), 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
    return { manifest, bytes: size };
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3 } from '../../../test/s3.js';
import { LocalStorage, type MediaStorage } from './storage.js';
import { sweepOrphans } from './sweep.js';

/** The storages the contract runs on: each starts fresh and is torn down after its suite. */
export const storages: [string, () => Promise<{ storage: MediaStorage; stop: () => Promise<void> }>][] = [
  [
    'a local directory',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'media-storage-'));
      return { storage: new LocalStorage(dir), stop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  ['s3rver (S3-compatible)', startS3],
];

async function text(storage: MediaStorage, key: string) {
  const stored = await storage.get(key);
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return { text: Buffer.concat(chunks).toString(), bytes: stored.bytes, type: stored.contentType };
}

async function keys(storage: MediaStorage) {
  const out: string[] = [];
  for await (const file of storage.list()) out.push(file.key);
  return out.sort();
}

describe.each(storages)('media storage contract on %s', (_name, start) => {
  let storage: MediaStorage;
  let stop = async () => {};
  beforeAll(async () => {
    ({ storage, stop } = await start());
  }, 60_000);
  afterAll(async () => {
    await stop();
  });

  it('stores a buffer and a stream, reads them back with their type and size, lists and deletes them', async () => {
    await storage.put('ab/cd/abcd.webp', Buffer.from('photo bytes'), 'image/webp');
    await storage.put('video/tour.mp4', Readable.from([Buffer.from('video '), Buffer.from('bytes')]), 'video/mp4');
    expect(await text(storage, 'ab/cd/abcd.webp')).toEqual({ text: 'photo bytes', bytes: 11, type: 'image/webp' });
    expect(await text(storage, 'video/tour.mp4')).toEqual({ text: 'video bytes', bytes: 11, type: 'video/mp4' });
    expect(await keys(storage)).toEqual(['ab/cd/abcd.webp', 'video/tour.mp4']);
    await storage.delete('video/tour.mp4');
    await storage.delete('video/tour.mp4');
    expect(await text(storage, 'video/tour.mp4')).toBeUndefined();
    expect(await keys(storage)).toEqual(['ab/cd/abcd.webp']);
    await storage.delete('ab/cd/abcd.webp');
  });

  it('leaves nothing under the key when the stream fails half-way', async () => {
    async function* failing() {
      yield Buffer.from('half of a file');
      throw new Error('client went away');
    }
    await expect(storage.put('video/broken.mp4', Readable.from(failing()), 'video/mp4')).rejects.toThrow();
    expect(await text(storage, 'video/broken.mp4')).toBeUndefined();
    expect(await keys(storage)).not.toContain('video/broken.mp4');
  });

  it('answers nothing for keys it never writes (paths out of the store, unknown files)', async () => {
    for (const key of ['../etc/passwd', '/etc/passwd', 'ab/../../x.webp', 'none.webp', '.partial/x.webp', '']) {
      expect(await storage.get(key)).toBeUndefined();
    }
  });

  it('sweeps the files nothing refers to once they are older than the grace period', async () => {
    await storage.put('aa/aa/kept.webp', Buffer.from('a'), 'image/webp');
    await storage.put('bb/bb/orphan.webp', Buffer.from('b'), 'image/webp');
    const referencedKeys = async () => new Set(['aa/aa/kept.webp']);
    // Just stored: within the grace period, nothing goes.
    expect(await sweepOrphans(storage, { referencedKeys })).toEqual([]);
    // Eight days on: the orphan goes, the referenced file stays.
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await sweepOrphans(storage, { referencedKeys, now: later })).toEqual(['bb/bb/orphan.webp']);
    expect(await keys(storage)).toEqual(['aa/aa/kept.webp']);
    // Six days on, nothing goes.
    await storage.put('cc/cc/new.webp', Buffer.from('c'), 'image/webp');
    const sixDays = new Date(Date.now() + 6 * 86_400_000);
    expect(await sweepOrphans(storage, { referencedKeys, now: sixDays })).toEqual([]);
    await storage.delete('aa/aa/kept.webp');
    await storage.delete('cc/cc/new.webp');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compoundPhotos, compounds, developers, units } from '../../db/schema/index.js';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';
import { LocalStorage } from './storage.js';
import { OrphanSweepJob, keyOfAddress, referencedKeys } from './sweep.js';

const text = (en: string) => ({ en });

describe('keyOfAddress', () => {
  it('turns addresses of uploads into storage keys and ignores every other address', () => {
    expect(keyOfAddress('/media/uploads/ab/cd/abcd.webp')).toBe('ab/cd/abcd.webp');
    expect(keyOfAddress('/media/uploads/video/1.mp4?v=2')).toBe('video/1.mp4');
    expect(keyOfAddress('/media/compounds/azure/1.webp')).toBeUndefined();
    expect(keyOfAddress('/media/uploads/')).toBeUndefined();
    expect(keyOfAddress(null)).toBeUndefined();
  });
});

describe.each(backends)('the daily media orphan sweep on %s', (backend) => {
  let t: TestApp;
  let dir: string;
  let storage: LocalStorage;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'media-sweep-'));
    storage = new LocalStorage(dir);
    t = await buildTestApp(backend, { seed: false, app: { media: { storage } } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const stored = async (key: string, daysAgo: number) => {
    await storage.put(key, Buffer.from(key), 'application/octet-stream');
    const at = new Date(Date.now() - daysAgo * 86_400_000);
    await utimes(join(dir, key), at, at);
  };
  const keys = async () => {
    const found: string[] = [];
    for await (const file of storage.list()) found.push(file.key);
    return found.sort();
  };
  const url = (key: string) => `/media/uploads/${key}`;

  it('removes an upload older than 7 days that nothing refers to, and keeps referenced and fresh ones', async () => {
    const db = t.database.db;
    const referenced = {
      logo: 'aa/aa/logo.webp',
      compoundMain: 'aa/ab/compound-main.webp',
      video: 'video/tour.mp4',
      poster: 'aa/ac/poster.webp',
      gallery: 'aa/ad/gallery.webp',
      unitMain: 'aa/ae/unit-main.webp',
      unitPhoto: 'aa/af/unit-photo.webp',
    };
    for (const key of Object.values(referenced)) await stored(key, 30);
    await stored('bb/bb/orphan.webp', 8);
    await stored('video/orphan.webp', 400);
    await stored('cc/cc/fresh.webp', 6);

    const [developer] = await db
      .insert(developers)
      .values({ key: 'sweep-dev', name: 'Sweep Developments', logo: url(referenced.logo) })
      .returning({ id: developers.id });
    const [compound] = await db
      .insert(compounds)
      .values({
        slug: 'sweep-compound',
        name: text('Sweep Compound'),
        region: 'hurghada',
        location: text('Hurghada'),
        mainImage: url(referenced.compoundMain),
        mainVideo: url(referenced.video),
        videoPoster: url(referenced.poster),
        status: 'delivered',
        developerId: developer!.id,
        description: text('A compound.'),
        specifications: { en: [] },
        vision: text('A vision.'),
      })
      .returning({ id: compounds.id });
    await db.insert(compoundPhotos).values([
      { compoundId: compound!.id, url: url(referenced.gallery), position: 0 },
      // Committed media are not the storage's: never a key.
      { compoundId: compound!.id, url: '/media/compounds/azure/1.webp', position: 1 },
    ]);
    await db.insert(units).values({
      region: 'hurghada',
      location: text('Hurghada'),
      title: text('Sweep flat'),
      unitType: 'Apartment',
      kind: 'apartment',
      priceUsd: 100_000,
      priceText: '$100,000',
      areaSqm: 80,
      bedrooms: 2,
      bathrooms: 1,
      mainImage: url(referenced.unitMain),
      photos: [
        { url: url(referenced.unitPhoto), alt: { en: 'Living room' } },
        { url: url(referenced.unitMain), alt: {} },
      ],
      description: text('A flat.'),
    });

    expect([...(await referencedKeys(db))].sort()).toEqual(Object.values(referenced).sort());

    const lines: { msg: string; removed?: number }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const job = new OrphanSweepJob(db, storage, logger);
    await job.run();
    expect(await keys()).toEqual([...Object.values(referenced), 'cc/cc/fresh.webp'].sort());
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'removed unreferenced media', removed: 2 }));

    // A day later than a week after its upload, the fresh file goes too (it is still not referenced).
    await job.run(new Date(Date.now() + 2 * 86_400_000));
    expect(await keys()).toEqual(Object.values(referenced).sort());
    await job.stop();
  });

  it('logs a failed sweep once and keeps running on the next day', async () => {
    const lines: { msg: string; level: number }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const broken = new LocalStorage(dir);
    broken.list = async function* () {
      yield* [];
      throw new Error('the bucket is unreachable');
    };
    const job = new OrphanSweepJob(t.database.db, broken, logger);
    await job.run();
    expect(lines.filter((l) => l.msg === 'media orphan sweep failed')).toHaveLength(1);
    await job.stop();
  });
});

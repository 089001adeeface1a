import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS, PixelBudget } from '@app/shared';
import { siteHeaders } from '../../../test/factories.js';
import { type TestApp, buildTestApp } from '../../../test/helpers.js';
import { multipartFile } from '../../../test/multipart.js';
import { LocalStorage } from './storage.js';
import { MediaService, decodeBudget } from './service.js';

const PHOTO = { width: 800, height: 600 };

/** A PNG whose header claims `width` x `height` pixels, with next to no data: a decompression bomb's shape. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Holds `pixels` of the budget until the returned function is called. */
async function hold(budget: PixelBudget, pixels: number) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  void budget.run(pixels, () => held);
  await new Promise((resolve) => setImmediate(resolve));
  return release;
}

describe('photos decoded within one pixel budget for the process', () => {
  let t: TestApp;
  let dir: string;
  let cookie = '';
  let photo: Buffer;
  // Room for exactly one photo of PHOTO's size at a time, and one more waiting.
  const budget = new PixelBudget(PHOTO.width * PHOTO.height, 1);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'decode-budget-'));
    t = await buildTestApp('pglite', {
      seed: false,
      signedInAs: 'admin',
      app: { media: { storage: new LocalStorage(dir), budget } },
    });
    cookie = t.cookie;
    photo = await sharp({ create: { ...PHOTO, channels: 3, background: '#1d6fa5' } })
      .jpeg()
      .toBuffer();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = (bytes: Buffer) => {
    const { payload, headers } = multipartFile(bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/media/',
      payload,
      headers: { ...siteHeaders(), ...headers, cookie },
    });
  };

  it('is one budget for every MediaService of the process, not one per service or core', () => {
    const storage = new LocalStorage(dir);
    const a = new MediaService(storage) as unknown as { budget: PixelBudget };
    const b = new MediaService(storage) as unknown as { budget: PixelBudget };
    expect(a.budget).toBe(decodeBudget);
    expect(b.budget).toBe(decodeBudget);
  });

  it('waits while the budget is in use, then decodes the photo', async () => {
    const release = await hold(budget, budget.capacity);
    let answered = false;
    const pending = upload(photo).then((res) => ((answered = true), res));
    for (let i = 0; i < 200 && budget.waiting === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(budget.waiting).toBe(1);
    expect(answered).toBe(false);
    release();
    const res = await pending;
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: PHOTO.width, height: PHOTO.height });
    expect(budget.inUse).toBe(0);
  });

  it('answers 503 with Retry-After when the budget is in use and as many photos as allowed already wait', async () => {
    const release = await hold(budget, budget.capacity);
    const releaseWaiting = await hold(budget, 1); // the one place in the queue
    const res = await upload(photo);
    release();
    releaseWaiting();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toEqual({
      error: 'busy',
      message: 'Many photos are being processed right now: send this one again in a minute.',
    });
  });

  it('refuses a photo over the per-image limit from its header, before decoding a pixel of it', async () => {
    const res = await upload(pngClaiming(20_000, 20_000));
    expect(20_000 * 20_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large', message: 'The photo has more than 100 megapixels.' });
    expect(budget.inUse).toBe(0);
  });
});

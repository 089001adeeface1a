import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploadSchema } from '@app/shared';
import { siteHeaders } from '../../../test/factories.js';
import { type TestApp, backends, buildTestApp } from '../../../test/helpers.js';
import { multipartFile } from '../../../test/multipart.js';
import { LocalStorage } from './storage.js';

/** Random pixels: they do not compress to nothing, as a photo does not. */
function noise(width: number, height: number) {
  return sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  });
}

/** The FourCCs of a WebP file's chunks, in order (RIFF: a 12-byte header, then id, size, data, padded to even). */
function webpChunks(file: Buffer): string[] {
  expect(file.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(file.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= file.length;) {
    chunks.push(file.subarray(at, at + 4).toString('latin1'));
    const size = file.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** A JPEG of 400 x 200 stored pixels, shown upright as 200 x 400 (EXIF orientation 6), with GPS tags. */
async function rotatedJpegWithGps(): Promise<Buffer> {
  const jpeg = await noise(400, 200)
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 15/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '33/1 48/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const meta = await sharp(jpeg).metadata();
  // The file really carries what the upload must remove.
  expect(meta.orientation).toBe(6);
  expect(meta.exif?.includes(Buffer.from('TestCam'))).toBe(true);
  // The GPS IFD pointer (tag 0x8825), little- or big-endian.
  expect(meta.exif?.includes(Buffer.from([0x25, 0x88])) || meta.exif?.includes(Buffer.from([0x88, 0x25]))).toBe(true);
  return jpeg;
}

describe.each(backends)('POST /api/admin/media/ on %s', (backend) => {
  let t: TestApp;
  let dir: string;
  let cookie = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'media-test-'));
    t = await buildTestApp(backend, {
      seed: false,
      signedInAs: 'admin',
      app: { media: { storage: new LocalStorage(dir) } },
    });
    cookie = t.cookie;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = (bytes: Buffer, options?: Parameters<typeof multipartFile>[1], headers = siteHeaders()) => {
    const body = multipartFile(bytes, options);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/media/',
      payload: body.payload,
      headers: { ...headers, ...body.headers, cookie },
    });
  };

  async function stored(res: Awaited<ReturnType<typeof upload>>) {
    expect(res.statusCode, res.body).toBe(201);
    const answer = mediaUploadSchema.parse(res.json());
    const file = await t.app.inject({ url: answer.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(answer.type);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.length).toBe(answer.bytes);
    return { answer, bytes: file.rawPayload };
  }

  it('stores a PNG as WebP under the hash of its content, at its own size', async () => {
    const { answer, bytes } = await stored(
      await upload(await noise(300, 200).png().toBuffer(), { filename: 'a.png', contentType: 'image/png' }),
    );
    expect(answer).toMatchObject({ type: 'image/webp', width: 300, height: 200 });
    expect(answer.url).toMatch(/^\/media\/uploads\/([0-9a-f]{2})\/([0-9a-f]{2})\/\1\2[0-9a-f]{60}\.webp$/);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
  });

  it('turns a JPEG upright by its EXIF orientation and keeps none of its metadata (GPS included)', async () => {
    const { answer, bytes } = await stored(await upload(await rotatedJpegWithGps()));
    expect(answer).toMatchObject({ width: 200, height: 400 });
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // The file holds the picture and nothing else: no EXIF (where GPS lives), XMP or ICC chunk.
    expect(webpChunks(bytes).filter((c) => !['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(c))).toEqual([]);
    expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('makes a photo at most 2560 px on its long side, and never enlarges a small one', async () => {
    const { answer } = await stored(
      await upload(await noise(3000, 1000).png().toBuffer(), { filename: 'wide.png', contentType: 'image/png' }),
    );
    expect([answer.width, answer.height]).toEqual([2560, 853]);
    const small = await stored(await upload(await noise(40, 30).jpeg().toBuffer()));
    expect([small.answer.width, small.answer.height]).toEqual([40, 30]);
  });

  it('answers the same URL for the same photo uploaded twice', async () => {
    const png = await noise(64, 64).png().toBuffer();
    const first = await stored(await upload(png, { filename: 'one.png' }));
    const second = await stored(await upload(png, { filename: 'two.png' }));
    expect(second.answer.url).toBe(first.answer.url);
  });

  it('refuses a file that is not an image whatever its name and declared type (415)', async () => {
    for (const bytes of [Buffer.from('Just some notes, not a photo.\n'.repeat(20)), Buffer.alloc(0)]) {
      const res = await upload(bytes, { filename: 'notes.jpg', contentType: 'image/jpeg' });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({ error: 'unsupported_media_type' });
    }
    // JPEG's first bytes, then not a JPEG.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    const res = await upload(fake);
    expect(res.statusCode, res.body).toBe(415);
  });

  it('refuses a 26 MB upload with 413', async () => {
    const big = Buffer.concat([await noise(16, 16).jpeg().toBuffer(), Buffer.alloc(26 * 1024 * 1024, 1)]);
    const res = await upload(big);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('answers 413 before the client has finished sending a file over the limit', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const total = 200 * 1024 * 1024;
    const body = multipartFile(Buffer.alloc(0));
    const head = body.payload.subarray(0, body.payload.indexOf('\r\n\r\n') + 4);
    // The server answers 413 and closes; under load the close can reach the client (EPIPE, ECONNRESET) before
    // the answer is read, which also shows the server stopped reading early: the 413 itself is checked above.
    const result = await new Promise<{ status: number | 'reset'; sentWhenAnswered: number }>((resolve, reject) => {
      let sent = 0;
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/admin/media/',
        headers: { ...siteHeaders(), ...body.headers, cookie, 'content-length': String(head.length + total) },
      });
      req.on('response', (res) => {
        resolve({ status: res.statusCode ?? 0, sentWhenAnswered: sent });
        res.resume();
        req.destroy();
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (req.destroyed) return;
        if (error.code === 'EPIPE' || error.code === 'ECONNRESET') resolve({ status: 'reset', sentWhenAnswered: sent });
        else reject(error);
      });
      req.write(head);
      const chunk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1024 * 1024 - 3, 1)]);
      const pump = () => {
        while (sent < total && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
      };
      pump();
    });
    expect([413, 'reset']).toContain(result.status);
    expect(result.sentWhenAnswered).toBeLessThan(total);
  }, 60_000);

  it('streams an MP4 tour video to storage and serves it back', async () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42\0\0\0\0isommp42'),
      Buffer.alloc(100_000, 3),
    ]);
    const { answer, bytes } = await stored(await upload(mp4, { filename: 'tour.mp4', contentType: 'video/mp4' }));
    expect(answer).toMatchObject({ type: 'video/mp4', width: null, height: null, bytes: mp4.length });
    expect(answer.url).toMatch(/^\/media\/uploads\/video\/[0-9a-f-]{36}\.mp4$/);
    expect(bytes.equals(mp4)).toBe(true);
  });

  it('needs the back office session and a request from the site itself', async () => {
    const png = await noise(8, 8).png().toBuffer();
    const body = multipartFile(png);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/',
      payload: body.payload,
      headers: { ...siteHeaders(), ...body.headers },
    });
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await upload(png, undefined, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
  });

  it('answers 400 or 415, never 500, to requests without a usable file', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/',
      payload: { file: 'x' },
      headers: { ...siteHeaders(), cookie },
    });
    expect(json.statusCode, json.body).toBe(415);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/',
      payload: '--b\r\ncontent-disposition: form-data; name="alt"\r\n\r\nhello\r\n--b--\r\n',
      headers: { ...siteHeaders(), cookie, 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(noFile.statusCode, noFile.body).toBe(400);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/',
      payload: multipartFile(await noise(50, 50).png().toBuffer()).payload.subarray(0, 400),
      headers: { ...siteHeaders(), cookie, 'content-type': 'multipart/form-data; boundary=nomatch' },
    });
    expect(cut.statusCode, cut.body).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode, cut.body).toBeLessThan(500);
    const missing = await t.app.inject({ url: '/media/uploads/ab/cd/nothing.webp' });
    expect(missing.statusCode).toBe(404);
    const traversal = await t.app.inject({ url: '/media/uploads/..%2f..%2fetc/passwd' });
    expect(traversal.statusCode).toBe(404);
  });
});

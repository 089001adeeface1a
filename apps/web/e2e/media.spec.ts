import sharp from 'sharp';
import { ADMIN_SESSION_COOKIE } from '@app/shared';
import { API_URL, expect, test } from './fixtures';
import { adminApi } from './inquiries';

test('an uploaded photo is served by the site and resized by its image route', async ({ request }) => {
  const { cookie } = await adminApi(request);
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d6fa5' } })
    .jpeg()
    .toBuffer();
  const upload = await request.post(`${API_URL}/api/admin/media/`, {
    headers: { cookie: `${ADMIN_SESSION_COOKIE}=${cookie}` },
    multipart: { file: { name: 'sea.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status()).toBe(201);
  const stored = (await upload.json()) as { url: string; width: number; height: number; type: string };
  expect(stored).toMatchObject({ width: 1600, height: 900, type: 'image/webp' });
  expect(stored.url).toMatch(/^\/media\/uploads\//);

  const original = await request.get(stored.url);
  expect(original.status()).toBe(200);
  expect(original.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await original.body()).metadata()).width).toBe(1600);

  // Asked as a browser asks, so the route answers in a modern format.
  const resized = await request.get(`/_next/image?url=${encodeURIComponent(stored.url)}&w=640&q=75`, {
    headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' },
  });
  expect(resized.status()).toBe(200);
  expect(resized.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  expect((await sharp(await resized.body()).metadata()).width).toBe(640);

  expect((await request.get('/media/uploads/aa/bb/no-such-file.webp')).status()).toBe(404);
});

test('an upload larger than the body limit streams through the site to the API', async ({ request }) => {
  const { cookie } = await adminApi(request);
  const headers = { cookie: `${ADMIN_SESSION_COOKIE}=${cookie}` };
  // Random pixels compress badly: a JPEG of several hundred KB, well over the 64 KB other calls may send.
  const pixels = Buffer.alloc(1200 * 900 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  const photo = await sharp(pixels, { raw: { width: 1200, height: 900, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(256 * 1024);

  const upload = await request.post('/api/admin/media/', {
    headers,
    multipart: { file: { name: 'noise.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  expect(await upload.json()).toMatchObject({ width: 1200, height: 900, type: 'image/webp' });

  const refused = await request.post('/api/admin/media/', {
    headers,
    multipart: { file: { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') } },
  });
  expect(refused.status()).toBe(415);
  expect(await refused.json()).toMatchObject({ error: 'unsupported_media_type' });
});

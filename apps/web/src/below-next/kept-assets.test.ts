// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeptAssets, sendAssetsKept } from './kept-assets';
import { rawServer } from './raw-http.test-helper';
import { compress } from './server-hooks';

/** A script in the shape of a bundle: repeated code with varied names and numbers. */
const script = (() => {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const names = ['render', 'state', 'props', 'effect', 'ref', 'memo', 'children', 'key', 'value', 'update'];
  return Array.from(
    { length: 3000 },
    (_, i) =>
      `function f${i}(${names[next() % 10]}){return ${names[next() % 10]}.${names[next() % 10]}+${next() % 1000};}`,
  ).join('\n');
})();

describe('the build files through the site’s compression', () => {
  const assets = new KeptAssets();
  let server: Awaited<ReturnType<typeof rawServer>>;

  beforeAll(async () => {
    // The site's two layers in their order (server-hooks.ts); the handler streams the file in pieces,
    // as Next's static handler does, after setting its headers.
    server = await rawServer((request: IncomingMessage, response: ServerResponse) => {
      compress(request, response, () => {});
      sendAssetsKept(request, response, assets);
      if (request.headers['if-none-match'] === '"v1"') {
        response.statusCode = 304;
        response.end();
        return;
      }
      response.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      response.setHeader('Content-Length', Buffer.byteLength(script));
      response.setHeader('ETag', '"v1"');
      const body = Buffer.from(script);
      for (let at = 0; at < body.length; at += 16 * 1024) response.write(body.subarray(at, at + 16 * 1024));
      response.end();
    });
  });

  afterAll(() => server.close());

  const get = (path: string, headers: Record<string, string>) => server.get(path, headers);

  const FILE = '/_next/static/chunks/0abc123.js';

  it('sends a build file compressed per answer once, then its brotli 11 bytes, the same every time', async () => {
    const first = await get(FILE, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(script);
    await assets.settled();
    const second = await get(FILE, { 'accept-encoding': 'gzip, deflate, br' });
    expect(second.status).toBe(200);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['content-length']).toBe(String(second.body.length));
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(second.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(second.body).toString()).toBe(script);
    expect(second.body.length).toBeLessThan(first.body.length * 0.95);
    const third = await get(FILE, { 'accept-encoding': 'br' });
    expect(third.body.equals(second.body)).toBe(true);
  });

  it('leaves gzip clients, conditional requests, ranges and other paths to the per-answer compression', async () => {
    await get(FILE, { 'accept-encoding': 'br' });
    await assets.settled();
    const gzip = await get(FILE, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const notModified = await get(FILE, { 'accept-encoding': 'br', 'if-none-match': '"v1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const range = await get(FILE, { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(brotliDecompressSync(range.body).toString()).toBe(script);
    expect(assets.get('/media/photo.js')).toBeUndefined();
    const other = await get('/media/photo.js', { 'accept-encoding': 'br' });
    await assets.settled();
    expect(brotliDecompressSync(other.body).toString()).toBe(script);
    expect(assets.get('/media/photo.js')).toBeUndefined();
  });
});

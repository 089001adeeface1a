// @vitest-environment node
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import LocalCacheHandler, { MAX_IMAGE_BYTES } from './local-cache-handler.mjs';
import { readPageCacheEnv } from '@/lib/env';
import { pageCacheConfig } from './config.mjs';

describe('pageCacheConfig (spread into next.config)', () => {
  it("keeps Next's own cache on disk, through the local handler, when neither variable is set", () => {
    const config = pageCacheConfig(readPageCacheEnv({}));
    expect(config.cacheHandler).toMatch(/^\/.*\/apps\/web\/src\/below-next\/cache\/local-cache-handler\.mjs$/);
    expect(existsSync(config.cacheHandler!)).toBe(true);
    // Pictures stay Next's own, on disk; its memory size is its default.
    expect(Object.keys(config)).toEqual(['cacheHandler']);
    expect(pageCacheConfig(readPageCacheEnv({ CACHE_REDIS_URL: '', SITE_PAGE_CACHE: 'disk' }))).toEqual(config);
  });

  it('names the Redis handler by absolute path and keeps no copy in memory with it', () => {
    const config = pageCacheConfig(
      readPageCacheEnv({ CACHE_REDIS_URL: 'redis://127.0.0.1:6379', SITE_PAGE_CACHE: 'memory' }),
    );
    expect(config.cacheMaxMemorySize).toBe(0);
    expect(config.cacheHandler).toMatch(/^\/.*\/apps\/web\/src\/below-next\/cache\/redis-cache-handler\.mjs$/);
    expect(existsSync(config.cacheHandler!)).toBe(true);
    expect(config).not.toHaveProperty('images');
  });

  it("names the local handler for SITE_PAGE_CACHE=memory, with pictures, and leaves Next's memory size alone", () => {
    const config = pageCacheConfig(readPageCacheEnv({ SITE_PAGE_CACHE: 'memory' }));
    expect(config.cacheHandler).toMatch(/^\/.*\/apps\/web\/src\/below-next\/cache\/local-cache-handler\.mjs$/);
    expect(existsSync(config.cacheHandler!)).toBe(true);
    expect(config.images).toEqual({ customCacheHandler: true });
    expect(config).not.toHaveProperty('cacheMaxMemorySize');
  });
});

/** What Next.js gives a handler: one instance per request (and one for the image route), no disk. */
const handler = () =>
  new LocalCacheHandler({
    flushToDisk: false,
    serverDistDir: '/nonexistent/.next/server',
    maxMemoryCacheSize: 50 * 1024 * 1024,
    revalidatedTags: [],
  });

const IMAGE = { kind: 'IMAGE', isFallback: false };
const picture = (bytes: number, etag = 'e1') => ({
  kind: 'IMAGE',
  buffer: Buffer.alloc(bytes, 1),
  etag,
  extension: 'webp',
  upstreamEtag: 'u1',
  revalidate: 2_592_000,
});
const storePicture = (key: string, value: ReturnType<typeof picture>) =>
  handler().set(key, value, { kind: 'IMAGE', cacheControl: { revalidate: value.revalidate } });

describe('LocalCacheHandler (SITE_PAGE_CACHE=memory)', () => {
  it('keeps a resized picture for the next request, as the image route reads it', async () => {
    const value = picture(1024, 'kept');
    await storePicture('picture-kept', value);
    const found = await handler().get('picture-kept', IMAGE);
    expect(found?.value).toEqual(value);
    expect(found?.lastModified).toBeLessThanOrEqual(Date.now());
    expect(await handler().get('picture-never-stored', IMAGE)).toBeNull();
  });

  it('stores a picture again over its older version', async () => {
    await storePicture('picture-changed', picture(10, 'old'));
    await storePicture('picture-changed', picture(20, 'new'));
    const found = await handler().get('picture-changed', IMAGE);
    expect(found?.value).toMatchObject({ etag: 'new' });
  });

  it('drops the least recently used pictures past its limit, never the one just asked for', async () => {
    const size = Math.ceil(MAX_IMAGE_BYTES / 4);
    for (const key of ['lru-a', 'lru-b', 'lru-c']) await storePicture(key, picture(size));
    expect(await handler().get('lru-a', IMAGE)).not.toBeNull(); // now the most recently used
    await storePicture('lru-d', picture(size));
    await storePicture('lru-e', picture(size));
    expect(await handler().get('lru-b', IMAGE)).toBeNull();
    for (const key of ['lru-a', 'lru-d', 'lru-e']) expect(await handler().get(key, IMAGE)).not.toBeNull();
  });

  it('does not keep a picture larger than its whole limit', async () => {
    await storePicture('too-large', picture(MAX_IMAGE_BYTES + 1));
    expect(await handler().get('too-large', IMAGE)).toBeNull();
  });

  it("leaves fetched data to Next's own cache, shared by every request of the process", async () => {
    const data = {
      kind: 'FETCH',
      data: { headers: {}, body: '{"ok":true}', status: 200, url: 'http://api/x' },
      revalidate: 60,
    };
    await handler().set('fetch-1', data, {
      fetchCache: true,
      kind: 'FETCH',
      tags: ['unit:1'],
      cacheControl: { revalidate: 60 },
    });
    const found = await handler().get('fetch-1', { kind: 'FETCH', tags: ['unit:1'], softTags: [] });
    expect(found?.value).toEqual(data);
    expect(await handler().get('picture-kept', { kind: 'FETCH', tags: [], softTags: [] })).toBeNull();
  });
});

// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ENTRY_KIND,
  NEXT_CACHE_MODULES,
  NEXT_VERSION_RELIED_ON,
  ROUTE_CACHE_DIRECTORY,
  TAGS_HEADER,
  entryTags,
  nextFileSystemCache,
  nextTagsManifest,
  requireNextCacheModule,
  withoutKeptPages,
} from './next-cache.mjs';

/**
 * The contract next-cache.mjs relies on. On an upgrade of Next.js this fails first: check each
 * behaviour below against the new version (docs/decisions/0048 says how), then move the pin
 * (apps/web/package.json) and NEXT_VERSION_RELIED_ON together.
 */

const require = createRequire(import.meta.url);
const installed = (JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')) as { version: string })
  .version;
const UPGRADE = `Next.js ${installed} is installed; below-next/internals/next-cache.mjs relies on Next.js ${NEXT_VERSION_RELIED_ON}'s incremental cache (decision 0048)`;

const distDir = mkdtempSync(join(tmpdir(), 'next-cache-contract-'));
const serverDistDir = join(distDir, 'server');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const { nodeFs } = requireNextCacheModule('nodeFs') as { nodeFs: Record<string, (...args: never[]) => unknown> };
const { getRouteCacheKey } = require('next/dist/server/lib/route-cache-key.js') as {
  getRouteCacheKey: (pathname: string, owner: { kind: string; sourceRoute: string }) => string;
};

/** A page as Next's app router stores it, with its tags in the header. */
const pageValue = (tags: string) => ({
  kind: 'APP_PAGE',
  html: '<html>kept</html>',
  rscData: Buffer.from('rsc'),
  headers: { [TAGS_HEADER]: tags },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
const PAGE = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };

describe('Next.js internals the cache handlers rely on', () => {
  it('is the Next.js version that was checked, pinned exactly in apps/web/package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies.next, `${UPGRADE}: pin it exactly`).toBe(NEXT_VERSION_RELIED_ON);
    expect(installed, `${UPGRADE}: re-check this contract, then move the pin`).toBe(NEXT_VERSION_RELIED_ON);
  });

  it('still has the modules it requires, where it requires them', () => {
    for (const name of Object.keys(NEXT_CACHE_MODULES) as Array<keyof typeof NEXT_CACHE_MODULES>) {
      expect(() => requireNextCacheModule(name), `${UPGRADE}: ${NEXT_CACHE_MODULES[name]}`).not.toThrow();
    }
    const NextCache = nextFileSystemCache();
    for (const method of ['get', 'set', 'revalidateTag', 'resetRequestCache']) {
      expect(
        typeof (NextCache.prototype as Record<string, unknown>)[method],
        `${UPGRADE}: FileSystemCache.${method}`,
      ).toBe('function');
    }
    expect(nextTagsManifest(), `${UPGRADE}: tagsManifest`).toBeInstanceOf(Map);
  });

  it('names entries, tags and kept pages as Next.js does', () => {
    const { IncrementalCacheKind } = require('next/dist/server/response-cache/types.js') as {
      IncrementalCacheKind: Record<string, string>;
    };
    const constants = require('next/dist/lib/constants.js') as { NEXT_CACHE_TAGS_HEADER: string };
    const routeCache = require('next/dist/server/lib/route-cache-key.js') as { ROUTE_CACHE_DIRECTORY: string };
    expect({ FETCH: IncrementalCacheKind.FETCH, IMAGE: IncrementalCacheKind.IMAGE }, UPGRADE).toEqual(ENTRY_KIND);
    expect(constants.NEXT_CACHE_TAGS_HEADER, UPGRADE).toBe(TAGS_HEADER);
    expect(routeCache.ROUTE_CACHE_DIRECTORY, UPGRADE).toBe(ROUTE_CACHE_DIRECTORY);
    expect(getRouteCacheKey('/story', { kind: 'APP_PAGE', sourceRoute: '/[lang]/[currency]/story' }), UPGRADE).toMatch(
      new RegExp(`^/${ROUTE_CACHE_DIRECTORY}/APP_PAGE/[0-9a-f]+/\\$/story$`),
    );
  });

  it('keeps a page rendered on request under server/route-cache, its tags in the header', async () => {
    const NextCache = nextFileSystemCache();
    const cache = new NextCache({ fs: nodeFs, flushToDisk: true, serverDistDir, maxMemoryCacheSize: 0 });
    const key = getRouteCacheKey('/story', { kind: 'APP_PAGE', sourceRoute: '/story' });
    await cache.set(key, pageValue('unit:1,_N_T_/story'), { ...PAGE, cacheControl: { revalidate: 60 } });
    expect(readdirSync(serverDistDir), UPGRADE).toEqual([ROUTE_CACHE_DIRECTORY]);
    expect(existsSync(join(serverDistDir, `${key}.html`)), UPGRADE).toBe(true);
    const entry = (await cache.get(key, PAGE)) as { lastModified: number; value: { headers: object } } | null;
    expect(typeof entry?.lastModified, UPGRADE).toBe('number');
    expect(entryTags(entry), UPGRADE).toEqual(['unit:1', '_N_T_/story']);
  });

  it('reads a kept page only through the file access that withoutKeptPages hides', async () => {
    const NextCache = nextFileSystemCache();
    const calls: Array<[string, string]> = [];
    const recording = Object.fromEntries(
      Object.entries(nodeFs).map(([name, method]) => [
        name,
        (path: string, ...rest: never[]) => {
          calls.push([name, String(path)]);
          return (method as (...args: unknown[]) => unknown)(path, ...rest);
        },
      ]),
    );
    const key = getRouteCacheKey('/hidden', { kind: 'APP_PAGE', sourceRoute: '/hidden' });
    await new NextCache({ fs: nodeFs, flushToDisk: true, serverDistDir, maxMemoryCacheSize: 0 }).set(
      key,
      pageValue('compounds'),
      { ...PAGE, cacheControl: { revalidate: 60 } },
    );
    expect(await new NextCache({ fs: recording, flushToDisk: false, serverDistDir }).get(key, PAGE)).not.toBeNull();
    const hidden = withoutKeptPages(nodeFs);
    const hides = Object.keys(hidden).filter((name) => hidden[name] !== nodeFs[name]);
    const keptReads = calls.filter(([, path]) => path.includes(`${sep}${ROUTE_CACHE_DIRECTORY}${sep}`));
    expect(keptReads.length, UPGRADE).toBeGreaterThan(0);
    for (const [name] of keptReads) expect(hides, `${UPGRADE}: it reads a kept page with fs.${name}`).toContain(name);
    expect(await new NextCache({ fs: hidden, flushToDisk: false, serverDistDir }).get(key, PAGE), UPGRADE).toBeNull();
  });

  it('checks the tags manifest it shares with every runtime: a tag marked there makes an entry stale', async () => {
    const NextCache = nextFileSystemCache();
    const manifest = nextTagsManifest()!;
    const { areTagsStale, areTagsExpired } = requireNextCacheModule('tagsManifest') as {
      areTagsStale: (tags: string[], at: number) => boolean;
      areTagsExpired: (tags: string[], at: number) => boolean;
    };
    const before = Date.now() - 1000;
    await new NextCache({ fs: nodeFs, flushToDisk: false, serverDistDir }).revalidateTag(['contract-tag'], {
      expire: 0,
    });
    expect(manifest.get('contract-tag')?.stale, `${UPGRADE}: revalidateTag writes the manifest`).toBeGreaterThan(
      before,
    );
    expect(areTagsStale(['contract-tag'], before), UPGRADE).toBe(true);
    manifest.set('copied-tag', { expired: Date.now() });
    expect(areTagsExpired(['copied-tag'], before), `${UPGRADE}: times copied in count`).toBe(true);
    manifest.delete('contract-tag');
    manifest.delete('copied-tag');
    // Pages and route handlers run in Next's compiled runtimes: each must require this one table.
    const runtimes = join(dirname(require.resolve('next/package.json')), 'dist/compiled/next-server');
    const prod = readdirSync(runtimes).filter((f) => /^app-(page|route)(-turbo)?\.runtime\.prod\.js$/.test(f));
    expect(prod, UPGRADE).toHaveLength(4);
    for (const file of prod) {
      expect(readFileSync(join(runtimes, file), 'utf8'), `${UPGRADE}: ${file}`).toContain(
        `require("${NEXT_CACHE_MODULES.tagsManifest}")`,
      );
    }
  });

  it('gives a configured handler the context the handlers read', async () => {
    const { IncrementalCache } = require('next/dist/server/lib/incremental-cache/index.js') as {
      IncrementalCache: new (options: Record<string, unknown>) => unknown;
    };
    const given: Array<Record<string, unknown>> = [];
    class Recorder {
      constructor(ctx: Record<string, unknown>) {
        given.push(ctx);
      }
    }
    new IncrementalCache({
      fs: nodeFs,
      dev: false,
      flushToDisk: false,
      minimalMode: false,
      serverDistDir,
      requestHeaders: {},
      maxMemoryCacheSize: 0,
      previewProps: { previewModeId: 'contract' },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
      CurCacheHandler: Recorder,
    });
    expect(given, UPGRADE).toHaveLength(1);
    expect(given[0], UPGRADE).toMatchObject({ fs: nodeFs, flushToDisk: false, serverDistDir, maxMemoryCacheSize: 0 });
  });
});

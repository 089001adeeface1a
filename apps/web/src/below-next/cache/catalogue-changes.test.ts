// @vitest-environment node
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { requireNextCacheModule } from '../internals/next-cache.mjs';
import LocalCacheHandler from './local-cache-handler.mjs';
import { catalogueChangesKnown, resetCatalogueChanges, setCatalogueChanges } from './catalogue-changes.mjs';
import { readCatalogueChanges } from './catalogue-changes-at-start';
import { createApiClient } from '@/lib/http/client';

const { nodeFs } = requireNextCacheModule('nodeFs') as { nodeFs: Record<string, unknown> };
const distDir = mkdtempSync(join(tmpdir(), 'catalogue-changes-'));
const serverDistDir = join(distDir, 'server');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
afterEach(() => resetCatalogueChanges());

/** What Next.js gives the handler in each request; no copy in memory here, so every get reads the disk. */
const handler = (flushToDisk: boolean) =>
  new LocalCacheHandler({ fs: nodeFs, flushToDisk, serverDistDir, maxMemoryCacheSize: 0, revalidatedTags: [] });

const PAGE = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };
const keyOf = (path: string) => `/route-cache/APP_PAGE/0123abcd/$${path}`;
/** A unit page as Next stores it: its tags (its reads' and Next's implicit ones) in a header. */
async function storePage(path: string, tags: string) {
  await handler(true).set(
    keyOf(path),
    {
      kind: 'APP_PAGE',
      html: `<html>${path}</html>`,
      rscData: Buffer.from('rsc'),
      headers: { 'x-next-cache-tags': tags },
      status: 200,
      postponed: undefined,
      segmentData: undefined,
    },
    { ...PAGE, cacheControl: { revalidate: 60, expire: 31_536_000 } },
  );
  const kept = await handler(true).get(keyOf(path), PAGE);
  expect(kept?.value.html).toBe(`<html>${path}</html>`);
  return kept!;
}

describe('pages kept on disk, checked against what the API says changed (decision 0046)', () => {
  it('serves a page until one of its tags changed after it was stored, then renders it again', async () => {
    const kept = await storePage('/en/USD/property/7', '_N_T_/layout,catalogue,unit:7');
    expect(catalogueChangesKnown()).toBe(false);
    // Stored by this process: its own revalidations reach it, nothing to check.
    expect((await handler(true).get(keyOf('/en/USD/property/7'), PAGE))?.lastModified).toBe(kept.lastModified);
    setCatalogueChanges(
      new Map([
        ['unit:7', kept.lastModified - 1],
        ['unit:8', kept.lastModified + 5],
      ]),
    );
    expect(await handler(true).get(keyOf('/en/USD/property/7'), PAGE)).not.toBeNull();
    setCatalogueChanges(new Map([['unit:7', kept.lastModified + 5]]));
    expect(await handler(true).get(keyOf('/en/USD/property/7'), PAGE)).toBeNull();
    setCatalogueChanges(new Map([['catalogue', kept.lastModified + 5]]));
    expect(await handler(true).get(keyOf('/en/USD/property/7'), PAGE)).toBeNull();
  });

  it('serves a page an earlier process kept as stale while the API has not said what changed', async () => {
    await storePage('/en/USD/story', '_N_T_/layout,catalogue');
    const html = join(serverDistDir, keyOf('/en/USD/story')) + '.html';
    const before = new Date(performance.timeOrigin - 60_000);
    utimesSync(html, before, before);
    const unverified = await handler(true).get(keyOf('/en/USD/story'), PAGE);
    expect(unverified?.value.html).toBe('<html>/en/USD/story</html>');
    expect(unverified?.lastModified).toBe(1); // older than any revalidation: served once more, rendered again
    setCatalogueChanges(new Map());
    expect((await handler(true).get(keyOf('/en/USD/story'), PAGE))?.lastModified).toBe(before.getTime());
  });

  it('checks fetched data with the tags the page asks with', async () => {
    const data = { kind: 'FETCH', data: { headers: {}, body: '{}', status: 200, url: 'http://api/x' }, revalidate: 60 };
    await handler(true).set('fetch-units', data, { fetchCache: true, kind: 'FETCH', tags: ['units'] });
    const ask = { kind: 'FETCH', tags: ['units'], softTags: ['_N_T_/layout'] };
    const kept = await handler(true).get('fetch-units', ask);
    expect(kept?.value).toEqual({ ...data, tags: ['units'] });
    setCatalogueChanges(new Map([['_N_T_/layout', kept!.lastModified + 5]]));
    expect(await handler(true).get('fetch-units', ask)).toBeNull();
  });

  it('in memory mode, never reads a page a site on disk left in the build directory', async () => {
    await storePage('/de/EUR/resale', '_N_T_/layout,compounds');
    expect(await handler(false).get(keyOf('/de/EUR/resale'), PAGE)).toBeNull();
    expect(await handler(true).get(keyOf('/de/EUR/resale'), PAGE)).not.toBeNull();
  });
});

describe('readCatalogueChanges (when the site starts)', () => {
  const silent = pino({ level: 'silent' });
  const answering = (body: unknown, status = 200) => {
    let calls = 0;
    const api = createApiClient({
      origin: 'http://api.test',
      fetch: async () => {
        calls++;
        return Response.json(body, { status });
      },
    });
    return { api, calls: () => calls };
  };

  it('takes the times the API recorded', async () => {
    const { api } = answering({ changes: [{ tag: 'unit:7', changed_at: '2030-01-02T03:04:05.678Z' }] });
    await readCatalogueChanges(silent, { api });
    expect(catalogueChangesKnown()).toBe(true);
    const kept = await storePage('/en/USD/property/9', 'unit:9');
    expect(await handler(true).get(keyOf('/en/USD/property/9'), PAGE)).not.toBeNull();
    setCatalogueChanges(new Map([['unit:9', kept.lastModified + 1]]));
    expect(await handler(true).get(keyOf('/en/USD/property/9'), PAGE)).toBeNull();
  });

  it('asks again until its time is up, then says so once and leaves the times unknown', async () => {
    const { api, calls } = answering({ error: 'unavailable', message: 'starting' }, 503);
    const lines: { level: number; msg: string }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    await readCatalogueChanges(log, { api, waitMs: 600 });
    expect(calls()).toBeGreaterThan(1);
    expect(catalogueChangesKnown()).toBe(false);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [
        40,
        'the API did not say what changed in the catalogue: pages kept from before this start are served as stale until it does',
      ],
    ]);
  });
});

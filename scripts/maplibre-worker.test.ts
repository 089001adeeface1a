import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MAPLIBRE_WORKER_DIR,
  MAPLIBRE_WORKER_FILES,
  copyMaplibreWorker,
  installedMaplibre,
} from './lib/maplibre-worker.mjs';

/** MapLibre GL JS before 6.4.1 has a critical XSS (issue 33); the site pins a version at or past it. */
const FIXED_IN = [6, 4, 1];

describe('the map’s worker files (MapLibre GL JS 6)', () => {
  const { dist, version } = installedMaplibre();

  it(`pins maplibre-gl exactly, at ${FIXED_IN.join('.')} or later`, () => {
    const manifest = JSON.parse(readFileSync(new URL('../apps/web/package.json', import.meta.url), 'utf8'));
    const pinned = manifest.dependencies['maplibre-gl'];
    expect(pinned, 'apps/web/package.json pins maplibre-gl exactly').toMatch(/^\d+\.\d+\.\d+$/);
    expect(pinned).toBe(version);
    const parts = version.split('.').map(Number);
    const atLeast =
      parts[0]! > FIXED_IN[0]! ||
      (parts[0] === FIXED_IN[0] &&
        (parts[1]! > FIXED_IN[1]! || (parts[1] === FIXED_IN[1] && parts[2]! >= FIXED_IN[2]!)));
    expect(atLeast, `maplibre-gl ${version}`).toBe(true);
  });

  it(`finds the worker and its sibling in maplibre-gl ${version}'s dist, and copies both to public/map/maplibre/`, () => {
    for (const name of MAPLIBRE_WORKER_FILES)
      expect(existsSync(join(dist, name)), `maplibre-gl ${version} dist/${name}`).toBe(true);
    // What the worker imports must be among the files served beside it.
    const worker = readFileSync(join(dist, 'maplibre-gl-worker.mjs'), 'utf8');
    for (const [, imported] of worker.matchAll(/from\s*["']\.\/([^"']+)["']/g))
      expect(MAPLIBRE_WORKER_FILES).toContain(imported);
    expect(copyMaplibreWorker()).toBe(version);
    for (const name of MAPLIBRE_WORKER_FILES) {
      expect(readFileSync(join(MAPLIBRE_WORKER_DIR, name))).toEqual(readFileSync(join(dist, name)));
    }
  });
});

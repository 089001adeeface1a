// MapLibre GL JS 6 runs its web worker from a file of its own, maplibre-gl-worker.mjs, which may import
// its sibling maplibre-gl-shared.mjs. Bundled by Turbopack, the worker comes out hashed without the
// sibling, and the map stays blank without an error (maplibre-gl-js#8126, vercel/next.js#98137). So the
// site serves both files itself, from apps/web/public/map/maplibre/, copied from the installed package
// before `next build` and `next dev`; the map view points MapLibre at them with setWorkerUrl
// (apps/web/src/lib/map/basemap.ts MAP_FILES.worker, docs/decisions/0051-the-map.md). Made, not kept:
// .gitignore leaves them out.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('../../apps/web/', import.meta.url));

/** The files the worker needs, as maplibre-gl's dist names them. */
export const MAPLIBRE_WORKER_FILES = Object.freeze(['maplibre-gl-worker.mjs', 'maplibre-gl-shared.mjs']);

/** Where the site serves them from: public/map/maplibre/ (the address /map/maplibre/…). */
export const MAPLIBRE_WORKER_DIR = join(WEB_DIR, 'public/map/maplibre');

/** The installed maplibre-gl: its dist directory and version, resolved as the site's code resolves it. */
export function installedMaplibre() {
  const require = createRequire(join(WEB_DIR, 'package.json'));
  const manifest = require.resolve('maplibre-gl/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
  return { dist: join(dirname(manifest), 'dist'), version: String(version) };
}

/**
 * Copies the worker files of the installed maplibre-gl into public/map/maplibre/ (a file already equal
 * is left as it is, so an unchanged package does not make the build look stale). Returns the version.
 * @returns {string}
 */
export function copyMaplibreWorker() {
  const { dist, version } = installedMaplibre();
  mkdirSync(MAPLIBRE_WORKER_DIR, { recursive: true });
  for (const name of MAPLIBRE_WORKER_FILES) {
    const from = join(dist, name);
    if (!existsSync(from)) throw new Error(`maplibre-gl ${version} has no dist/${name}: check its worker files`);
    const to = join(MAPLIBRE_WORKER_DIR, name);
    if (existsSync(to) && readFileSync(to).equals(readFileSync(from))) continue;
    copyFileSync(from, to);
  }
  return version;
}

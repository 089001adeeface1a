import { existsSync } from 'node:fs';

/**
 * How the tests (apps/web/playwright.config.ts) and the benchmarks (bench-web.mjs) run Chromium: headless,
 * without a GPU or a sandbox (containers), and without any traffic of the browser's own (QUIC, updates,
 * sync, background requests) that would add to what is measured or tested.
 */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/**
 * WebGL without a GPU: SwiftShader, Chromium's software renderer, which it no longer falls back to by
 * itself. The map view (MapLibre) draws with WebGL; the journeys and Lighthouse measure it drawn.
 */
export const WEBGL_FLAGS = Object.freeze(['--enable-unsafe-swiftshader', '--use-angle=swiftshader']);

/**
 * The Chromium the tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Never downloads one.
 * @returns {string}
 */
export function findChromium() {
  /** @type {string[]} */
  const candidates = [process.env.CHROMIUM_PATH ?? '', '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one with `sudo apt-get install -y chromium` ' +
        '(Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary. The tests never download a browser.',
    );
  }
  return found;
}

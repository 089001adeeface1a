import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_CACHE_DIRECTORY } from '../internals/next-cache.mjs';

/**
 * The site's settings that rendered pages carry besides their data: the canonical addresses (SITE_URL)
 * and the WhatsApp links (AGENCY_WHATSAPP). Pages are kept until their data changes, so a start with
 * other values must not serve pages rendered with the old ones (docs/decisions/0035-whatsapp.md): the
 * shared cache keys its entries with them (redis-cache-handler.mjs), the disk cache drops its pages at start
 * (instrumentation.ts). Plain JavaScript: redis-cache-handler.mjs is loaded by Node as it is.
 */
export const RENDER_SETTINGS = ['SITE_URL', 'AGENCY_WHATSAPP'];

/**
 * A short fingerprint of the render settings' values, as given (blank is unset).
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function renderSettingsKey(env) {
  const settings = RENDER_SETTINGS.map((name) => `${name}=${env[name]?.trim() ?? ''}`);
  return createHash('sha256').update(settings.join('\n')).digest('hex').slice(0, 12);
}

/**
 * With Next's cache on disk: when the pages under `distDir` were rendered with other settings than
 * `key` (or it is not known with which), removes them, then records `key`. Next keeps the pages and
 * route answers it renders on request in `server/route-cache/` (ROUTE_CACHE_DIRECTORY; what `next build`
 * prerendered is elsewhere, in `server/app/`), so that directory holds only what a previous start rendered.
 * @param {{ distDir: string; key: string }} options
 * @returns {boolean} whether pages of other settings were dropped
 */
export function dropPagesOfOtherSettings({ distDir, key }) {
  const marker = join(distDir, 'cache', 'render-settings');
  let stored = null;
  try {
    stored = readFileSync(marker, 'utf8').trim();
  } catch {
    // No record yet: the pages there, if any, were rendered with unknown settings.
  }
  if (stored === key) return false;
  rmSync(join(distDir, 'server', ROUTE_CACHE_DIRECTORY), { recursive: true, force: true });
  mkdirSync(join(distDir, 'cache'), { recursive: true });
  writeFileSync(marker, `${key}\n`);
  return stored !== null;
}

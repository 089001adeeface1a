import 'server-only';

/** Server code reaches the API at API_URL (the browser goes through this site's /api/* instead). */
export { API_URL } from './api-origin';

/**
 * The site's public address, for canonical links, hreflang alternates, the sitemap, Open Graph and
 * JSON-LD (read when the site starts). Never taken from a request's Host header, which a client controls.
 */
export const SITE_URL = new URL(process.env.SITE_URL || 'http://localhost:3000').origin;

/** Shared with the API (its REVALIDATE_SECRET): lets it drop the site's cached answers. Unset: the route is off. */
export const REVALIDATE_SECRET = process.env.REVALIDATE_SECRET ?? '';

/** Where the site's server and proxy reach the API (read when the site starts, not at build time). */
export const API_URL = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');

/**
 * TRUST_PROXY=true: the site runs behind a load balancer that appends the visitor's real address to
 * X-Forwarded-For, so the header is passed on to the API (which counts rate limits per client by it).
 * Otherwise a visitor's own X-Forwarded-For is dropped and the API sees the address that reached the site.
 */
export const TRUST_PROXY = process.env.TRUST_PROXY === 'true';

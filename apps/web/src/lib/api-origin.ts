/** Where the site's server and proxy reach the API (read when the site starts, not at build time). */
export const API_URL = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');

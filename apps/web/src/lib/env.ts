import 'server-only';

/** Where server-side code reaches the API (the browser goes through this site's /api/* instead). */
export const API_URL = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');

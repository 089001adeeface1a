import 'server-only';

/** Server code reaches the API at API_URL (the browser goes through this site's /api/* instead). */
export { API_URL } from './api-origin';

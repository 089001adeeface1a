/** The API's project calls (/resale-projects/api/…) through the site's own origin (lib/api-proxy/handler.ts). */
export const dynamic = 'force-dynamic';
export { DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT } from '@/lib/api-proxy/methods';

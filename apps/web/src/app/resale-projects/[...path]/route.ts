import { proxyToApi } from '@/lib/api-proxy/handler';

/** The API’s project calls (/resale-projects/api/…) through the site's own origin (lib/api-proxy/handler.ts). */
export const dynamic = 'force-dynamic';
export {
  proxyToApi as GET,
  proxyToApi as HEAD,
  proxyToApi as POST,
  proxyToApi as PUT,
  proxyToApi as PATCH,
  proxyToApi as DELETE,
  proxyToApi as OPTIONS,
};

import { proxyToApi } from './handler';

/** Every method the API answers, for the route handlers that pass the browser's calls on (app/api, app/resale-projects). */
export {
  proxyToApi as GET,
  proxyToApi as HEAD,
  proxyToApi as POST,
  proxyToApi as PUT,
  proxyToApi as PATCH,
  proxyToApi as DELETE,
  proxyToApi as OPTIONS,
};

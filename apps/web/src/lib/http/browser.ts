import { type ApiClient, createApiClient } from './client';

export { type ApiClient, type ApiRequest, ApiRequestError, type Parser, lazySchema } from './client';

/**
 * The browser calls the API on the site's own origin (the site passes /api/* and /resale-projects/* on,
 * lib/api-proxy): same client, same error, same timeout as the server's, no log (the site's server logs
 * what it passed on). The error's request id is the one the site answered with.
 */
export const browserApi: ApiClient = createApiClient({ origin: '' });

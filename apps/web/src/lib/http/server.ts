import 'server-only';
import { headers } from 'next/headers';
import { env } from '../env';
import { logger, requestLogger } from '../logger';
import { traceparentOf } from '../request-id';
import { type ApiClient, createApiClient } from './client';
import { logFailuresTo } from './log-failures';

export { type ApiRequest, ApiRequestError, type Parser, orFallback } from './client';

/** The visitor request's id, which proxy.ts gave it (null outside a request). */
async function visitorRequestId(): Promise<string | null> {
  return (await headers()).get('x-request-id');
}

/**
 * The site's server calls the API at API_URL for one visitor's request (the back office, inquiries):
 * with the request's id as a W3C traceparent, which the API logs as its request id (docs/decisions/0011).
 * Every failed call is logged here, once, with the request's id and the path asked
 * (docs/decisions/0018), so callers that fall back to an empty state (orFallback) need not log it again.
 */
export const serverApi: ApiClient = createApiClient({
  origin: () => env().API_URL,
  headers: async (): Promise<Record<string, string>> => {
    const requestId = await visitorRequestId();
    return requestId ? { traceparent: traceparentOf(requestId) } : {};
  },
  requestId: visitorRequestId,
  onFailure: logFailuresTo(requestLogger),
});

/**
 * The same client for the public pages, which are rendered once per language and currency and then
 * served from the cache (docs/decisions/0026): a render belongs to no visitor, so it reads no request
 * header (that would make the page render per request) and its failures are logged without a request id.
 */
export const pageApi: ApiClient = createApiClient({
  origin: () => env().API_URL,
  onFailure: logFailuresTo(async () => logger),
});

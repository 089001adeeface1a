import type { Logger } from 'pino';
import { logApiFailure } from '../log-lines';
import type { ApiRequestError } from './client';

/**
 * The server client's onFailure: each failed call is one `error` line in `log()` (the request's logger,
 * asked only when a call fails), with the call's method, path and status (lib/log-lines.ts).
 */
export function logFailuresTo(log: () => Promise<Logger>) {
  return async (error: ApiRequestError): Promise<void> => {
    logApiFailure(await log(), { method: error.method, path: error.path, status: error.status }, error);
  };
}

import 'server-only';
import { headers } from 'next/headers';
import type { Logger } from 'pino';
import { createLogger } from './log-lines';

/**
 * The site's server log: JSON lines on standard output (pino), as the API writes them, so one log
 * pipeline reads both. `LOG_LEVEL` sets the level (default `info`; `silent` turns it off).
 */
export const logger: Logger = createLogger();

/**
 * The logger for the request being rendered (call it inside a request only): every line carries its
 * `reqId`, the id proxy.ts gave the request and the API logs too, so a failure on a page can be
 * followed into the API's log.
 */
export async function requestLogger(): Promise<Logger> {
  const reqId = (await headers()).get('x-request-id');
  return reqId ? logger.child({ reqId }) : logger;
}

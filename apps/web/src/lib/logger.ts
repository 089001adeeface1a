import 'server-only';
import { headers } from 'next/headers';
import { pino, type Logger } from 'pino';

/**
 * The site's server log: JSON lines on standard output (pino), as the API writes them, so one log
 * pipeline reads both. `LOG_LEVEL` sets the level (default `info`; `silent` turns it off).
 */
export const logger: Logger = pino({
  name: 'web',
  level: process.env.LOG_LEVEL || 'info',
  base: { pid: process.pid },
});

/**
 * The logger for the request being rendered (call it inside a request only): every line carries its
 * `reqId`, the id proxy.ts gave the request and the API logs too, so a failure on a page can be
 * followed into the API's log.
 */
export async function requestLogger(): Promise<Logger> {
  const reqId = (await headers()).get('x-request-id');
  return reqId ? logger.child({ reqId }) : logger;
}

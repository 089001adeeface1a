import type { Instrumentation } from 'next';
import type { Logger } from 'pino';

let log: Logger | undefined;

/**
 * Next.js calls this for every error no code caught while it answered a request (a page, its
 * metadata, a route handler, the proxy): one JSON line in the site's log, with the request's id
 * (the header proxy.ts set), unless the error was logged where it happened (lib/log-lines.ts).
 * Next.js also prints such errors to stderr in its own format; that text is not a log line.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { createLogger, logRequestError } = await import('./lib/log-lines');
  log ??= createLogger();
  logRequestError(log, error, { request, context });
};

import { type DestinationStream, type Logger, pino } from 'pino';
import { env } from './env';

/**
 * What the site's server writes to its log, as JSON lines (pino), the API's format: the logger and
 * the two kinds of failure line. No Next.js imports, so that tests and instrumentation.ts can use it.
 */

/** `LOG_LEVEL` sets the level (default `info`; `silent` turns the log off). Lines go to stdout. */
export function createLogger(options: { level?: string | undefined; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      name: 'web',
      level: options.level || env().LOG_LEVEL,
      base: { pid: process.pid },
      serializers: { err: serializeError },
    },
    options.destination,
  );
}

/** pino's error fields, typed by the error's name: the built site renames classes (`ApiRequestError` is `j`). */
function serializeError(error: unknown) {
  const fields = pino.stdSerializers.err(error as Error);
  return error instanceof Error && typeof fields === 'object' ? { ...fields, type: error.name } : fields;
}

// A property on the error itself: instrumentation.ts and the pages are separate bundles, each with
// its own copy of this module, and both must see the mark.
const LOGGED = Symbol.for('redsea.web.logged');

function markLogged(error: unknown): void {
  if (typeof error === 'object' && error !== null && !(LOGGED in error) && Object.isExtensible(error)) {
    Object.defineProperty(error, LOGGED, { value: true });
  }
}

/** True when a line about this error was written already (it is not written again). */
export function wasLogged(error: unknown): boolean {
  return typeof error === 'object' && error !== null && LOGGED in error;
}

/** One call of the site's server to the API: the path asked (no origin, no headers) and the status answered. */
export type ApiCall = { method: string; path: string; status: number | null };

const RECENT_FAILURES = 1000;
const recentFailures = new Set<string>();

/**
 * False when this request (by id) reported this failed call already. Next.js renders a page whose
 * rendering failed a second time, for the error page, and that render asks the API again.
 */
function firstReport(reqId: unknown, call: ApiCall): boolean {
  if (typeof reqId !== 'string') return true;
  const key = `${reqId} ${call.method} ${call.path} ${call.status}`;
  if (recentFailures.has(key)) return false;
  recentFailures.add(key);
  if (recentFailures.size > RECENT_FAILURES) recentFailures.delete(recentFailures.values().next().value!);
  return true;
}

/**
 * A failed API call (the API answered 5xx or an unexpected status, did not answer, or answered
 * something the shared schema rejects): one `error` line with the call and the error, once per
 * request. `log` carries the request's id (requestLogger()).
 */
export function logApiFailure(log: Logger, call: ApiCall, error: Error): void {
  if (firstReport(log.bindings().reqId, call)) log.error({ api: call, err: error }, 'API call failed');
  markLogged(error);
}

/** What Next.js says about a request whose error no code caught (instrumentation.ts onRequestError). */
export type RequestErrorInfo = {
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> };
  context: { routePath: string; routeType: string; renderSource?: string | undefined };
};

/**
 * An error no code caught while Next.js answered a request: one `error` line with the request's id,
 * the address asked, the route and the digest the visitor's error page got. Nothing when the error
 * was logged where it happened (a failed API call thrown on to the error page).
 */
export function logRequestError(log: Logger, error: unknown, { request, context }: RequestErrorInfo): void {
  if (wasLogged(error)) return;
  const reqId = request.headers['x-request-id'];
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined;
  log.error(
    {
      ...(typeof reqId === 'string' ? { reqId } : {}),
      req: { method: request.method, url: request.path },
      route: { path: context.routePath, type: context.routeType, renderSource: context.renderSource },
      digest,
      err: error,
    },
    'request failed',
  );
  markLogged(error);
}

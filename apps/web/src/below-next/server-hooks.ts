import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { constants } from 'node:zlib';
import compression from 'compression';
import { type ApiError, COMMON_SECURITY_HEADERS } from '@app/shared';
import { addressMatcher } from '@app/shared/address-matcher';
import type { Logger } from 'pino';
import { CompressedPages, sendCachedPagesCompressed } from './compressed-pages';
import { believeForwarded } from './forwarded';
import { inFlightAnswer, mapSetHeader, onEachHttpServer, onEachRequest } from './internals/node-http';
import { KeptAssets, sendAssetsKept } from './kept-assets';

// Hooks on the site's HTTP server, for what Node.js and Next.js do below the routes: who the client is
// (./forwarded.ts), requests broken before any route runs (answered without JSON, or with a 500), and the
// compression of every answer (a cached page's once: ./compressed-pages.ts). How they reach the server
// (Node's diagnostics channels and undocumented members) is ./internals/node-http.ts.

/**
 * A request Node.js's HTTP parser refuses before any route sees it (a body cut short by the client closing
 * its side, a malformed or oversized header, headers too slow) gets an answer from Node itself: by default
 * a bare "400 Bad Request" without a body. These are the same refusals in the API's error shape.
 */
export function clientErrorAnswer(code: string | undefined): { status: number; body: ApiError } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        body: { error: 'request_header_fields_too_large', message: 'The request headers are too large' },
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, body: { error: 'payload_too_large', message: 'Request body is too large' } };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, body: { error: 'request_timeout', message: 'The request did not arrive in time' } };
    case 'HPE_INVALID_EOF_STATE':
      return { status: 400, body: { error: 'bad_request', message: 'The request ended before it was complete' } };
    default:
      return { status: 400, body: { error: 'bad_request', message: 'The request is not valid HTTP' } };
  }
}

/** The raw HTTP/1.1 answer for `code`, written straight to the socket (no ServerResponse exists for it). */
export function clientErrorResponse(code: string | undefined): string {
  const { status, body } = clientErrorAnswer(code);
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Cache-Control: no-store',
    `X-Content-Type-Options: ${COMMON_SECURITY_HEADERS['X-Content-Type-Options']}`,
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

/** Socket errors that mean the client went away: nobody is left to answer, and nothing to report. */
const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/** What Node.js's own clientError handling does, with a JSON answer instead of an empty one. */
export function onClientError(log: Logger, error: NodeJS.ErrnoException, socket: Socket) {
  // The socket's in-flight answer, when a request on it already reached a route (which logs its own failure).
  const inFlight = inFlightAnswer(socket);
  const gone = CLIENT_GONE.has(error.code ?? '');
  if (!gone && socket.writable && !inFlight?.headersSent) socket.write(clientErrorResponse(error.code));
  if (!gone && !inFlight) log.warn({ code: error.code }, 'refused a malformed request');
  socket.destroy(error);
}

/**
 * A path with a percent sign that does not decode (`/api/%zz/`, a cut UTF-8 sequence) makes Next.js fail
 * on the dynamic routes (every page, the API's routes) with a plain-text 500: it cannot decode the route's
 * parameters and has no error page to show in its place. Such a segment is taken literally instead: each
 * of its percent signs is escaped, so the pages redirect as for any unknown path and the API answers 404.
 */
export function escapeUndecodablePath(url: string): string {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  if (!path.includes('%')) return url;
  let changed = false;
  const segments = path.split('/').map((segment) => {
    try {
      decodeURIComponent(segment);
      return segment;
    } catch {
      changed = true;
      return segment.replaceAll('%', '%25');
    }
  });
  return changed ? segments.join('/') + (query < 0 ? '' : url.slice(query)) : url;
}

/**
 * Next.js copies a route handler's headers onto the answer as one-element arrays, and its compression then
 * takes `['application/json']` for a type it cannot compress: every route handler's answer (the API's
 * answers through the site, the sitemap) went out uncompressed (vercel/next.js#98007). A Content-Type set
 * that way is set as the one string it holds.
 */
export function singleContentType(name: string, value: number | string | readonly string[]) {
  return Array.isArray(value) && value.length === 1 && name.toLowerCase() === 'content-type' ? value[0] : value;
}

/**
 * Brotli's quality for the browsers that accept it (every current one, over HTTPS): a cached page of
 * 100-150 KB comes out smaller than with gzip at its default level, for about a third of the time
 * (docs/decisions/0031). Clients without br get gzip at zlib's default level.
 */
export const BROTLI_QUALITY = 3;

/**
 * The site's compression, in place of Next.js's own (`compress: false` in next.config.ts): Next's is
 * gzip only, at a level it does not let us set, and took about 40% of the time a cached page costs.
 * The middleware negotiates br, gzip or deflate from Accept-Encoding, skips small and incompressible
 * answers and releases its stream when the client goes away.
 */
export const compress = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_LGWIN]: 18 } },
});

const next = () => {};

/**
 * Installs these on the site's HTTP server. `next start` creates the server itself and offers no hook for
 * it, so they go through Node.js's diagnostics channels (./internals/node-http.ts): the server gets its
 * clientError handler as it accepts its first connection, before any byte is read; each request is
 * seen as its head is parsed, before Next.js sees it.
 * `trustedProxies`: the site's TRUSTED_PROXIES, whose forwarded headers are believed.
 */
export function installServerHooks(log: Logger, { trustedProxies }: { trustedProxies: readonly string[] }): void {
  const trusted = addressMatcher(trustedProxies);
  const cachedPages = new CompressedPages(undefined, {
    onError: (err) => log.error({ err }, 'could not recompress a cached page (its first bytes are sent)'),
  });
  const keptAssets = new KeptAssets(undefined, (err) =>
    log.error({ err }, 'could not compress a build file (it is compressed per answer)'),
  );
  onEachHttpServer((server) =>
    server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => onClientError(log, error, socket)),
  );
  onEachRequest((request, response) => {
    const socket = request.socket as Socket & { encrypted?: boolean };
    believeForwarded(
      request.headers,
      { remoteAddress: socket.remoteAddress, encrypted: socket.encrypted === true },
      trusted,
    );
    if (request.url) request.url = escapeUndecodablePath(request.url);
    mapSetHeader(response, singleContentType);
    compress(request, response, next);
    // After the per-answer compression, so that a cached page's `end` reaches this first; likewise a
    // build file's pieces.
    sendCachedPagesCompressed(request, response, cachedPages);
    sendAssetsKept(request, response, keptAssets);
  });
}

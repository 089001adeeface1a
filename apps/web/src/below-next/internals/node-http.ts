import { subscribe } from 'node:diagnostics_channel';
import { type IncomingMessage, type OutgoingHttpHeader, Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

// The site's HTTP server as the hooks below Next reach it (docs/decisions/0048): `next start` creates the
// server itself and offers no hook, so the hooks go through Node.js's diagnostics channels and members
// that Node does not document, and they count on how Next.js writes its answers there. This is the only
// file that names them. Written against Node.js NODE_MAJOR_RELIED_ON (the Dockerfiles' node:20) and
// Next.js NEXT_VERSION_RELIED_ON (pinned exactly in apps/web/package.json); node-http.test.ts fails,
// naming the running Node or the installed Next, when either changes what is below.
//
// Also relied on, with no name to put here (node-http.test.ts checks them): Node's `end(chunk)` does not
// go through the answer's `write` (the layers of compressed-pages.ts and kept-assets.ts replace both on
// each answer); Next sends a cached page whole with one `end(string)`; it streams a build file
// (`/_next/static/…`) in pieces through `write`.

/** The Node.js major version whose behaviour below was checked. */
export const NODE_MAJOR_RELIED_ON = 20;

/** The Next.js version whose answers below were checked. */
export const NEXT_VERSION_RELIED_ON = '16.4.5';

/** Node's diagnostics channels the hooks subscribe to. */
export const CHANNELS = {
  /** Published as each connection is accepted, with `{ socket }`; the socket names its server. */
  socketAccepted: 'net.server.socket',
  /** Published as each request's head is parsed, before the server's listener: `{ request, response }`. */
  requestStarted: 'http.server.request.start',
} as const;

/** The header Next sets on an answer from its page cache (HIT, STALE, MISS, REVALIDATED). */
export const NEXT_CACHE_STATE_HEADER = 'x-nextjs-cache';

/** Next's modules that write the answers the hooks change (node-http.test.ts runs them). */
export const NEXT_HTTP_MODULES = {
  /** `sendRenderResult`: a page's answer. */
  sendPayload: 'next/dist/server/send-payload.js',
  /** `RenderResult`: a page's body (a cached one is a string). */
  renderResult: 'next/dist/server/render-result.js',
  /** The app router's page handler, compiled into the build: it sets NEXT_CACHE_STATE_HEADER. */
  appPageTemplate: 'next/dist/build/templates/app-page-runtime.js',
  /** `sendResponse`: a route handler's answer, its headers copied on with `appendHeader`. */
  sendResponse: 'next/dist/server/send-response.js',
  /** `NodeNextResponse`: whose `appendHeader` sets a header as a one-element array. */
  nodeResponse: 'next/dist/server/base-http/node.js',
  /** `serveStatic`: the build's files, through `send`. */
  serveStatic: 'next/dist/server/serve-static.js',
} as const;

/**
 * Runs `listener` once for each HTTP server of the process, as it accepts its first connection, before
 * any byte of it is read (the moment to add a `clientError` handler).
 */
export function onEachHttpServer(listener: (server: Server) => void): void {
  const servers = new WeakSet<Server>();
  subscribe(CHANNELS.socketAccepted, (message) => {
    // Node sets `socket.server` on each accepted socket; it is not documented.
    const server = (message as { socket: Socket & { server?: unknown } }).socket.server;
    if (!(server instanceof Server) || servers.has(server)) return;
    servers.add(server);
    listener(server);
  });
}

/** Runs `listener` as each request's head is parsed, before the server's listener (Next.js) sees it. */
export function onEachRequest(listener: (request: IncomingMessage, response: ServerResponse) => void): void {
  subscribe(CHANNELS.requestStarted, (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    listener(request, response);
  });
}

/**
 * The answer in flight on `socket` (Node's `_httpMessage`): set once a request on it reached the server's
 * listener, null after its answer finished, absent before the first.
 */
export function inFlightAnswer(socket: Socket): { headersSent: boolean } | null | undefined {
  return (socket as Socket & { _httpMessage?: { headersSent: boolean } | null })._httpMessage;
}

type HeaderValue = OutgoingHttpHeader | readonly string[];

/**
 * Makes every `setHeader` on `response` go through `map`: an own property over the prototype's method,
 * which Next's `appendHeader` calls too.
 */
export function mapSetHeader(response: ServerResponse, map: (name: string, value: HeaderValue) => HeaderValue) {
  const setHeader = response.setHeader;
  response.setHeader = function (name, value) {
    return setHeader.call(this, name, map(name, value) as OutgoingHttpHeader);
  };
}

import type { OutgoingHttpHeaders } from 'node:http';

/** Headers about one connection, not the message (RFC 9110 §7.6.1): each hop sets its own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Headers of the visitor's request that this call sets itself or leaves out: Host and Content-Length (see
 * toApiHeaders), Expect (the body is sent whole), Accept-Encoding (the API answers uncompressed: Next.js
 * drops a route handler's Content-Encoding, and compresses the answer for the visitor itself).
 */
const OWN = new Set(['host', 'content-length', 'expect', 'accept-encoding']);

/** Hop-by-hop headers, plus any the Connection header names. */
function connectionHeaders(connection: string | null | undefined): Set<string> {
  const names = new Set(HOP_BY_HOP);
  for (const name of (connection ?? '').split(',')) if (name.trim()) names.add(name.trim().toLowerCase());
  return names;
}

/**
 * The headers of a call passed to the API: the visitor's own (Cookie, Origin, Sec-Fetch-Site), the
 * forwarded ones as below-next/forwarded.ts made them when the request arrived (X-Forwarded-For: the visitor's
 * connection, or a trusted proxy's chain with that proxy appended; X-Forwarded-Proto likewise), without
 * those of this connection, and with
 * - Host: the API's (node:http sets it from the address);
 * - Content-Length: the body's real length (`bodyLength`; it was read whole, chunked or not), none without a body;
 * - X-Forwarded-Host: this server's Host header, as Next.js's own rewrite proxy sent it;
 * - X-Original-Host: the host the visitor's browser used (a trusted front proxy's X-Forwarded-Host, else Host), which
 *   the API's same-origin check compares the visitor's Origin with; one the visitor sent is replaced;
 * - X-Request-Id: this request's id, which the API logs and echoes.
 */
export function toApiHeaders(
  incoming: Headers,
  { requestId, bodyLength }: { requestId: string; bodyLength: number | undefined },
): OutgoingHttpHeaders {
  const skip = connectionHeaders(incoming.get('connection'));
  const out: OutgoingHttpHeaders = {};
  incoming.forEach((value, name) => {
    if (!skip.has(name) && !OWN.has(name)) out[name] = value;
  });
  const host = incoming.get('host');
  const originalHost = incoming.get('x-forwarded-host')?.split(',')[0]?.trim() || host;
  if (host) out['x-forwarded-host'] = host;
  else delete out['x-forwarded-host'];
  if (originalHost) out['x-original-host'] = originalHost;
  else delete out['x-original-host'];
  out['x-request-id'] = requestId;
  if (bodyLength !== undefined) out['content-length'] = String(bodyLength);
  return out;
}

/**
 * The API's answer headers for the visitor: every one as the API sent it (each Set-Cookie on its own),
 * less those of the connection between this server and the API. `raw` is node:http's `rawHeaders`.
 */
export function fromApiHeaders(raw: readonly string[]): Headers {
  const at = raw.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === 'connection');
  const skip = connectionHeaders(at >= 0 ? raw[at + 1] : undefined);
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    if (!skip.has(name.toLowerCase())) headers.append(name, raw[i + 1]!);
  }
  return headers;
}

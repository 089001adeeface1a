import type { IncomingHttpHeaders } from 'node:http';
import { plainAddress } from '@app/shared/trusted-proxies';

/**
 * Headers that only a proxy in front of the site may set: who the visitor is (X-Forwarded-For, RFC 7239's
 * Forwarded, X-Real-IP), how and where they connected (X-Forwarded-Proto, -Host, -Port, X-Original-Host)
 * and the id a load balancer gave the request (X-Request-Id). The site believes them (HSTS, the page's
 * policy, its log's request id) and passes them on to the API (per-client limits, the session cookie's
 * Secure flag, the same-origin check): from anyone else they would be a visitor's choice.
 */
const FROM_PROXIES_ONLY = [
  'forwarded',
  'x-real-ip',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-original-host',
  'x-request-id',
] as const;

/** The connection a request came on: its peer's address, and whether it is TLS. */
export interface Peer {
  remoteAddress: string | undefined;
  encrypted: boolean;
}

/**
 * Makes the request's forwarded headers the truth before Next.js or any route reads them (./server-hooks.ts
 * calls it as each request's head is parsed). Next.js itself only fills X-Forwarded-For in when it is
 * missing, so without this a visitor's own `X-Forwarded-For: 203.0.113.9` reached the API as their address.
 * - From a trusted proxy (TRUSTED_PROXIES): its headers stand, and its address is appended to
 *   X-Forwarded-For, as a proxy does: the API, trusting this server, walks the chain back to the visitor.
 * - From anyone else: X-Forwarded-For is the connection's address, X-Forwarded-Proto the connection's
 *   scheme, and the other headers above are dropped (Next.js then sets X-Forwarded-Host and -Port from its
 *   own Host and port, and the site gives the request an id of its own).
 */
export function believeForwarded(headers: IncomingHttpHeaders, peer: Peer, trusted: (address: string) => boolean) {
  const address = peer.remoteAddress ? plainAddress(peer.remoteAddress) : undefined;
  if (address && trusted(address)) {
    const given = headers['x-forwarded-for'];
    const chain = (Array.isArray(given) ? given.join(', ') : given)?.trim();
    headers['x-forwarded-for'] = chain ? `${chain}, ${address}` : address;
    return;
  }
  for (const name of FROM_PROXIES_ONLY) delete headers[name];
  headers['x-forwarded-proto'] = peer.encrypted ? 'https' : 'http';
  // A connection already gone has no address: no X-Forwarded-For at all (nothing of the visitor's).
  if (address) headers['x-forwarded-for'] = address;
  else delete headers['x-forwarded-for'];
}

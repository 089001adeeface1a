/**
 * One id per visitor request, in the site's answer (X-Request-Id) and in every API log line the request
 * causes. It is 32 hex digits, the shape of a W3C trace id, so that server-side fetches can carry it in a
 * `traceparent` header: Next.js leaves that header out of its data-cache key, where an X-Request-Id would
 * make every fetch a cache miss (docs/decisions/0011-request-ids-through-traceparent.md).
 */

const HEX32 = /^[0-9a-f]{32}$/;

/**
 * The id a load balancer already gave the request (32 hex digits, or a UUID), else a new one. Only a
 * trusted proxy's X-Request-Id reaches here (TRUSTED_PROXIES; below-next/forwarded.ts drops anyone else's).
 */
export function requestIdOf(incoming: string | null | undefined): string {
  const candidate = incoming?.trim().toLowerCase().replace(/-/g, '') ?? '';
  if (HEX32.test(candidate) && !/^0+$/.test(candidate)) return candidate;
  return crypto.randomUUID().replace(/-/g, '');
}

/** A W3C traceparent whose trace id is the request id (a new span id per call, sampled flag off). */
export function traceparentOf(requestId: string): string {
  const span = new Uint8Array(8);
  crypto.getRandomValues(span);
  const spanId = Array.from(span, (b) => b.toString(16).padStart(2, '0')).join('');
  return `00-${requestId}-${spanId === '0000000000000000' ? '0000000000000001' : spanId}-00`;
}

import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** An id someone else chose is kept only when it is short and plain (no spaces, quotes or control characters). */
const PLAIN_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** W3C trace context: version-traceid-parentid-flags; the trace id is 32 lowercase hex digits, not all zero. */
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The request's id: the site's X-Request-Id, else the trace id of a W3C `traceparent` header (the site's
 * server-side fetches send the id that way, because Next.js leaves that header out of its data-cache key),
 * else a new UUID. The id is logged with every line about the request and sent back in X-Request-Id.
 */
export function requestIdFrom(headers: IncomingHttpHeaders): string {
  const given = first(headers['x-request-id'])?.trim();
  if (given && PLAIN_ID.test(given)) return given;
  const trace = TRACEPARENT.exec(first(headers.traceparent)?.trim().toLowerCase() ?? '')?.[1];
  if (trace && !/^0+$/.test(trace)) return trace;
  return randomUUID();
}

/** Echoes the request id on every answer, errors included, so that a visitor's report can be found in the logs. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
});

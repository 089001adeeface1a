import 'server-only';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { NextRequest } from 'next/server';
import { env } from '../env';
import { logger } from '../logger';
import { requestIdOf } from '../request-id';
import { type ProxyFailure, failureAnswer } from './answers';
import { fromApiHeaders, toApiHeaders } from './headers';
import { readRequestBody } from './request-body';
import { proxySettings } from './settings';
import { ApiUnreachableError, answerBody, callApi } from './upstream';

/** Statuses whose answer has no body, whatever the headers say. */
const NO_BODY = new Set([204, 205, 304]);

const REFUSALS: Record<Exclude<ProxyFailure, 'api_unavailable'>, string> = {
  body_too_large: 'refused a request body over the limit; nothing was sent to the API',
  body_timeout: 'the request body did not arrive in time; nothing was sent to the API',
  body_incomplete: 'the request body ended early (the visitor closed or went away); nothing was sent to the API',
};

/**
 * Uploads (photos up to 25 MB, videos up to 300 MB) stream through to the API as they arrive: the API
 * checks their type from the first bytes and counts their size as they stream (modules/media), so they are
 * neither held here nor limited by BODY_LIMIT_BYTES and PROXY_BODY_TIMEOUT_MS. So does the units' CSV
 * import (the agency's spreadsheets, larger than BODY_LIMIT_BYTES): the API's import route has its own limit.
 */
const STREAMED = /^\/api\/admin\/(?:media\/?|units\/import)$/;

function declaredLength(headers: Headers): number | undefined {
  const value = headers.get('content-length');
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * Every call of the browser to /api/* and /resale-projects/* (app/api, app/resale-projects) goes on to the
 * API: same method, path, query string and headers both ways, the answer streamed back as it comes.
 * What the API never sees gets the site's own answer in the API's error shape, logged once with the request id:
 * - a body over BODY_LIMIT_BYTES: 413 (at once when Content-Length says so, chunked bodies when they pass it);
 * - a body that does not arrive within PROXY_BODY_TIMEOUT_MS: 408;
 * - a body that ends early (the visitor closed or went away): 400, and nothing reaches the API;
 * - the API unreachable, or not answering within 30 s: 503 with Retry-After.
 * The body is read whole before the call (it is at most BODY_LIMIT_BYTES), so the API gets every body
 * complete, with its length, or not at all; uploads alone stream through (STREAMED).
 */
export async function proxyToApi(request: NextRequest): Promise<Response> {
  const settings = proxySettings();
  const requestId = requestIdOf(request.headers.get('x-request-id'));
  const url = new URL(request.url);
  // Made only when there is something to report: most calls pass through without a line.
  const log = () => logger.child({ reqId: requestId, method: request.method, path: url.pathname });
  const declared = declaredLength(request.headers);
  const hasBody = declared !== undefined || request.headers.has('transfer-encoding');

  if (request.method === 'POST' && STREAMED.test(url.pathname)) {
    const body = hasBody && request.body ? Readable.fromWeb(request.body as WebReadableStream) : undefined;
    return passOn(request, url, { requestId, log, body, bodyLength: declared });
  }

  const read = await readRequestBody(hasBody ? request.body : null, {
    limitBytes: settings.bodyLimitBytes,
    timeoutMs: settings.bodyTimeoutMs,
    declaredLength: declared,
  });
  if (!read.ok) {
    log().warn({ failure: read.failure, declaredLength: declared }, REFUSALS[read.failure]);
    return failureAnswer(read.failure, requestId);
  }

  const body = hasBody ? read.body : undefined;
  return passOn(request, url, { requestId, log, body, bodyLength: body?.length });
}

/** Sends the call on to the API and streams its answer back; an API that does not answer gets the site's 503. */
async function passOn(
  request: NextRequest,
  url: URL,
  call: {
    requestId: string;
    log: () => typeof logger;
    body: Buffer | Readable | undefined;
    bodyLength: number | undefined;
  },
): Promise<Response> {
  const { API_URL } = env();
  const { requestId, log, body, bodyLength } = call;
  const target = new URL(`${API_URL}${url.pathname}${url.search}`);
  try {
    const answer = await callApi(target, {
      method: request.method,
      headers: toApiHeaders(request.headers, { requestId, bodyLength }),
      body,
      timeoutMs: proxySettings().answerTimeoutMs,
      signal: request.signal,
    });
    const status = answer.statusCode ?? 502;
    const headers = fromApiHeaders(answer.rawHeaders);
    if (request.method === 'HEAD' || NO_BODY.has(status)) {
      answer.resume();
      return new Response(null, { status, statusText: answer.statusMessage, headers });
    }
    const stream = answerBody(answer, (error) => log().error({ err: error }, 'the API’s answer broke off'));
    return new Response(stream, { status, statusText: answer.statusMessage, headers });
  } catch (error) {
    if (request.signal.aborted) log().info('the visitor went away before the API answered');
    else if (error instanceof ApiUnreachableError)
      log().error({ code: error.code, api: API_URL }, 'the API could not be reached');
    else log().error({ err: error, api: API_URL }, 'the call to the API failed');
    return failureAnswer('api_unavailable', requestId);
  }
}

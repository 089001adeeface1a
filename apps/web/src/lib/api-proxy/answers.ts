import { type ApiError, JSON_ANSWER_CSP } from '@app/shared';

/** Why the site answered a call to the API itself instead of passing the API's answer on. */
export type ProxyFailure = 'body_too_large' | 'body_timeout' | 'body_incomplete' | 'api_unavailable';

/** Seconds a client should wait before calling again after a 503 (the API's own PRESSURE_RETRY_AFTER_SECONDS). */
export const RETRY_AFTER_SECONDS = 10;

const ANSWERS: Record<ProxyFailure, { status: number; body: ApiError; closes: boolean }> = {
  // The API's own words for the same refusals, so that a client sees one answer whoever refused.
  // The rest of the body is read and dropped (request-body.ts), so the connection can stay open.
  body_too_large: {
    status: 413,
    body: { error: 'payload_too_large', message: 'Request body is too large' },
    closes: false,
  },
  body_timeout: {
    status: 408,
    body: { error: 'request_timeout', message: 'The request body did not arrive in time' },
    closes: true,
  },
  body_incomplete: {
    status: 400,
    body: { error: 'bad_request', message: 'The request body ended before it was complete' },
    closes: true,
  },
  api_unavailable: {
    status: 503,
    body: { error: 'unavailable', message: 'The service is unavailable, try again shortly' },
    closes: false,
  },
};

/**
 * The site's own answer for a failure, in the API's error shape (`apiErrorSchema`) and with the headers the
 * API's answers carry. After a body that stopped arriving or ended early the connection is closed.
 */
export function failureAnswer(failure: ProxyFailure, requestId: string): Response {
  const { status, body, closes } = ANSWERS[failure];
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': JSON_ANSWER_CSP,
    'cross-origin-resource-policy': 'same-origin',
    'x-request-id': requestId,
  });
  if (status === 503) headers.set('retry-after', String(RETRY_AFTER_SECONDS));
  if (closes) headers.set('connection', 'close');
  return new Response(JSON.stringify(body), { status, headers });
}

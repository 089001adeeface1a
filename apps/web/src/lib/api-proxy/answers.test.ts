import { apiErrorSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { type ProxyFailure, RETRY_AFTER_SECONDS, failureAnswer } from './answers';

const ID = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('the site’s own answers to calls it does not pass to the API', () => {
  it.each<[ProxyFailure, number, string, boolean]>([
    ['body_too_large', 413, 'payload_too_large', false],
    ['body_timeout', 408, 'request_timeout', true],
    ['body_incomplete', 400, 'bad_request', true],
    ['api_unavailable', 503, 'unavailable', false],
  ])('%s: %i JSON in the API’s error shape', async (failure, status, error, closes) => {
    const answer = failureAnswer(failure, ID);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('x-request-id')).toBe(ID);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('connection')).toBe(closes ? 'close' : null);
    const body = apiErrorSchema.parse(await answer.json());
    expect(body.error).toBe(error);
    expect(body.message.length).toBeGreaterThan(10);
  });

  it('tells the client when to try again while the API is unavailable', () => {
    expect(failureAnswer('api_unavailable', ID).headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(failureAnswer('body_too_large', ID).headers.get('retry-after')).toBeNull();
  });

  it('uses the API’s own words for a body over the limit', async () => {
    expect(await failureAnswer('body_too_large', ID).json()).toEqual({
      error: 'payload_too_large',
      message: 'Request body is too large',
    });
  });
});

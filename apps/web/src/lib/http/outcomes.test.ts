import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './client';
import { outcomeOf, retryAfterSeconds } from './outcomes';

const answered = (status: number) => new ApiRequestError('status', 'POST', '/api/x/', status, 'answered');

describe('outcomeOf', () => {
  it('names the statuses the caller tells apart, and nothing else', () => {
    const all = [
      'invalid',
      'unauthorized',
      'forbidden',
      'notFound',
      'conflict',
      'tooLarge',
      'unsupported',
      'tooMany',
    ] as const;
    expect([400, 401, 403, 404, 409, 413, 415, 422, 429].map((s) => outcomeOf(answered(s), all))).toEqual([
      'invalid',
      'unauthorized',
      'forbidden',
      'notFound',
      'conflict',
      'tooLarge',
      'unsupported',
      'invalid',
      'tooMany',
    ]);
    expect(outcomeOf(answered(409), ['unauthorized', 'tooMany'])).toBe('failed');
    expect(outcomeOf(answered(401), ['unauthorized', 'tooMany'])).toBe('unauthorized');
  });

  it('is failed for a server error, no answer, a body the schema rejects and an error that is not the API’s', () => {
    expect(outcomeOf(answered(500), ['invalid'])).toBe('failed');
    expect(outcomeOf(new ApiRequestError('network', 'GET', '/api/x/', null, 'did not answer'), ['invalid'])).toBe(
      'failed',
    );
    expect(outcomeOf(new ApiRequestError('body', 'GET', '/api/x/', 400, 'rejected'), ['invalid'])).toBe('failed');
    expect(outcomeOf(new TypeError('a bug'), ['invalid'])).toBe('failed');
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterSeconds('30')).toBe(30);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(retryAfterSeconds('Sun, 22 Nov 2026 10:02:00 GMT', now)).toBe(120);
  });
});

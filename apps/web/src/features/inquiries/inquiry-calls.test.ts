import { describe, expect, it, vi } from 'vitest';
import type { InquiryRequest } from '@app/shared';
import { ApiRequestError, createApiClient } from '@/lib/http/client';
import { INQUIRIES_PATH, formFieldErrors, sendFailure, sendInquiry } from './inquiry-calls';

const body: InquiryRequest = {
  kind: 'contact',
  data: { name: 'Anna', email: 'anna@example.de', message: 'Hello' },
  page: '/',
  lang: 'de',
  currency: 'EUR',
  elapsedMs: 5000,
};

function answering(status: number, json?: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async () =>
      new Response(json === undefined ? null : JSON.stringify(json), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
  ) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

/** The site's client as the browser has it, on a stand-in fetch. */
const on = (fetcher: typeof fetch) => createApiClient({ origin: '', fetch: fetcher });

/** What the form shows for a send that failed (the client's one error type). */
async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return sendFailure(error);
}

describe('sendInquiry', () => {
  it('posts the body as JSON to the one inquiries endpoint and returns the id', async () => {
    const fetcher = answering(201, { id: 'c0ffee00-0000-4000-8000-000000000001' });
    await expect(sendInquiry(body, on(fetcher))).resolves.toEqual({ id: 'c0ffee00-0000-4000-8000-000000000001' });
    const [url, init] = fetcher.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(INQUIRIES_PATH);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('maps the API field messages of a 400 to the form fields', async () => {
    const fetcher = answering(400, {
      error: 'bad_request',
      message: 'Invalid inquiry',
      fields: { 'data.email': 'email', 'data.message': 'tooLong', unitId: 'invalid' },
    });
    expect(await failureOf(sendInquiry(body, on(fetcher)))).toEqual({
      reason: 'fields',
      fields: { email: 'email', message: 'tooLong' },
    });
  });

  it('is a plain failure when a 400 names no field the visitor can fix', async () => {
    const fetcher = answering(400, { error: 'bad_request', message: 'x', fields: { unitId: 'invalid' } });
    expect(await failureOf(sendInquiry(body, on(fetcher)))).toEqual({ reason: 'failed' });
  });

  it('reports the rate limit with the wait from Retry-After', async () => {
    const fetcher = answering(429, { error: 'too_many_requests', message: 'x' }, { 'retry-after': '42' });
    expect(await failureOf(sendInquiry(body, on(fetcher)))).toEqual({ reason: 'tooMany', retryAfterSeconds: 42 });
  });

  it.each([403, 404, 413, 500, 502, 503])('is a plain failure on %i', async (status) => {
    expect(await failureOf(sendInquiry(body, on(answering(status, { error: 'x', message: 'y' }))))).toEqual({
      reason: 'failed',
    });
  });

  it('is a plain failure when the network is down or the answer is not JSON', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await failureOf(sendInquiry(body, on(down)))).toEqual({ reason: 'failed' });
    const html = vi.fn(async () => new Response('<html>', { status: 201 })) as unknown as typeof fetch;
    expect(await failureOf(sendInquiry(body, on(html)))).toEqual({ reason: 'failed' });
  });

  it('is a plain failure for an error that is not the API’s', () => {
    expect(sendFailure(new TypeError('a bug'))).toEqual({ reason: 'failed' });
  });
});

describe('formFieldErrors', () => {
  it('keeps only data.* keys with a message key', () => {
    expect(
      formFieldErrors({ fields: { 'data.name': 'required', 'data.a.b': 'x', page: 'invalid', 'data.x': 3 } }),
    ).toEqual({ name: 'required' });
    expect(formFieldErrors(null)).toEqual({});
    expect(formFieldErrors({ fields: 'nope' })).toEqual({});
  });
});

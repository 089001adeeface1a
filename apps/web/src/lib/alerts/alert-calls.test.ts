import { describe, expect, it } from 'vitest';
import { type ApiClient, ApiRequestError } from '@/lib/http/browser';
import { ONE_CLICK_UNSUBSCRIBE } from '@app/shared';
import { alertFailure, readAlerts, unsubscribeAlert } from './alert-calls';

const refused = (status: number, body: unknown = null, retryAfter: string | null = null) =>
  new ApiRequestError('status', 'POST', '/api/saved-searches/', status, `answered ${status}`, {
    body: body as never,
    retryAfter,
  });

describe('alertFailure', () => {
  it('keeps the fields the form shows, by their translation keys', () => {
    expect(
      alertFailure(refused(400, { error: 'bad_request', message: 'x', fields: { email: 'email', lang: 'invalid' } })),
    ).toEqual({
      reason: 'fields',
      fields: { email: 'email' },
    });
  });

  it('tells a query the list call refuses from other refusals', () => {
    expect(alertFailure(refused(400, { error: 'bad_request', message: 'x', fields: { query: 'invalid' } }))).toEqual({
      reason: 'query',
    });
    expect(
      alertFailure(refused(400, { error: 'bad_request', message: 'x', fields: { consent_version: 'invalid' } })),
    ).toEqual({
      reason: 'failed',
    });
  });

  it('reads 429 with its wait, 404 as an unknown link, 409 as the address’s limit, anything else as failed', () => {
    expect(alertFailure(refused(429, null, '120'))).toEqual({ reason: 'tooMany', retryAfterSeconds: 120 });
    expect(alertFailure(refused(404))).toEqual({ reason: 'notFound' });
    expect(alertFailure(refused(409))).toEqual({ reason: 'limit' });
    expect(alertFailure(refused(503))).toEqual({ reason: 'failed' });
    expect(alertFailure(new TypeError('offline'))).toEqual({ reason: 'failed' });
  });
});

/** A client that records what it was asked and answers with `answer`. */
function recording(answer: unknown) {
  const asked: { path: string; options: Record<string, unknown> }[] = [];
  const api = {
    call: async (path: string, schema: { parse(b: unknown): unknown }, options: Record<string, unknown> = {}) => {
      asked.push({ path, options });
      return schema.parse(answer);
    },
  } as unknown as ApiClient;
  return { api, asked };
}

const view = {
  id: 3,
  kind: 'search',
  query: 'type=studio',
  unit_ids: [],
  frequency: 'daily',
  status: 'unsubscribed',
  lang: 'de',
  currency: 'EUR',
  created_at: '2026-12-07T08:00:00.000Z',
  confirmed_at: null,
  last_sent_at: null,
};

describe('the token calls', () => {
  it('unsubscribe posts the RFC 8058 one-click body, and names the call without its token', async () => {
    const { api, asked } = recording({ unsubscribed: true, search: view, manage_token: 'm'.repeat(43) });
    const answer = await unsubscribeAlert('t'.repeat(43), api);
    expect(answer).toEqual({ unsubscribed: true, search: view, manage_token: 'm'.repeat(43) });
    expect(asked[0]!.path).toBe(`/api/alerts/unsubscribe?token=${'t'.repeat(43)}`);
    expect(asked[0]!.options).toMatchObject({
      method: 'POST',
      body: ONE_CLICK_UNSUBSCRIBE,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      logPath: '/api/alerts/unsubscribe',
    });
  });

  it('unsubscribe refuses an answer without the manage token (the page links with it)', async () => {
    const { api } = recording({ unsubscribed: true, search: view });
    await expect(unsubscribeAlert('t'.repeat(43), api)).rejects.toThrow();
  });

  it('the manage page’s read is never answered from the browser’s cache', async () => {
    const { api, asked } = recording({ email: 'a@example.com', searches: [view] });
    await readAlerts('m'.repeat(43), api);
    expect(asked[0]).toMatchObject({
      path: `/api/alerts/?token=${'m'.repeat(43)}`,
      options: { logPath: '/api/alerts/' },
    });
    expect((asked[0]!.options.init as RequestInit).cache).toBe('no-store');
  });
});

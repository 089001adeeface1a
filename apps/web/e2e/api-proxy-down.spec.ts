import { apiErrorSchema } from '@app/shared';
import { expect, test } from './fixtures';
import { rawRequest } from './raw-http';
import { startSite } from './sites';

// A site and API of this test's own (the shared e2e API keeps serving the other journeys): the API is
// stopped and started again, and the site's log is read.
const API_PORT = 4731;
const WEB_PORT = 3731;

const ids = {
  refused: 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1',
  slow: 'b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2',
  gone: 'c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3',
  down: 'd4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4',
  downPost: 'e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5',
};

test('the API stopped: calls through the site get 503 JSON with Retry-After, each failure logged once', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const site = await startSite(API_PORT, WEB_PORT, {}, { LOG_LEVEL: 'info', PROXY_BODY_TIMEOUT_MS: '1500' });
  const linesOf = (reqId: string) => site.logLines().filter((line) => line.reqId === reqId);
  /** The one log line of request `reqId` (the site's output arrives on its own, after the answer). */
  const loggedOnce = async (reqId: string) => {
    await expect.poll(() => linesOf(reqId).length, { message: `log lines of ${reqId}` }).toBe(1);
    return linesOf(reqId)[0];
  };
  try {
    expect((await request.get(`${site.url}/api/rates/`)).status()).toBe(200);

    // Refusals the API never sees: one log line each, with the request's id.
    const big = await request.post(`${site.url}/api/inquiries/`, {
      headers: { 'content-type': 'application/json', 'x-request-id': ids.refused },
      data: Buffer.alloc(70_000, ' '),
    });
    expect(big.status()).toBe(413);
    const slow = await rawRequest(
      {
        method: 'POST',
        path: '/api/inquiries/',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '100', 'X-Request-Id': ids.slow },
        body: '{"kind":',
        then: 'stall',
      },
      site.url,
    );
    expect(slow?.status, 'PROXY_BODY_TIMEOUT_MS=1500').toBe(408);
    expect(slow!.ms).toBeLessThan(6000);
    const gone = await rawRequest(
      {
        method: 'POST',
        path: '/api/inquiries/',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '100', 'X-Request-Id': ids.gone },
        body: '{"kind":',
        then: 'destroy',
      },
      site.url,
    );
    expect(gone).toBeNull();
    for (const [id, failure] of [
      [ids.refused, 'body_too_large'],
      [ids.slow, 'body_timeout'],
      [ids.gone, 'body_incomplete'],
    ] as const) {
      expect(await loggedOnce(id), failure).toMatchObject({ level: 40, failure, path: '/api/inquiries/' });
    }

    await site.stopApi();
    const down = await request.get(`${site.url}/api/home-products/?page=1`, { headers: { 'x-request-id': ids.down } });
    const downPost = await request.post(`${site.url}/api/inquiries/`, {
      headers: { 'content-type': 'application/json', 'x-request-id': ids.downPost },
      data: { kind: 'contact' },
    });
    for (const [res, id] of [
      [down, ids.down],
      [downPost, ids.downPost],
    ] as const) {
      expect(res.status(), id).toBe(503);
      expect(res.headers()['content-type'], id).toMatch(/^application\/json/);
      expect(res.headers()['retry-after'], id).toBe('10');
      expect(res.headers()['x-request-id'], id).toBe(id);
      expect(apiErrorSchema.parse(await res.json()), id).toEqual({
        error: 'unavailable',
        message: 'The service is unavailable, try again shortly',
      });
      expect(linesOf(id), id).toHaveLength(1);
      expect(linesOf(id)[0], id).toMatchObject({
        level: 50,
        code: 'ECONNREFUSED',
        msg: 'the API could not be reached',
      });
    }

    // The API back: the site passes calls on again, on new connections.
    await site.restartApi();
    const back = await request.get(`${site.url}/api/home-products/?page=1&page_size=3`);
    expect(back.status()).toBe(200);
    expect(((await back.json()) as { results: unknown[] }).results).toHaveLength(3);
    // Still one line each, and no other error.
    for (const id of Object.values(ids)) expect(linesOf(id), id).toHaveLength(1);
    expect(site.logLines().filter((line) => (line.level as number) >= 50)).toHaveLength(2);
  } finally {
    await site.close();
  }
});

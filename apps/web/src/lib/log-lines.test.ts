import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '@app/shared';
import { createLogger, logApiFailure, logRequestError } from './log-lines';

const REQ_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

/** A logger like the site's, writing its JSON lines into an array instead of stdout. */
function capture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger({ level, destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  return { log, lines };
}

describe('logApiFailure', () => {
  it('writes one error line with the request id, the call asked and the error', () => {
    const { log, lines } = capture();
    const error = new Error('API GET /api/home-products/?page_size=6&lang=en answered 503');
    logApiFailure(
      log.child({ reqId: REQ_ID }),
      { method: 'GET', path: '/api/home-products/?page_size=6&lang=en', status: 503 },
      error,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      name: 'web',
      reqId: REQ_ID,
      api: { method: 'GET', path: '/api/home-products/?page_size=6&lang=en', status: 503 },
      err: { type: 'Error', message: 'API GET /api/home-products/?page_size=6&lang=en answered 503' },
      msg: 'API call failed',
    });
    expect((lines[0]!.err as { stack: string }).stack).toContain('log-lines.test.ts');
  });

  it('writes the cause of a call that got no answer with the error', () => {
    const { log, lines } = capture();
    const error = new Error('API GET /api/rates/ did not answer', {
      cause: new Error('connect ECONNREFUSED 127.0.0.1:4000'),
    });
    logApiFailure(log, { method: 'GET', path: '/api/rates/', status: null }, error);
    expect(lines[0]).toMatchObject({
      level: 50,
      api: { path: '/api/rates/', status: null },
      err: { message: 'API GET /api/rates/ did not answer: connect ECONNREFUSED 127.0.0.1:4000' },
    });
  });

  it('writes a call that failed twice for one request (its page and then its error page) once', () => {
    const { log, lines } = capture();
    const call = { method: 'GET', path: '/api/home-products/17/?lang=en', status: 500 };
    logApiFailure(log.child({ reqId: REQ_ID }), call, new Error('first render'));
    logApiFailure(log.child({ reqId: REQ_ID }), call, new Error('error page render'));
    logApiFailure(log.child({ reqId: '7f3a9c1e5b2d4f60a8e1c3b5d7f9a1c3' }), call, new Error('another visitor'));
    expect(lines.map((l) => [l.reqId, (l.err as { message: string }).message])).toEqual([
      [REQ_ID, 'first render'],
      ['7f3a9c1e5b2d4f60a8e1c3b5d7f9a1c3', 'another visitor'],
    ]);
  });

  it('writes nothing below the configured level', () => {
    const { log, lines } = capture('silent');
    logApiFailure(log, { method: 'GET', path: '/api/rates/', status: 500 }, new Error('x'));
    expect(lines).toEqual([]);
  });
});

describe('logRequestError', () => {
  const request = {
    path: '/property/17?lang=de',
    method: 'GET',
    headers: { 'x-request-id': REQ_ID, cookie: `${ADMIN_SESSION_COOKIE}=secret` },
  };
  const context = { routePath: '/property/[id]', routeType: 'render', renderSource: 'react-server-components' };

  it('writes an error no code caught with the request id, the address, the route and the digest', () => {
    const { log, lines } = capture();
    const error = Object.assign(new TypeError("Cannot read properties of undefined (reading 'title')"), {
      digest: '2417871385',
    });
    logRequestError(log, error, { request, context });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      reqId: REQ_ID,
      req: { method: 'GET', url: '/property/17?lang=de' },
      route: { path: '/property/[id]', type: 'render', renderSource: 'react-server-components' },
      digest: '2417871385',
      err: { type: 'TypeError', message: "Cannot read properties of undefined (reading 'title')" },
      msg: 'request failed',
    });
    expect(JSON.stringify(lines[0])).not.toContain('secret');
  });

  it('writes nothing for an error logged where it happened, and each error once', () => {
    const { log, lines } = capture();
    const apiError = new Error('API GET /api/home-products/17/?lang=de answered 500');
    logApiFailure(log, { method: 'GET', path: '/api/home-products/17/?lang=de', status: 500 }, apiError);
    logRequestError(log, apiError, { request, context });
    const other = new Error('render failed');
    logRequestError(log, other, { request, context });
    logRequestError(log, other, { request, context });
    expect(lines.map((l) => l.msg)).toEqual(['API call failed', 'request failed']);
  });

  it('writes a line without a request id when the request had none', () => {
    const { log, lines } = capture();
    logRequestError(log, 'a thrown string', { request: { ...request, headers: {} }, context });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toHaveProperty('reqId');
    expect(lines[0]).toMatchObject({ err: 'a thrown string', req: { url: '/property/17?lang=de' } });
  });
});

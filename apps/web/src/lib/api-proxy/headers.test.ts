import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE, PREFERENCE_COOKIES } from '@app/shared';
import { fromApiHeaders, toApiHeaders } from './headers';

const ID = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('headers of a call passed to the API', () => {
  it('keeps the visitor’s own headers and sets the id, the real body length and the hosts', () => {
    const out = toApiHeaders(
      new Headers({
        host: 'localhost:3000',
        cookie: `${ADMIN_SESSION_COOKIE}=abc`,
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
        'content-length': '999',
        'x-request-id': 'from-the-visitor',
      }),
      { requestId: ID, bodyLength: 7 },
    );
    expect(out).toEqual({
      cookie: `${ADMIN_SESSION_COOKIE}=abc`,
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'localhost:3000',
      'x-original-host': 'localhost:3000',
      'content-type': 'application/json',
      'content-length': '7',
      'x-request-id': ID,
    });
  });

  it('tells the API the host the visitor used behind a front proxy, and replaces one the visitor sent', () => {
    const behind = toApiHeaders(
      new Headers({ host: '127.0.0.1:3000', 'x-forwarded-host': 'www.redsea.example, lb.internal' }),
      { requestId: ID, bodyLength: undefined },
    );
    expect(behind['x-original-host']).toBe('www.redsea.example');
    expect(behind['x-forwarded-host']).toBe('127.0.0.1:3000');
    const forged = toApiHeaders(new Headers({ host: 'localhost:3000', 'x-original-host': 'evil.example' }), {
      requestId: ID,
      bodyLength: undefined,
    });
    expect(forged['x-original-host']).toBe('localhost:3000');
    expect(forged).not.toHaveProperty('content-length');
  });

  it('leaves out the headers of the visitor’s connection, and asks for an uncompressed answer', () => {
    const out = toApiHeaders(
      new Headers({
        host: 'localhost:3000',
        connection: 'keep-alive, x-secret-hop',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'x-secret-hop': '1',
        expect: '100-continue',
        upgrade: 'websocket',
        te: 'trailers',
        'accept-encoding': 'gzip, br',
        accept: 'application/json',
      }),
      { requestId: ID, bodyLength: 3 },
    );
    expect(Object.keys(out).sort()).toEqual(
      ['accept', 'content-length', 'x-forwarded-host', 'x-original-host', 'x-request-id'].sort(),
    );
  });
});

describe('headers of the API’s answer', () => {
  it('passes every header on, each Set-Cookie on its own, without those of the API’s connection', () => {
    const headers = fromApiHeaders([
      'Content-Type',
      'text/csv; charset=utf-8',
      'Content-Disposition',
      'attachment; filename="inquiries.csv"',
      'Set-Cookie',
      `${ADMIN_SESSION_COOKIE}=abc; Path=/; HttpOnly; SameSite=Lax`,
      'Set-Cookie',
      `${PREFERENCE_COOKIES.lang}=de; Path=/`,
      'X-Total-Count',
      '120',
      'Retry-After',
      '10',
      'X-Request-Id',
      ID,
      'Connection',
      'keep-alive',
      'Keep-Alive',
      'timeout=72',
      'Transfer-Encoding',
      'chunked',
    ]);
    expect(headers.getSetCookie()).toEqual([
      `${ADMIN_SESSION_COOKIE}=abc; Path=/; HttpOnly; SameSite=Lax`,
      `${PREFERENCE_COOKIES.lang}=de; Path=/`,
    ]);
    expect(Object.fromEntries([...headers].filter(([name]) => name !== 'set-cookie'))).toEqual({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="inquiries.csv"',
      'x-total-count': '120',
      'retry-after': '10',
      'x-request-id': ID,
    });
  });
});

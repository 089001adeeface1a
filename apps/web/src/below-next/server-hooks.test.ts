import { COMMON_SECURITY_HEADERS, apiErrorSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import {
  clientErrorAnswer,
  clientErrorResponse,
  escapeUndecodablePath,
  onClientError,
  singleContentType,
} from './server-hooks';

describe('answers to requests the HTTP parser refuses', () => {
  it.each([
    ['HPE_INVALID_EOF_STATE', 400],
    ['HPE_HEADER_OVERFLOW', 431],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408],
    ['HPE_INVALID_METHOD', 400],
    [undefined, 400],
  ])('%s: %i in the API’s error shape', (code, status) => {
    const answer = clientErrorAnswer(code);
    expect(answer.status).toBe(status);
    expect(apiErrorSchema.parse(answer.body)).toEqual(answer.body);
  });

  it('writes a complete HTTP answer that closes the connection', () => {
    const raw = clientErrorResponse('HPE_INVALID_EOF_STATE');
    const [head, body] = raw.split('\r\n\r\n');
    expect(head!.split('\r\n')).toEqual([
      'HTTP/1.1 400 Bad Request',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body!)}`,
      'Cache-Control: no-store',
      `X-Content-Type-Options: ${COMMON_SECURITY_HEADERS['X-Content-Type-Options']}`,
      'Connection: close',
    ]);
    expect(JSON.parse(body!)).toEqual({ error: 'bad_request', message: 'The request ended before it was complete' });
  });
});

describe('a client error on the site’s server', () => {
  /** A socket that records what was written to it, and a logger that records what it was told. */
  function setup(inFlight?: { headersSent: boolean }) {
    const written: string[] = [];
    const warnings: unknown[] = [];
    let destroyed = false;
    const socket = {
      writable: true,
      _httpMessage: inFlight ?? null,
      write: (data: string) => written.push(data),
      destroy: () => (destroyed = true),
    } as unknown as Socket;
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
    return { socket, log, written, warnings, destroyed: () => destroyed };
  }
  const error = (code: string) => Object.assign(new Error(code), { code });

  it('answers a malformed request in JSON, logs it once and closes the connection', () => {
    const t = setup();
    onClientError(t.log, error('HPE_INVALID_METHOD'), t.socket);
    expect(t.written).toEqual([clientErrorResponse('HPE_INVALID_METHOD')]);
    expect(t.warnings).toHaveLength(1);
    expect(t.destroyed()).toBe(true);
  });

  it('answers a body cut short under a route’s request, which the route logs itself', () => {
    const t = setup({ headersSent: false });
    onClientError(t.log, error('HPE_INVALID_EOF_STATE'), t.socket);
    expect(t.written).toEqual([clientErrorResponse('HPE_INVALID_EOF_STATE')]);
    expect(t.warnings).toHaveLength(0);
  });

  it('writes nothing into an answer already under way, and nothing to a client that went away', () => {
    const started = setup({ headersSent: true });
    onClientError(started.log, error('HPE_INVALID_EOF_STATE'), started.socket);
    expect(started.written).toEqual([]);
    for (const code of ['ECONNRESET', 'EPIPE']) {
      const gone = setup();
      onClientError(gone.log, error(code), gone.socket);
      expect([gone.written, gone.warnings, gone.destroyed()], code).toEqual([[], [], true]);
    }
  });
});

describe('paths that do not decode', () => {
  it('escapes the percent signs of a segment that does not decode, and only of that one', () => {
    expect(escapeUndecodablePath('/api/%zz/')).toBe('/api/%25zz/');
    expect(escapeUndecodablePath('/api/a%20b/%E0%A4%A/?q=%zz')).toBe('/api/a%20b/%25E0%25A4%25A/?q=%zz');
    expect(escapeUndecodablePath('/compounds/%C3%28')).toBe('/compounds/%25C3%2528');
  });

  it('leaves every other address as it is', () => {
    for (const url of ['/', '/api/home-products/?search=%zz', '/api/x%2Fy/%C3%A9', '/story?lang=de', '/%25']) {
      expect(escapeUndecodablePath(url)).toBe(url);
    }
  });
});

describe('headers of route handlers’ answers', () => {
  it('sets a Content-Type given as a one-element array as its string, so that compression recognises it', () => {
    expect(singleContentType('content-type', ['application/json; charset=utf-8'])).toBe(
      'application/json; charset=utf-8',
    );
    expect(singleContentType('Content-Type', ['text/csv'])).toBe('text/csv');
  });

  it('leaves every other header as it is', () => {
    const cookies = ['a=1; Path=/', 'b=2; Path=/'];
    expect(singleContentType('set-cookie', cookies)).toBe(cookies);
    expect(singleContentType('set-cookie', ['a=1'])).toEqual(['a=1']);
    expect(singleContentType('x-total-count', ['120'])).toEqual(['120']);
    expect(singleContentType('content-type', 'text/html')).toBe('text/html');
    expect(singleContentType('content-length', 42)).toBe(42);
  });
});

import { apiErrorSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { clientErrorAnswer, clientErrorResponse, escapeUndecodablePath } from './malformed-requests';

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
      'X-Content-Type-Options: nosniff',
      'Connection: close',
    ]);
    expect(JSON.parse(body!)).toEqual({ error: 'bad_request', message: 'The request ended before it was complete' });
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

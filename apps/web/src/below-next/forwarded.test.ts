import { type IncomingHttpHeaders, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressMatcher } from '@app/shared/address-matcher';
import { believeForwarded } from './forwarded';
import { installServerHooks } from './server-hooks';

const trusted = addressMatcher(['127.0.0.1', '10.0.0.0/8']);

/** What a visitor who wants to pass for someone else sends. */
const forged = (): IncomingHttpHeaders => ({
  host: 'www.redsea.example',
  'x-forwarded-for': '203.0.113.9, 198.51.100.1',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-port': '443',
  'x-original-host': 'evil.example',
  'x-request-id': '0123456789abcdef0123456789abcdef',
  'x-real-ip': '203.0.113.9',
  forwarded: 'for=203.0.113.9;proto=https',
  cookie: 'lang=de',
});

describe('forwarded headers from a peer the site does not trust', () => {
  it('are replaced by the connection’s own address and scheme, the others dropped', () => {
    const headers = forged();
    believeForwarded(headers, { remoteAddress: '192.0.2.44', encrypted: false }, trusted);
    expect(headers).toEqual({
      host: 'www.redsea.example',
      'x-forwarded-for': '192.0.2.44',
      'x-forwarded-proto': 'http',
      cookie: 'lang=de',
    });
  });

  it('say https only when the connection itself is TLS', () => {
    const headers: IncomingHttpHeaders = { 'x-forwarded-proto': 'http' };
    believeForwarded(headers, { remoteAddress: '192.0.2.44', encrypted: true }, trusted);
    expect(headers['x-forwarded-proto']).toBe('https');
  });

  it('name an IPv4 peer on an IPv6 socket by its IPv4 address', () => {
    const headers: IncomingHttpHeaders = {};
    believeForwarded(headers, { remoteAddress: '::ffff:192.0.2.44', encrypted: false }, trusted);
    expect(headers['x-forwarded-for']).toBe('192.0.2.44');
  });

  it('leave no address of the visitor’s choosing when the connection has none any more', () => {
    const headers = forged();
    believeForwarded(headers, { remoteAddress: undefined, encrypted: false }, trusted);
    expect(headers['x-forwarded-for']).toBeUndefined();
    expect(headers['x-request-id']).toBeUndefined();
  });
});

describe('forwarded headers from a trusted proxy', () => {
  it('stand, and the proxy’s address is appended to the chain', () => {
    const headers = forged();
    believeForwarded(headers, { remoteAddress: '10.1.2.3', encrypted: false }, trusted);
    expect(headers).toEqual({ ...forged(), 'x-forwarded-for': '203.0.113.9, 198.51.100.1, 10.1.2.3' });
  });

  it('start the chain with the proxy when it sent none', () => {
    const headers: IncomingHttpHeaders = { 'x-forwarded-for': '  ' };
    believeForwarded(headers, { remoteAddress: '::ffff:127.0.0.1', encrypted: false }, trusted);
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
  });
});

describe('on the site’s HTTP server', () => {
  let url: URL;
  const server = createServer((incoming, answer) => {
    answer.setHeader('content-type', 'application/json');
    answer.end(JSON.stringify(incoming.headers));
  });

  beforeAll(async () => {
    installServerHooks(pino({ level: 'silent' }), { trustedProxies: ['127.0.0.1'] });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** The headers the server's routes see for a request sent from `localAddress`. */
  const seen = (localAddress: string): Promise<IncomingHttpHeaders> =>
    new Promise((resolve, reject) => {
      const call = request(url, { headers: forged(), localAddress, agent: false }, (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk));
        answer.on('end', () => resolve(JSON.parse(body) as IncomingHttpHeaders));
      });
      call.on('error', reject);
      call.end();
    });

  it('every route sees the connection’s address when the peer is not a trusted proxy', async () => {
    const headers = await seen('127.0.0.2');
    expect(headers['x-forwarded-for']).toBe('127.0.0.2');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-request-id']).toBeUndefined();
    expect(headers['x-forwarded-host']).toBeUndefined();
  });

  it('and the proxy’s chain with the proxy appended when it is one', async () => {
    const headers = await seen('127.0.0.1');
    expect(headers['x-forwarded-for']).toBe('203.0.113.9, 198.51.100.1, 127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-request-id']).toBe('0123456789abcdef0123456789abcdef');
  });
});

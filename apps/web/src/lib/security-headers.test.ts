import { describe, expect, it } from 'vitest';
import { traceparentOf } from './request-id';
import { contentSecurityPolicy, imageRemoteHosts, isHttps } from './security-headers';

describe('the site’s security headers', () => {
  it('lets images come from the site and the allowed hosts only', () => {
    const hosts = imageRemoteHosts(' images.example.com, **.cdn.example.net ,bad host,javascript:alert(1) ,');
    expect(hosts).toEqual(['images.example.com', '**.cdn.example.net']);
    const policy = contentSecurityPolicy({ nonce: 'abc', imageHosts: hosts });
    expect(policy).toContain("img-src 'self' data: blob: https://images.example.com https://*.cdn.example.net;");
    expect(contentSecurityPolicy({ nonce: 'abc' })).toContain("img-src 'self' data: blob:;");
  });

  it('allows eval only in development', () => {
    expect(contentSecurityPolicy({ nonce: 'n' })).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ nonce: 'n', dev: true })).toContain("script-src 'self' 'nonce-n' 'unsafe-eval'");
  });

  it('takes HTTPS from the connection or the first X-Forwarded-Proto', () => {
    const h = (proto?: string) => new Headers(proto ? { 'x-forwarded-proto': proto } : {});
    expect(isHttps(h(), 'https:')).toBe(true);
    expect(isHttps(h('https'), 'http:')).toBe(true);
    expect(isHttps(h('HTTPS, http'), 'http:')).toBe(true);
    expect(isHttps(h('http, https'), 'http:')).toBe(false);
    expect(isHttps(h(), 'http:')).toBe(false);
  });

  it('carries the request id as the trace id of a valid traceparent', () => {
    const id = '4bf92f3577b34da6a3ce929d0e0e4736';
    expect(traceparentOf(id)).toMatch(new RegExp(`^00-${id}-[0-9a-f]{16}-00$`));
    expect(traceparentOf(id)).not.toBe(traceparentOf(id));
  });
});

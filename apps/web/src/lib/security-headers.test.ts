import { describe, expect, it } from 'vitest';
import { traceparentOf } from './request-id';
import { contentSecurityPolicy, imageRemoteHosts, isHttps, publicPagePolicy } from './security-headers';

describe('the site’s security headers', () => {
  it('lets images come from the site and the allowed hosts only', () => {
    const hosts = imageRemoteHosts(' images.example.com, **.cdn.example.net ,bad host,javascript:alert(1) ,');
    expect(hosts).toEqual(['images.example.com', '**.cdn.example.net']);
    const policy = contentSecurityPolicy({ nonce: 'abc', imageHosts: hosts });
    expect(policy).toContain("img-src 'self' data: blob: https://images.example.com https://*.cdn.example.net;");
    expect(contentSecurityPolicy({ nonce: 'abc' })).toContain("img-src 'self' data: blob:;");
  });

  it('gives cached public pages the same policy without a nonce: script files from the site, inline scripts allowed', () => {
    const policy = publicPagePolicy({ imageHosts: ['images.example.com'], dev: false });
    expect(policy).toContain("script-src 'self' 'unsafe-inline';");
    expect(policy).not.toMatch(/nonce-|unsafe-eval|strict-dynamic/);
    const nonced = contentSecurityPolicy({ nonce: 'n', imageHosts: ['images.example.com'] });
    // Everything but script-src is the back office's policy, word for word.
    const rest = (p: string) => p.split('; ').filter((d) => !d.startsWith('script-src'));
    expect(rest(policy)).toEqual(rest(nonced));
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(publicPagePolicy({ https: true, dev: false })).toMatch(/upgrade-insecure-requests$/);
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

import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE, CSP_DIRECTIVES } from '@app/shared';
import { proxy } from './proxy';

describe('the back office door', () => {
  const visit = (path: string, cookie?: string) =>
    proxy(new NextRequest(`http://localhost:3000${path}`, cookie ? { headers: { cookie } } : {}));

  it('sends a visitor without a session to sign in, and back to where they were going', () => {
    const res = visit('/admin/inquiries/7d3c8f8e-0c1f-4d4f-9d7e-2f1f5b0b9a11');
    expect(res.status).toBe(307);
    const to = new URL(res.headers.get('location')!);
    expect(to.pathname).toBe('/admin/sign-in');
    expect(to.searchParams.get('next')).toBe('/admin/inquiries/7d3c8f8e-0c1f-4d4f-9d7e-2f1f5b0b9a11');
    expect(new URL(visit('/admin?kind=unit').headers.get('location')!).searchParams.get('next')).toBe(
      '/admin?kind=unit',
    );
    expect(new URL(visit('/admin').headers.get('location')!).search).toBe('');
  });

  it('lets the sign-in page and visitors with a session cookie through (the API checks the session)', () => {
    expect(visit('/admin/sign-in').headers.get('location')).toBeNull();
    expect(visit('/admin/sign-in').headers.get('x-middleware-next')).toBe('1');
    expect(visit('/admin', `${ADMIN_SESSION_COOKIE}=abc`).headers.get('x-middleware-next')).toBe('1');
  });
});

describe('security headers and request ids in the proxy', () => {
  const page = (path: string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000', ...headers } }));

  it('gives every back office page a policy with a fresh nonce, in the answer and in the request Next.js renders', () => {
    const first = page('/admin/sign-in');
    const policy = first.headers.get('content-security-policy') ?? '';
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(policy).not.toMatch(/unsafe-eval|strict-dynamic|script-src[^;]*unsafe-inline/);
    for (const directive of ["object-src 'none'", CSP_DIRECTIVES.noBase, CSP_DIRECTIVES.noFraming]) {
      expect(policy).toContain(directive);
    }
    const second = page('/admin/sign-in').headers.get('content-security-policy');
    expect(second).not.toBe(policy);
  });

  it('upgrades insecure requests only when the visitor came over HTTPS', () => {
    expect(page('/admin/sign-in').headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(page('/admin/sign-in', { 'x-forwarded-proto': 'https' }).headers.get('content-security-policy')).toContain(
      'upgrade-insecure-requests',
    );
  });

  it('gives each request an id and keeps a load balancer’s', () => {
    const id = page('/admin/sign-in').headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(page('/admin/sign-in').headers.get('x-request-id')).not.toBe(id);
    const fromLb = page('/admin/sign-in', { 'x-request-id': '4BF92F35-77B3-4DA6-A3CE-929D0E0E4736' });
    expect(fromLb.headers.get('x-request-id')).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(fromLb.headers.get('x-middleware-request-x-request-id')).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    const odd = page('/admin/sign-in', { 'x-request-id': '<script>alert(1)</script>' });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('addresses of the former ?lang= form', () => {
  const visit = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`));

  it('answer 301 with the page in that language, the rest of the query kept, and keep the choice', () => {
    const res = visit('/properties?lang=de&page=2');
    expect(res.status).toBe(301);
    const to = new URL(res.headers.get('location')!);
    expect(`${to.pathname}${to.search}`).toBe('/de/properties?page=2');
    expect(res.headers.get('set-cookie')).toMatch(/^lang=de;/);
    expect(new URL(visit('/?lang=ar').headers.get('location')!).pathname).toBe('/ar');
    expect(new URL(visit('/ar/story?lang=en').headers.get('location')!).pathname).toBe('/story');
    expect(new URL(visit('/de/story?lang=ar').headers.get('location')!).pathname).toBe('/ar/story');
  });

  it('drop an unknown language from the address', () => {
    const res = visit('/story?lang=fr');
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location')!).href).toBe('http://localhost:3000/story');
  });
});

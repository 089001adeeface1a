import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { API_URL } from './lib/api-origin';
import { proxy } from './proxy';

const forward = (headers: Record<string, string>) =>
  proxy(new NextRequest('http://localhost:3000/api/inquiries/?lang=de', { method: 'POST', headers }));

describe('the /api proxy', () => {
  it('rewrites to the API with the path and query', () => {
    const res = forward({ host: 'localhost:3000' });
    expect(res.headers.get('x-middleware-rewrite')).toBe(`${API_URL}/api/inquiries/?lang=de`);
  });

  it('tells the API the host the visitor used, which Next.js would otherwise replace', () => {
    const direct = forward({ host: 'localhost:3000', origin: 'http://localhost:3000' });
    expect(direct.headers.get('x-middleware-request-x-original-host')).toBe('localhost:3000');
    expect(direct.headers.get('x-middleware-request-origin')).toBe('http://localhost:3000');
    const behindProxy = forward({ host: '127.0.0.1:3000', 'x-forwarded-host': 'www.redsea.example, lb.internal' });
    expect(behindProxy.headers.get('x-middleware-request-x-original-host')).toBe('www.redsea.example');
  });

  it('overwrites an X-Original-Host the visitor sent', () => {
    const res = forward({ host: 'localhost:3000', 'x-original-host': 'evil.example' });
    expect(res.headers.get('x-middleware-request-x-original-host')).toBe('localhost:3000');
  });
});

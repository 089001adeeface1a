import { type NextRequest, NextResponse } from 'next/server';

import { API_URL, TRUST_PROXY } from './lib/api-origin';
import { backOfficeGate, isBackOffice } from './features/admin/gate';

/**
 * The browser reaches the API through this site's origin: /api/* and /resale-projects/* go to API_URL.
 * The back office (/admin/*) sends a visitor without a session to its sign-in page first.
 * X-Forwarded-For is passed on only when TRUST_PROXY=true (behind a load balancer that sets it).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isBackOffice(pathname)) return backOfficeGate(request);
  const headers = new Headers(request.headers);
  // Without a trusted proxy in front, X-Forwarded-For is whatever the visitor wrote: drop it, and the
  // site sets it from the connection's address.
  if (!TRUST_PROXY) headers.delete('x-forwarded-for');
  return NextResponse.rewrite(new URL(`${API_URL}${pathname}${search}`), { request: { headers } });
}

export const config = {
  matcher: ['/api/:path*', '/resale-projects/:path*', '/admin', '/admin/:path*'],
};

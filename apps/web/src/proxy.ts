import { type NextRequest, NextResponse } from 'next/server';

import { API_URL } from './lib/api-origin';

/**
 * The browser reaches the API through this site's origin: /api/* and /resale-projects/* go to API_URL.
 * Next.js forwards Origin, Sec-Fetch-Site, Cookie, X-Forwarded-For and X-Forwarded-Proto as they came,
 * but replaces X-Forwarded-Host with this server's own Host header, which behind a reverse proxy is not
 * the host the visitor's browser used. X-Original-Host carries that host (a front proxy's
 * X-Forwarded-Host, else Host) so that the API's same-origin check compares the visitor's Origin with it.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const headers = new Headers(request.headers);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  if (host) headers.set('x-original-host', host);
  else headers.delete('x-original-host');
  return NextResponse.rewrite(new URL(`${API_URL}${pathname}${search}`), { request: { headers } });
}

export const config = {
  matcher: ['/api/:path*', '/resale-projects/:path*'],
};

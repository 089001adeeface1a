import { type NextRequest, NextResponse } from 'next/server';

import { API_URL } from './lib/api-origin';
import { backOfficeGate, isBackOffice } from './features/admin/gate';

/**
 * The browser reaches the API through this site's origin: /api/* and /resale-projects/* go to API_URL.
 * The back office (/admin/*) sends a visitor without a session to its sign-in page first.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isBackOffice(pathname)) return backOfficeGate(request);
  return NextResponse.rewrite(new URL(`${API_URL}${pathname}${search}`));
}

export const config = {
  matcher: ['/api/:path*', '/resale-projects/:path*', '/admin', '/admin/:path*'],
};

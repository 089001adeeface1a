import { type NextRequest, NextResponse } from 'next/server';

import { API_URL } from './lib/api-origin';

/** The browser reaches the API through this site's origin: /api/* and /resale-projects/* go to API_URL. */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  return NextResponse.rewrite(new URL(`${API_URL}${pathname}${search}`));
}

export const config = {
  matcher: ['/api/:path*', '/resale-projects/:path*'],
};

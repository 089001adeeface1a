import { type NextRequest, NextResponse } from 'next/server';

import { LANG_COOKIE, isLang } from './i18n/config';
import { API_URL } from './lib/api-origin';
import { backOfficeGate, isBackOffice } from './features/admin/gate';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * The browser reaches the API through this site's origin: /api/* and /resale-projects/* go to API_URL.
 * Next.js forwards Origin, Sec-Fetch-Site, Cookie, X-Forwarded-For and X-Forwarded-Proto as they came,
 * but replaces X-Forwarded-Host with this server's own Host header, which behind a reverse proxy is not
 * the host the visitor's browser used. X-Original-Host carries that host (a front proxy's
 * X-Forwarded-Host, else Host) so that the API's same-origin check compares the visitor's Origin with it.
 * The back office (/admin/*) sends a visitor without a session to its sign-in page first.
 */
function toApi(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const headers = new Headers(request.headers);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  if (host) headers.set('x-original-host', host);
  else headers.delete('x-original-host');
  return NextResponse.rewrite(new URL(`${API_URL}${pathname}${search}`), { request: { headers } });
}

/**
 * A page asked for with ?lang=ar|de|en renders in that language (the request's cookie is set for this
 * render) and the choice is kept (the answer sets the cookie), so a link to /story?lang=de, or a
 * search engine following an hreflang alternate, shows German whatever the visitor chose before.
 */
function applyLangParam(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get('lang');
  if (!isLang(lang)) return NextResponse.next();
  request.cookies.set(LANG_COOKIE, lang);
  const headers = new Headers(request.headers);
  headers.set('cookie', request.cookies.toString());
  const response = NextResponse.next({ request: { headers } });
  response.cookies.set(LANG_COOKIE, lang, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  return response;
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isBackOffice(pathname)) return backOfficeGate(request);
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/resale-projects/')) {
    return toApi(request);
  }
  return applyLangParam(request);
}

export const config = {
  matcher: [
    '/api/:path*',
    '/resale-projects/:path*',
    '/admin',
    '/admin/:path*',
    // Pages only when the address carries ?lang= (static files and images never do).
    { source: '/((?!_next/|media/).*)', has: [{ type: 'query', key: 'lang' }] },
  ],
};

import { type NextRequest, NextResponse } from 'next/server';

import { backOfficeGate, isBackOffice } from './features/admin/gate';
import { LANG_COOKIE, isLang } from './i18n/config';
import { API_URL } from './lib/api-origin';
import { requestIdOf } from './lib/request-id';
import { contentSecurityPolicy, imageRemoteHosts, isHttps, newNonce } from './lib/security-headers';

const ONE_YEAR = 60 * 60 * 24 * 365;
const IMAGE_HOSTS = imageRemoteHosts();
const DEV = process.env.NODE_ENV === 'development';

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/resale-projects/');
}

/**
 * The browser reaches the API through this site's origin: /api/* and /resale-projects/* go to API_URL.
 * Next.js forwards Origin, Sec-Fetch-Site, Cookie, X-Forwarded-For and X-Forwarded-Proto as they came,
 * but replaces X-Forwarded-Host with this server's own Host header, which behind a reverse proxy is not
 * the host the visitor's browser used. X-Original-Host carries that host (a front proxy's
 * X-Forwarded-Host, else Host) so that the API's same-origin check compares the visitor's Origin with it.
 */
function toApi(request: NextRequest, headers: Headers) {
  const { pathname, search } = request.nextUrl;
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
function langParam(request: NextRequest, headers: Headers): string | undefined {
  const lang = request.nextUrl.searchParams.get('lang');
  if (!isLang(lang)) return undefined;
  request.cookies.set(LANG_COOKIE, lang);
  headers.set('cookie', request.cookies.toString());
  return lang;
}

/**
 * A page: a Content-Security-Policy with a nonce of its own. Next.js reads the policy from the request
 * headers while rendering and puts the nonce on every script it writes; the browser gets the same policy.
 */
function toPage(request: NextRequest, headers: Headers) {
  const nonce = newNonce();
  const policy = contentSecurityPolicy({
    nonce,
    imageHosts: IMAGE_HOSTS,
    https: isHttps(request.headers, request.nextUrl.protocol),
    dev: DEV,
  });
  headers.set('content-security-policy', policy);
  headers.set('x-nonce', nonce); // for a <Script nonce> a page may add: (await headers()).get('x-nonce')
  const lang = langParam(request, headers);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  if (lang) response.cookies.set(LANG_COOKIE, lang, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  return response;
}

/**
 * Every request gets an id (a load balancer's, else a new one): pages answer with it and pass it to their
 * API calls (lib/api.ts), API calls through the site pass it on, and the API logs it with every line.
 * The back office (/admin/*) sends a visitor without a session to its sign-in page first.
 * The other security headers come from next.config.ts, for static files and images as well.
 */
export function proxy(request: NextRequest) {
  const requestId = requestIdOf(request.headers.get('x-request-id'));
  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  const { pathname } = request.nextUrl;
  if (isApiPath(pathname)) return toApi(request, headers); // the API echoes the id itself
  const response = (isBackOffice(pathname) && backOfficeGate(request)) || toPage(request, headers);
  response.headers.set('x-request-id', requestId);
  return response;
}

export const config = {
  // Everything but built files, pictures and the image route, which carry no scripts.
  matcher: ['/((?!_next/static/|_next/image|media/|icon\\.png|og-default\\.jpg|favicon\\.ico).*)'],
};

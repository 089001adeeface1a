import { type NextRequest, NextResponse } from 'next/server';
import { PREFERENCE_COOKIES, isLang } from '@app/shared';

import { backOfficeGate, isBackOffice } from './features/admin/gate';
import { requestIdOf } from './lib/request-id';
import { env } from './lib/env';
import { contentSecurityPolicy, isHttps, newNonce } from './lib/security-headers';

const ONE_YEAR = 60 * 60 * 24 * 365;
const DEV = process.env.NODE_ENV === 'development';

/**
 * A page asked for with ?lang=ar|de|en renders in that language (the request's cookie is set for this
 * render) and the choice is kept (the answer sets the cookie), so a link to /story?lang=de, or a
 * search engine following an hreflang alternate, shows German whatever the visitor chose before.
 */
function langParam(request: NextRequest, headers: Headers): string | undefined {
  const lang = request.nextUrl.searchParams.get('lang');
  if (!isLang(lang)) return undefined;
  request.cookies.set(PREFERENCE_COOKIES.lang, lang);
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
    imageHosts: env().IMAGE_REMOTE_HOSTS,
    https: isHttps(request.headers, request.nextUrl.protocol),
    dev: DEV,
  });
  headers.set('content-security-policy', policy);
  headers.set('x-nonce', nonce); // for a <Script nonce> a page may add: (await headers()).get('x-nonce')
  const lang = langParam(request, headers);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  if (lang) response.cookies.set(PREFERENCE_COOKIES.lang, lang, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  return response;
}

/**
 * Every request gets an id (a load balancer's, else a new one): pages answer with it and pass it to their
 * API calls (lib/api.ts), and the API logs it with every line. Calls to the API through the site
 * (/api/*, /resale-projects/*) do not come here: route handlers pass them on (lib/api-proxy/): Next.js reads the
 * whole body of every request this proxy runs for, and waits for its end, before anything else happens.
 * The back office (/admin/*) sends a visitor without a session to its sign-in page first.
 * The other security headers come from next.config.ts, for static files and images as well.
 */
export function proxy(request: NextRequest) {
  const requestId = requestIdOf(request.headers.get('x-request-id'));
  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  const { pathname } = request.nextUrl;
  const response = (isBackOffice(pathname) && backOfficeGate(request)) || toPage(request, headers);
  response.headers.set('x-request-id', requestId);
  return response;
}

export const config = {
  // Everything but built files, pictures and the image route, which carry no scripts, and the calls to the API.
  matcher: [
    '/((?!_next/static/|_next/image|media/|icon\\.png|og-default\\.jpg|favicon\\.ico|api/|api$|resale-projects/).*)',
  ],
};

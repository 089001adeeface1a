import { type NextRequest, NextResponse } from 'next/server';
import { PREFERENCE_COOKIES, isLang } from '@app/shared';

import { backOfficeGate, isBackOffice } from './features/admin/gate';
import { requestIdOf } from './lib/request-id';
import { env } from './lib/env';
import { pathInLang, splitLangPath } from './lib/routing/variants';
import { contentSecurityPolicy, isHttps, newNonce } from './lib/security-headers';

const ONE_YEAR = 60 * 60 * 24 * 365;
const DEV = process.env.NODE_ENV === 'development';

/**
 * A back office page: a Content-Security-Policy with a nonce of its own. Next.js reads the policy from
 * the request headers while rendering and puts the nonce on every script it writes; the browser gets
 * the same policy. `?lang=` sets the back office's language (the cookie, for this render and after).
 */
function toBackOfficePage(request: NextRequest, headers: Headers) {
  const nonce = newNonce();
  const policy = contentSecurityPolicy({
    nonce,
    imageHosts: env().IMAGE_REMOTE_HOSTS,
    https: isHttps(request.headers, request.nextUrl.protocol),
    dev: DEV,
  });
  headers.set('content-security-policy', policy);
  headers.set('x-nonce', nonce); // for a <Script nonce> a page may add: (await headers()).get('x-nonce')
  const lang = request.nextUrl.searchParams.get('lang');
  if (isLang(lang)) {
    request.cookies.set(PREFERENCE_COOKIES.lang, lang);
    headers.set('cookie', request.cookies.toString());
  }
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  if (isLang(lang))
    response.cookies.set(PREFERENCE_COOKIES.lang, lang, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  return response;
}

/**
 * An address of the former form `/story?lang=de` answers 301 with the page's address in that language
 * (`/de/story`), the rest of the query kept; the language becomes the visitor's choice.
 */
function toLanguagePath(request: NextRequest): NextResponse {
  const url = request.nextUrl.clone();
  const lang = url.searchParams.get('lang');
  url.searchParams.delete('lang');
  if (!isLang(lang)) return NextResponse.redirect(url, 301);
  url.pathname = pathInLang(splitLangPath(url.pathname).path, lang);
  const response = NextResponse.redirect(url, 301);
  response.cookies.set(PREFERENCE_COOKIES.lang, lang, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  return response;
}

/**
 * Runs only for the back office and for `?lang=` addresses (see `config`): public pages are served
 * from the cache without it (docs/decisions/0026). A back office request gets an id (a load
 * balancer's, else a new one) that its API calls carry, and a visitor without a session is sent to the
 * sign-in page first. The other security headers, and the public pages' policy, come from next.config.ts.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!isBackOffice(pathname)) return toLanguagePath(request);
  const requestId = requestIdOf(request.headers.get('x-request-id'));
  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  const response = backOfficeGate(request) ?? toBackOfficePage(request, headers);
  response.headers.set('x-request-id', requestId);
  return response;
}

export const config = {
  matcher: [
    '/admin',
    '/admin/:path*',
    // A public page asked with ?lang= (not the API, files or built assets).
    {
      source:
        '/((?!_next/|_next$|api/|api$|resale-projects/|media/|revalidate|sitemap|robots\\.txt|icon\\.|og-default|favicon).*)',
      has: [{ type: 'query', key: 'lang' }],
    },
  ],
};

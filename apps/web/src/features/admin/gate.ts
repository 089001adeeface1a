import { type NextRequest, NextResponse } from 'next/server';
import { ADMIN_SESSION_COOKIE } from '@app/shared';

/**
 * The back office's door, before any page renders: a visitor without a session cookie goes to the
 * sign-in page, which brings them back to the address they asked for. (A cookie the API no longer
 * accepts is caught by the pages themselves.) Undefined: the page may render.
 */
export function backOfficeGate(request: NextRequest): NextResponse | undefined {
  const { pathname, search } = request.nextUrl;
  if (pathname === '/admin/sign-in' || request.cookies.has(ADMIN_SESSION_COOKIE)) return undefined;
  const signIn = new URL('/admin/sign-in', request.url);
  if (pathname !== '/admin' || search) signIn.searchParams.set('next', `${pathname}${search}`);
  return NextResponse.redirect(signIn);
}

export function isBackOffice(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

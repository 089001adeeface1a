import { ADMIN_SESSION_COOKIE } from '@app/shared';

const SESSION = new RegExp(`(?:^|[\\s,;])${ADMIN_SESSION_COOKIE}=([^;]*)`);

/** The back office session token a Set-Cookie header (or a list of them) carries; '' when none. */
export function sessionTokenOf(setCookie: unknown): string {
  return SESSION.exec(String(setCookie))?.[1] ?? '';
}

/** The Cookie header that presents `token` as the back office session. */
export function sessionCookie(token: string): string {
  return `${ADMIN_SESSION_COOKIE}=${token}`;
}

/** The Cookie header for the session a Set-Cookie header starts; '' when it starts none. */
export function sessionCookieOf(setCookie: unknown): string {
  const token = sessionTokenOf(setCookie);
  return token ? sessionCookie(token) : '';
}

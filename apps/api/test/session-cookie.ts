import { ADMIN_SESSION_COOKIE } from '@app/shared';

type Answer = { cookies: { name: string; value: string }[] };

/** The back office session cookie an injected answer sets (light-my-request parses its Set-Cookie). */
export function sessionOf(answer: Answer): { name: string; value: string } | undefined {
  return answer.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE);
}

/** The Cookie header that presents `token` as the back office session. */
export function sessionCookieFor(token: string): string {
  return `${ADMIN_SESSION_COOKIE}=${token}`;
}

/** The Cookie header for the session an answer set; '' when it set none. */
export function sessionCookie(answer: Answer): string {
  const session = sessionOf(answer);
  return session ? sessionCookieFor(session.value) : '';
}

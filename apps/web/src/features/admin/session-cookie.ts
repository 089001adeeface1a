/** The cookie the API sets on sign-in (httpOnly); the site only passes it on. */
export const SESSION_COOKIE_NAME = 'admin_session';

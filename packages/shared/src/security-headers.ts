/**
 * The security headers the API and the site have in common, as data: each app writes them in its own
 * form (Fastify's header object, Next.js's headers() list, raw lines of an HTTP answer). Names are
 * spelled as the HTTP specifications write them; Fastify and Node.js match them case-insensitively.
 */

/** Headers every answer carries, whoever sends it and whatever it is. */
export const COMMON_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Neither the API nor the site uses any of these; video fullscreen stays allowed for the site itself.
  'Permissions-Policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), fullscreen=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
} as const satisfies Readonly<Record<string, string>>;

/** Two years, subdomains included: the value HSTS preload lists ask for. Sent only over HTTPS. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/** Content-Security-Policy directives that the API's policy and the site's pages share. */
export const CSP_DIRECTIVES = {
  /** No <base> element may move where relative addresses point. */
  noBase: "base-uri 'none'",
  /** Nobody may frame the answer (X-Frame-Options says the same to older browsers). */
  noFraming: "frame-ancestors 'none'",
} as const;

/**
 * The policy of an answer that is data, never a document (the API's JSON, and the site's own JSON
 * answers in the API's place): a browser that opens it loads, runs and frames nothing.
 */
export const JSON_ANSWER_CSP = [
  "default-src 'none'",
  CSP_DIRECTIVES.noBase,
  "form-action 'none'",
  CSP_DIRECTIVES.noFraming,
].join('; ');

/**
 * The site's security headers, in one place for the two that set them: next.config.ts (every answer,
 * static files and images included) and proxy.ts (pages: the Content-Security-Policy with a fresh nonce,
 * and Strict-Transport-Security). No 'server-only' here: next.config.ts imports this file too, and
 * loads it as plain Node.js would: the headers the API and the site have in common come from their own
 * module of @app/shared, not from the package's index.
 */
import { COMMON_SECURITY_HEADERS, CSP_DIRECTIVES, HSTS_VALUE } from '@app/shared/security-headers';

/** Host names the image route may fetch from over HTTPS (IMAGE_REMOTE_HOSTS, comma-separated). */
export function imageRemoteHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^(\*\*?\.)?[a-z0-9.-]+$/.test(h));
}

export { HSTS_VALUE };

/**
 * Headers that every answer carries, in the form of next.config.ts's headers(). The Content-Security-Policy
 * of pages comes from proxy.ts; images and static files get a policy of their own below (an image never
 * runs anything).
 */
export const SECURITY_HEADERS: readonly { key: string; value: string }[] = Object.entries(COMMON_SECURITY_HEADERS).map(
  ([key, value]) => ({ key, value }),
);

/** For files that are not pages (pictures, videos, the image route): nothing in them may run or be framed. */
export const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

export interface PagePolicyOptions {
  nonce: string;
  /** Remote hosts whose pictures may be shown (the image route serves them from 'self' anyway). */
  imageHosts?: string[];
  /** Served over HTTPS: plain-HTTP subresources are upgraded. */
  https?: boolean;
  /** `next dev` needs eval for React's error overlays; a production build never gets it. */
  dev?: boolean;
}

/**
 * The policy of every page. Scripts run only from this site and only when they carry this request's
 * nonce (Next.js puts it on its own scripts when it finds the policy in the request headers) — no
 * 'unsafe-inline', no 'unsafe-eval', no 'strict-dynamic'. Styles allow inline attributes, which
 * next/image and React's style props write into the HTML.
 */
export function contentSecurityPolicy({
  nonce,
  imageHosts = [],
  https = false,
  dev = false,
}: PagePolicyOptions): string {
  return policyWith(`script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ''}`, { imageHosts, https });
}

/**
 * The policy of the public pages, which are cached HTML shared by every visitor, so no nonce can be in
 * them, and whose inline scripts (Next's page data) differ per page, so no hash list can be in a header
 * fixed at build: script files only from this site, each checked against its hash (integrity=, Next's
 * experimental.sri), and inline scripts allowed. Why that is acceptable, and what would remove it:
 * docs/decisions/0026. No 'unsafe-eval' outside `next dev`.
 */
export function publicPagePolicy({
  imageHosts = [],
  https = false,
  dev = process.env.NODE_ENV === 'development',
}: Omit<PagePolicyOptions, 'nonce'>): string {
  return policyWith(`script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`, { imageHosts, https });
}

function policyWith(scriptSrc: string, { imageHosts, https }: { imageHosts: string[]; https: boolean }): string {
  const directives = [
    "default-src 'self'",
    scriptSrc,
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...imageHosts.map((h) => `https://${h.replace(/^\*\*\./, '*.')}`)].join(
      ' ',
    ),
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    CSP_DIRECTIVES.noBase,
    "form-action 'self'",
    CSP_DIRECTIVES.noFraming,
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** A fresh nonce per page: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Whether the visitor used HTTPS: the connection itself, or the first X-Forwarded-Proto a load balancer
 * set. Only a trusted proxy's header reaches here (TRUSTED_PROXIES; below-next/forwarded.ts sets anyone else's
 * to the connection's own scheme).
 */
export function isHttps(headers: Headers, protocol: string): boolean {
  if (protocol === 'https:') return true;
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Two years, subdomains included: the value HSTS preload lists ask for. */
const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * Headers for JSON answers. The API never serves a document, so its policy allows nothing to load,
 * run or frame; a browser that opens an answer directly shows it as text and does nothing else.
 * The site (apps/web) sets its own, fuller set on pages.
 */
const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/**
 * Sets the headers on every answer, errors and cached answers included. Strict-Transport-Security only
 * over HTTPS: the connection itself, or X-Forwarded-Proto from a trusted proxy (TRUSTED_PROXIES), which
 * is what `request.protocol` reports. Fastify sends no X-Powered-By.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(API_SECURITY_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    return payload;
  });
});

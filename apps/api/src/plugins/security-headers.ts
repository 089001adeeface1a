import { COMMON_SECURITY_HEADERS, HSTS_VALUE, JSON_ANSWER_CSP } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Headers for JSON answers: the ones every answer carries, and a policy that allows nothing to load, run
 * or frame (the API never serves a document; a browser that opens an answer directly shows it as text
 * and does nothing else). The site (apps/web) sets its own, fuller policy on pages.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON_SECURITY_HEADERS,
  'Content-Security-Policy': JSON_ANSWER_CSP,
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Sets the headers on every answer, errors and cached answers included. Strict-Transport-Security only
 * over HTTPS: the connection itself, or X-Forwarded-Proto from a trusted proxy (TRUSTED_PROXIES), which
 * is what `request.protocol` reports. Fastify sends no X-Powered-By.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(API_SECURITY_HEADERS);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
    return payload;
  });
});

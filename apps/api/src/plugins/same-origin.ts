import { addressMatcher } from '@app/shared/address-matcher';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Refuse this route to requests another site's page makes in the visitor's browser (403). */
    sameOrigin?: boolean;
  }
  interface FastifyRequest {
    /** The host the visitor's browser addressed (the site's), as told by a trusted proxy, else Host. */
    siteHost(): string;
    /** True when the visitor reached the site over HTTPS (TLS here, or X-Forwarded-Proto from a trusted proxy). */
    viaHttps(): boolean;
  }
}

export interface SameOriginOptions {
  /** Origins allowed besides the request's own host, e.g. https://www.example.com. */
  origins: string[];
  /** Addresses (or CIDR subnets) of the proxies whose forwarded headers are believed. */
  trustedProxies: string[];
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/** "Example.com:443" on https is "example.com": the form URL.host gives an Origin. */
function normalizeHost(host: string, protocol: string): string {
  const lower = host.toLowerCase();
  const defaultPort = protocol === 'https:' ? ':443' : protocol === 'http:' ? ':80' : undefined;
  return defaultPort && lower.endsWith(defaultPort) ? lower.slice(0, -defaultPort.length) : lower;
}

/**
 * Why the request is cross-site, or undefined when it is not. A browser marks every request with
 * Sec-Fetch-Site and every cross-origin POST with Origin; requests without either (curl, a server) are
 * not browser-borne and cannot carry a visitor's cookies on another site's behalf.
 */
function crossSiteReason(request: FastifyRequest, allowed: Set<string>): string | undefined {
  const origin = firstValue(request.headers.origin);
  if (origin && allowed.has(origin)) return undefined;
  const fetchSite = firstValue(request.headers['sec-fetch-site'])?.toLowerCase();
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return `sec-fetch-site ${fetchSite}`;
  if (!origin) return undefined;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return 'unreadable origin';
  }
  if (url.origin === 'null') return 'opaque origin';
  return normalizeHost(url.host, url.protocol) === normalizeHost(request.siteHost(), url.protocol)
    ? undefined
    : 'origin differs from host';
}

/**
 * Same-origin check for routes marked `config: { sameOrigin: true }`: another site's page cannot post
 * inquiries or change the back office in a visitor's browser. The site's server proxies /api/* to this
 * API and tells the visitor's host in X-Original-Host (X-Forwarded-Host as Next.js sends it is its own
 * Host); both are believed only from TRUSTED_PROXIES.
 */
export const sameOriginPlugin = fp<SameOriginOptions>(async (app: FastifyInstance, options) => {
  const allowed = new Set(options.origins.map((o) => new URL(o).origin));
  const trusted = addressMatcher(options.trustedProxies);

  app.decorateRequest('siteHost', function siteHost(this: FastifyRequest) {
    if (trusted(this.raw.socket?.remoteAddress)) {
      const forwarded = firstValue(this.headers['x-original-host']) ?? firstValue(this.headers['x-forwarded-host']);
      if (forwarded) return forwarded;
    }
    return this.headers.host ?? '';
  });

  app.decorateRequest('viaHttps', function viaHttps(this: FastifyRequest) {
    if (trusted(this.raw.socket?.remoteAddress)) {
      const proto = firstValue(this.headers['x-forwarded-proto']);
      if (proto) return proto.toLowerCase() === 'https';
    }
    return 'encrypted' in this.raw.socket && Boolean(this.raw.socket.encrypted);
  });

  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.sameOrigin) return;
    const reason = crossSiteReason(request, allowed);
    if (reason) {
      request.log.info({ reason, origin: request.headers.origin }, 'cross-site request refused');
      throw new ForbiddenError('This request must come from the site itself.');
    }
  });
});

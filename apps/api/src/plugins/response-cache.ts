import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { CACHE_TAGS } from '@app/shared';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET route's 200 answers per URL (catalogue reads). */
    cacheResponse?: boolean;
  }
  interface FastifyInstance {
    /**
     * Drops every cached answer and tells the other API processes, then records and tells the site which
     * of its pages changed: the cache tags given (CACHE_TAGS), none for `[]`, every catalogue page (the tag
     * `catalogue`) without an argument. A route declares it instead (`invalidates`,
     * plugins/cache-invalidation.ts); called by hand only at start (server.ts) and in tests.
     */
    invalidateResponseCache(tags?: readonly string[]): void;
    /** Drops this process's cached answers only (another process changed the catalogue and told the rest). */
    clearResponseCache(): void;
  }
}

export interface ResponseCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /**
   * Runs after the cache was dropped by a change in this process: tells the site to drop its copies too
   * (plugins/site-revalidation.ts) and the other API processes (plugins/catalogue-peers.ts).
   */
  onInvalidate?: (tags: readonly string[]) => void;
}

interface Entry {
  body: string;
  headers: Record<string, string>;
}

/** Headers that belong to the answer itself and are replayed with a cached body. */
const KEPT_HEADERS = ['content-type', 'x-total-count'];

/** "/api/x?b" and "/api/x/?b" are the same answer. */
function keyOf(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const normalized = path.endsWith('/') ? path : `${path}/`;
  return q === -1 ? normalized : normalized + url.slice(q);
}

/**
 * Keeps serialised catalogue answers in memory for the spec's stale time (60 s), so that a hot list
 * call costs no database round trip. Only answers of routes marked `cacheResponse` are stored, and
 * only 200s, so a cached URL is one that already passed validation. Every replica keeps its own
 * cache; the TTL bounds how stale one can be after another replica changes the data.
 */
export const responseCachePlugin = fp<ResponseCacheOptions>(async (app: FastifyInstance, options) => {
  const cache = new LRUCache<string, Entry>({ max: options.maxEntries, ttl: options.ttlMs });
  const maxAge = Math.floor(options.ttlMs / 1000);

  app.decorate('invalidateResponseCache', (tags: readonly string[] = [CACHE_TAGS.catalogue]) => {
    cache.clear();
    options.onInvalidate?.(tags);
  });
  app.decorate('clearResponseCache', () => cache.clear());

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || options.ttlMs <= 0) return;
    const hit = cache.get(keyOf(request.url));
    if (!hit) return;
    return reply
      .headers(hit.headers)
      .header('cache-control', `public, max-age=${maxAge}`)
      .header('x-cache', 'hit')
      .send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cacheResponse || reply.statusCode !== 200)
      return payload;
    reply.header('cache-control', `public, max-age=${maxAge}`);
    if (options.ttlMs > 0 && typeof payload === 'string' && !reply.getHeader('x-cache')) {
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      cache.set(keyOf(request.url), { body: payload, headers });
      reply.header('x-cache', 'miss');
    }
    return payload;
  });
});

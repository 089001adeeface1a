import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface LimitWindow {
  max: number;
  windowMs: number;
}

/** Seconds until the client may try again when a window is full, else undefined. */
export type ClientLimit = (request: FastifyRequest, options?: { increment?: boolean }) => Promise<number | undefined>;

/**
 * @fastify/rate-limit, registered without a global limit: routes take per-client limiters from
 * `clientLimit`. The client is `request.ip`, which Fastify reads from X-Forwarded-For only behind
 * TRUSTED_PROXIES (nearest untrusted address first), and an IPv6 client is counted per /64.
 * Counters live in this process's memory: with several API replicas each keeps its own, so a client
 * can send up to replicas × the limit; exact limits across replicas need a shared store (the plugin's
 * `redis` option).
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, { global: false });
});

/**
 * A limiter over several windows at once (e.g. 5 a minute and 30 a day). Each call counts the request
 * in every window unless `increment: false` (a read), and answers the longest wait among full windows.
 */
export function clientLimit(app: FastifyInstance, windows: LimitWindow[]): ClientLimit {
  const limiters = windows.map((w) => app.createRateLimit({ max: w.max, timeWindow: w.windowMs }));
  return async (request, options) => {
    let wait: number | undefined;
    for (const limiter of limiters) {
      const result = await limiter(request, options);
      if (result.isAllowed) continue;
      const full = options?.increment === false ? result.remaining <= 0 : result.isExceeded;
      if (full) wait = Math.max(wait ?? 0, result.ttlInSeconds, 1);
    }
    return wait;
  };
}

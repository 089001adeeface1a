import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addressMatcher } from '@app/shared/address-matcher';
import type { InquiryOptions } from '../config.js';
import { TooManyRequestsError } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route is not counted by the per-client read and write limits (health probes). */
    clientLimit?: boolean;
  }
}

export interface LimitWindow {
  max: number;
  windowMs: number;
}

/** Seconds until the client may try again when a window is full, else undefined. */
export type ClientLimit = (request: FastifyRequest, options?: { increment?: boolean }) => Promise<number | undefined>;

/** The 429 message for a wait of `seconds`, worded for the request (in its language). */
export type TooManyMessage = (request: FastifyRequest, seconds: number) => string;

export interface RateLimitsOptions {
  /** Every route's requests per client and minute: GET, HEAD and OPTIONS count as reads, the rest as writes. */
  readsPerMinute: number;
  writesPerMinute: number;
  /** The site's servers and load balancers (TRUSTED_PROXIES): their own requests are not counted. */
  trustedProxies: string[];
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * @fastify/rate-limit with per-client limiters from `clientLimit`. The client is `request.ip`, which
 * Fastify reads from X-Forwarded-For only behind TRUSTED_PROXIES (nearest untrusted address first), and
 * an IPv6 client is counted per /64.
 *
 * Every route is covered by a generous per-minute limit (reads and writes apart), counted in an
 * onRequest hook that runs before the answer cache, so cached answers and unknown paths count too.
 * Routes add their own, stricter limits (inquiries, back office sign-in). A request whose client is
 * itself a trusted proxy is the site's own server rendering a page (it sends no X-Forwarded-For) and is
 * not counted: the visitors behind it are, on their own browser calls.
 *
 * Counters live in this process's memory: with several API replicas each keeps its own, so a client can
 * send up to replicas × the limit; exact limits across replicas need a shared store (the plugin's `redis`
 * option; see docs/deployment.md).
 */
export const rateLimitsPlugin = fp<RateLimitsOptions>(async (app: FastifyInstance, options) => {
  await app.register(rateLimit, { global: false });
  const reads = clientLimit(app, [{ max: options.readsPerMinute, windowMs: 60_000 }]);
  const writes = clientLimit(app, [{ max: options.writesPerMinute, windowMs: 60_000 }]);
  const isTrustedProxy = addressMatcher(options.trustedProxies);

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.clientLimit === false || isTrustedProxy(request.ip)) return;
    const wait = await (READ_METHODS.has(request.method) ? reads : writes)(request);
    if (wait !== undefined) {
      throw new TooManyRequestsError(`Too many requests from this address; try again in ${wait} seconds.`, wait);
    }
  });
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

/**
 * A form's own per-client limit, per minute and per day (INQUIRY_RATE_PER_MINUTE, INQUIRY_RATE_PER_DAY),
 * as the route's preValidation hook: it runs after the body is parsed, so that `message` can answer in
 * the body's `lang`, and before the body is validated, so that invalid posts count too. Over a window it
 * throws TooManyRequestsError (429 with Retry-After, answered by the errors plugin). Each call counts apart.
 */
export function formLimit(
  app: FastifyInstance,
  { ratePerMinute, ratePerDay }: InquiryOptions,
  message: TooManyMessage,
): (request: FastifyRequest) => Promise<void> {
  const limit = clientLimit(app, [
    { max: ratePerMinute, windowMs: 60_000 },
    { max: ratePerDay, windowMs: 86_400_000 },
  ]);
  return async (request) => {
    const wait = await limit(request);
    if (wait === undefined) return;
    throw new TooManyRequestsError(message(request, wait), wait);
  };
}

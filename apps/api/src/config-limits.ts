import { z } from 'zod';
import { BODY_LIMIT_RANGE, DEFAULT_BODY_LIMIT_BYTES } from '@app/shared';

export interface LimitOptions {
  bodyBytes: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  handlerTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Per client and minute; clients that are themselves trusted proxies (the site's server) are not counted. */
  readsPerMinute: number;
  writesPerMinute: number;
  /** @fastify/under-pressure thresholds; 0 turns a check off. */
  maxEventLoopDelayMs: number;
  maxHeapUsedMb: number;
  maxRssMb: number;
  retryAfterSeconds: number;
  shutdownDrainMs: number;
  shutdownTimeoutMs: number;
}

/**
 * Abuse and overload limits. The defaults are generous for a visitor and stingy for a flood; each one is
 * a variable (docs/configuration.md) so that an operator can change it without a release.
 */
export const DEFAULT_LIMITS: LimitOptions = {
  bodyBytes: DEFAULT_BODY_LIMIT_BYTES,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  handlerTimeoutMs: 15_000,
  keepAliveTimeoutMs: 72_000,
  readsPerMinute: 300,
  writesPerMinute: 60,
  maxEventLoopDelayMs: 1000,
  maxHeapUsedMb: 0,
  maxRssMb: 0,
  retryAfterSeconds: 10,
  shutdownDrainMs: 0,
  shutdownTimeoutMs: 10_000,
};

const milliseconds = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

export const limitsEnv = {
  /** Largest request body in bytes (POST /api/inquiries/ has its own, smaller limit). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(BODY_LIMIT_RANGE.min)
    .max(BODY_LIMIT_RANGE.max)
    .default(DEFAULT_LIMITS.bodyBytes),
  /** A client has this long to send the request headers (slow-header attacks). */
  HEADERS_TIMEOUT_MS: milliseconds(1000, 120_000, DEFAULT_LIMITS.headersTimeoutMs),
  /** A client has this long to send the whole request (slow-body attacks). */
  REQUEST_TIMEOUT_MS: milliseconds(1000, 600_000, DEFAULT_LIMITS.requestTimeoutMs),
  /** A route has this long to answer; then 503 and the request's AbortSignal fires. */
  HANDLER_TIMEOUT_MS: milliseconds(1000, 600_000, DEFAULT_LIMITS.handlerTimeoutMs),
  /** An idle keep-alive connection is closed after this long (keep it above the load balancer's idle timeout). */
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(1000, 600_000, DEFAULT_LIMITS.keepAliveTimeoutMs),
  /** Requests per minute per client to reading routes (GET, HEAD); 429 with Retry-After beyond. */
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_LIMITS.readsPerMinute),
  /** Requests per minute per client to changing routes (POST, PATCH, DELETE), on top of each route's own limit. */
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_LIMITS.writesPerMinute),
  /** 503 with Retry-After while the event loop lags more than this (mean over a second); 0 turns it off. */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: milliseconds(0, 60_000, DEFAULT_LIMITS.maxEventLoopDelayMs),
  /** 503 while the V8 heap in use exceeds this many MB; 0 (default) turns it off. */
  PRESSURE_MAX_HEAP_MB: z.coerce.number().int().min(0).max(65_536).default(DEFAULT_LIMITS.maxHeapUsedMb),
  /** 503 while the process's resident memory exceeds this many MB; 0 (default) turns it off. */
  PRESSURE_MAX_RSS_MB: z.coerce.number().int().min(0).max(65_536).default(DEFAULT_LIMITS.maxRssMb),
  /** Retry-After (seconds) of those 503s. */
  PRESSURE_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(DEFAULT_LIMITS.retryAfterSeconds),
  /**
   * On SIGTERM, keep serving this long while /api/ready/ answers 503, so that a load balancer stops
   * sending before the listening socket closes (connections it queued meanwhile would be reset).
   */
  SHUTDOWN_DRAIN_MS: milliseconds(0, 60_000, DEFAULT_LIMITS.shutdownDrainMs),
  /** On SIGTERM (drain included), requests in flight get this long to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: milliseconds(1000, 120_000, DEFAULT_LIMITS.shutdownTimeoutMs),
};

/** The limits from the parsed environment. */
export function limitsFrom(e: { [K in keyof typeof limitsEnv]: z.output<(typeof limitsEnv)[K]> }): LimitOptions {
  return {
    bodyBytes: e.BODY_LIMIT_BYTES,
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    handlerTimeoutMs: e.HANDLER_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    readsPerMinute: e.RATE_LIMIT_READS_PER_MINUTE,
    writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
    maxEventLoopDelayMs: e.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedMb: e.PRESSURE_MAX_HEAP_MB,
    maxRssMb: e.PRESSURE_MAX_RSS_MB,
    retryAfterSeconds: e.PRESSURE_RETRY_AFTER_SECONDS,
    // The drain leaves at least a second of the time limit for requests in flight.
    shutdownDrainMs: Math.min(e.SHUTDOWN_DRAIN_MS, e.SHUTDOWN_TIMEOUT_MS - 1000),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}

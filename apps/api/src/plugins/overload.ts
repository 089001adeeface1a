import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LimitOptions } from '../config.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure calls this instead of answering 503; returning nothing serves the route as usual. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => void;
  }
}

const MB = 1024 * 1024;

/** Route config for routes that must answer even under pressure (liveness: the process is alive, only busy). */
export const ANSWER_UNDER_PRESSURE = { pressureHandler: () => undefined } as const;

export type OverloadOptions = Pick<
  LimitOptions,
  'maxEventLoopDelayMs' | 'maxHeapUsedMb' | 'maxRssMb' | 'retryAfterSeconds'
> & {
  /** How often the event loop delay and memory are sampled (tests shorten it). */
  sampleIntervalMs?: number;
};

/** The config's limits in @fastify/under-pressure's terms (0 turns a check off in both). */
export function underPressureOptions(limits: OverloadOptions): FastifyUnderPressureOptions {
  return {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedMb * MB,
    maxRssBytes: limits.maxRssMb * MB,
    retryAfter: limits.retryAfterSeconds,
    sampleInterval: limits.sampleIntervalMs ?? 1000,
    message: 'The service is busy, try again shortly',
  };
}

/**
 * Sheds load before it queues: while the event loop lags (or memory passes a limit) every request is
 * answered at once with 503, Retry-After and the usual JSON error body, instead of waiting behind the
 * backlog and timing out. The load balancer's readiness probe (/api/ready/) sees the same 503 and sends
 * traffic to other replicas; the liveness probe (/api/health/) keeps answering so the process is not restarted.
 */
export const overloadPlugin = fp<OverloadOptions>(async (app: FastifyInstance, limits) => {
  await app.register(underPressure, underPressureOptions(limits));
});

import { type SiteEnv, env } from '../env';

export interface ProxySettings {
  /** Largest request body passed to the API (the API's BODY_LIMIT_BYTES; larger ones get 413 here). */
  bodyLimitBytes: number;
  /** How long a request body may take to arrive, from the first byte of the request on (else 408). */
  bodyTimeoutMs: number;
  /** How long the API may take to start its answer (its own route limit, HANDLER_TIMEOUT_MS, is 15 s). */
  answerTimeoutMs: number;
}

const ANSWER_TIMEOUT_MS = 30_000;

/**
 * The proxy's limits from the site's environment (lib/env.ts, checked at start). BODY_LIMIT_BYTES is
 * the API's variable: set it for both processes, so the site refuses exactly what the API would.
 */
export function proxySettings(
  from: Pick<SiteEnv, 'BODY_LIMIT_BYTES' | 'PROXY_BODY_TIMEOUT_MS'> = env(),
): ProxySettings {
  return {
    bodyLimitBytes: from.BODY_LIMIT_BYTES,
    bodyTimeoutMs: from.PROXY_BODY_TIMEOUT_MS,
    answerTimeoutMs: ANSWER_TIMEOUT_MS,
  };
}

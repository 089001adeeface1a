import { BODY_LIMIT_RANGE, DEFAULT_BODY_LIMIT_BYTES } from '@app/shared';

export interface ProxySettings {
  /** Largest request body passed to the API (the API's BODY_LIMIT_BYTES; larger ones get 413 here). */
  bodyLimitBytes: number;
  /** How long a request body may take to arrive, from the first byte of the request on (else 408). */
  bodyTimeoutMs: number;
  /** How long the API may take to start its answer (its own route limit, HANDLER_TIMEOUT_MS, is 15 s). */
  answerTimeoutMs: number;
}

export const DEFAULT_BODY_TIMEOUT_MS = 10_000;
const ANSWER_TIMEOUT_MS = 30_000;

function integerIn(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/**
 * Read once at start. BODY_LIMIT_BYTES is the API's variable: set it for both processes, so the site
 * refuses exactly what the API would. A value the API would refuse at its start falls back to the default.
 */
export function proxySettings(env: Record<string, string | undefined> = process.env): ProxySettings {
  return {
    bodyLimitBytes:
      integerIn(env.BODY_LIMIT_BYTES, BODY_LIMIT_RANGE.min, BODY_LIMIT_RANGE.max) ?? DEFAULT_BODY_LIMIT_BYTES,
    bodyTimeoutMs: integerIn(env.PROXY_BODY_TIMEOUT_MS, 100, 600_000) ?? DEFAULT_BODY_TIMEOUT_MS,
    answerTimeoutMs: ANSWER_TIMEOUT_MS,
  };
}

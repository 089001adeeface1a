import type { Logger } from 'pino';
import type { z } from 'zod';
import { logApiFailure } from './log-lines';

/** A call of the site's server to the API that failed; `status` is null when the API did not answer. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number | null,
    readonly path: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiRequestError';
  }
}

/** Where the calls go, and the log of the request they are made for (asked only when a call fails). */
export type ApiClient = { origin: string; log: () => Promise<Logger>; fetch?: typeof fetch };

export type ApiCallOptions = {
  /** Statuses that answer the question rather than fail it (404: no such unit): handed back, not logged. */
  expected?: readonly number[];
  /** The path as the log shows it, when the one asked holds something that must not be logged. */
  logPath?: string;
};

async function failure(
  client: ApiClient,
  call: { method: string; path: string; status: number | null },
  what: string,
  options: ApiCallOptions,
  cause?: unknown,
): Promise<ApiRequestError> {
  const path = options.logPath ?? call.path;
  const error = new ApiRequestError(
    call.status,
    path,
    `API ${call.method} ${path} ${what}`,
    cause === undefined ? undefined : { cause },
  );
  logApiFailure(await client.log(), { method: call.method, path, status: call.status }, error);
  return error;
}

/**
 * One call of the site's server to the API. Resolves with a 2xx answer or one of `expected`; any
 * other answer, or none at all, is logged here (once, with the path asked) and thrown as an
 * ApiRequestError, so callers that fall back to an empty state need not log it again.
 */
export async function callApi(
  client: ApiClient,
  path: string,
  init: RequestInit,
  options: ApiCallOptions = {},
): Promise<Response> {
  const method = init.method ?? 'GET';
  let response: Response;
  try {
    response = await (client.fetch ?? fetch)(`${client.origin}${path}`, init);
  } catch (error) {
    throw await failure(client, { method, path, status: null }, 'did not answer', options, error);
  }
  if (response.ok || options.expected?.includes(response.status)) return response;
  throw await failure(client, { method, path, status: response.status }, `answered ${response.status}`, options);
}

/** The answer's JSON body read with the shared schema; a body it rejects is a failed call (logged). */
export async function readAnswer<S extends z.ZodType>(
  client: ApiClient,
  path: string,
  response: Response,
  schema: S,
  options: ApiCallOptions = {},
): Promise<z.infer<S>> {
  try {
    return schema.parse(await response.json());
  } catch (error) {
    const call = { method: 'GET', path, status: response.status };
    throw await failure(client, call, 'answered a body the schema rejects', options, error);
  }
}

/**
 * `promise`'s value, or `fallback` when its API call failed (logged already): for a part of a page
 * that shows an empty or error state instead. Any other error is a fault in the site and is thrown on
 * (Next.js logs it through instrumentation.ts and shows the error page).
 */
export async function orFallback<T, F>(promise: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return fallback;
    throw error;
  }
}

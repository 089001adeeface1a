import type { ApiError } from '@app/shared';

/**
 * The site's one HTTP client for the API, the same on the server (lib/http/server.ts: the API's own
 * address, the request id, the log) and in the browser (lib/http/browser.ts: the site's origin, which
 * passes /api/* on). One error type, one timeout, the answer read with the shared zod schema. No zod,
 * pino or Next.js import here: this file is part of the browser's bundle.
 */

/** How long a call may take, answer and body together (the API's own route limit is 15 s). */
export const API_TIMEOUT_MS = 20_000;

export type ApiFailureKind =
  /** The API answered a status the caller did not expect. */
  | 'status'
  /** No answer: the network, the API down, the timeout. */
  | 'network'
  /** An answer whose body the shared schema rejects (or not JSON at all). */
  | 'body';

/** What a failure carries besides its status: the API's error body, the request id, Retry-After. */
export type FailureDetails = { body?: ApiError | null; requestId?: string | null; retryAfter?: string | null };

/**
 * A call to the API that failed. `status` is null when nothing was answered; `body` is the API's JSON
 * error ({error, message, fields}) when it sent one; `requestId` is the id the call was logged with.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    readonly method: string,
    readonly path: string,
    readonly status: number | null,
    message: string,
    readonly details: FailureDetails = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiRequestError';
  }

  get body(): ApiError | null {
    return this.details.body ?? null;
  }

  get requestId(): string | null {
    return this.details.requestId ?? null;
  }

  /** The Retry-After header of a 429 or 503, as sent. */
  get retryAfter(): string | null {
    return this.details.retryAfter ?? null;
  }
}

/** What reads an answer's body: a shared zod schema, or lazySchema() around one loaded on first use. */
export type Parser<T> = { parse(body: unknown): T | Promise<T> };

/** A schema the browser loads with its first call (zod stays out of the first page's scripts). */
export function lazySchema<T>(load: () => Promise<Parser<T>>): Parser<T> {
  return { parse: async (body) => (await load()).parse(body) };
}

export type ApiRequest<T> = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A body sent as JSON. */
  json?: unknown;
  /** A body sent as it is (a CSV file), with its content-type in `headers`; not with `json`. */
  body?: Blob | FormData | string;
  headers?: Record<string, string>;
  /** Reads a 2xx answer's body; without it the body is not read. */
  schema?: Parser<T>;
  /** Statuses that answer the question rather than fail it (404: no such unit): handed back, not thrown. */
  expected?: readonly number[];
  signal?: AbortSignal;
  /** The path as errors and the log show it, when the one asked holds something that must not be logged. */
  logPath?: string;
  /** Further fetch options: `credentials`, `cache`, Next.js's `next` (revalidate, tags). */
  init?: Omit<RequestInit, 'method' | 'body' | 'headers' | 'signal'>;
};

export type ApiAnswer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; body: ApiError | null };

export type ApiClientOptions = {
  /** Where the calls go: the API's address on the server, '' (the site's own origin) in the browser. */
  origin: string | (() => string);
  /** Headers every call carries (the server: the request id as a traceparent). */
  headers?: () => Promise<Record<string, string>> | Record<string, string>;
  /** The request id a failure is reported with, when the answer does not carry one. */
  requestId?: () => Promise<string | null> | string | null;
  /** Told of every failure before it is thrown (the server logs it there, once). */
  onFailure?: (error: ApiRequestError) => Promise<void> | void;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export type ApiClient = {
  /** A 2xx answer (its body read with `schema`) or one of `expected`; anything else throws an ApiRequestError. */
  request<T = undefined>(path: string, options?: ApiRequest<T>): Promise<ApiAnswer<T>>;
  /** A 2xx answer's data, read with `schema`; anything else throws an ApiRequestError. */
  call<T>(path: string, schema: Parser<T>, options?: Omit<ApiRequest<T>, 'schema' | 'expected'>): Promise<T>;
  /** A GET's 2xx answer, or null when the API answers one of `absent` (the thing asked for does not exist). */
  find<T>(
    path: string,
    schema: Parser<T>,
    absent: readonly number[],
    options?: Omit<ApiRequest<T>, 'schema' | 'method' | 'expected'>,
  ): Promise<T | null>;
};

/** The API's JSON error body, when the answer has one. */
export function errorBody(value: unknown): ApiError | null {
  if (typeof value !== 'object' || value === null) return null;
  const { error, message, fields } = value as Record<string, unknown>;
  if (typeof error !== 'string' || typeof message !== 'string') return null;
  const body: ApiError = { error, message };
  if (fields && typeof fields === 'object') body.fields = fields as Record<string, string>;
  return body;
}

async function readErrorBody(response: Response): Promise<ApiError | null> {
  try {
    return errorBody(await response.json());
  } catch {
    return null;
  }
}

/** The caller's signal and the timeout, as one (a browser without AbortSignal.any keeps the caller's). */
function callSignal(timeoutMs: number, signal: AbortSignal | undefined): AbortSignal | undefined {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

type FailedCall = { method: string; path: string; status: number | null };

/** The error of a failed call, its message naming the call: `API GET /api/x/ answered 503`. */
export function callError(
  kind: ApiFailureKind,
  call: FailedCall,
  what: string,
  details: FailureDetails = {},
  cause?: unknown,
): ApiRequestError {
  const options = cause === undefined ? undefined : { cause };
  return new ApiRequestError(
    kind,
    call.method,
    call.path,
    call.status,
    `API ${call.method} ${call.path} ${what}`,
    details,
    options,
  );
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const origin = () => (typeof options.origin === 'function' ? options.origin() : options.origin);

  async function fail(
    kind: ApiFailureKind,
    call: FailedCall,
    what: string,
    details: FailureDetails,
    cause?: unknown,
  ): Promise<ApiRequestError> {
    const requestId = details.requestId ?? (await options.requestId?.()) ?? null;
    const error = callError(kind, call, what, { ...details, requestId }, cause);
    await options.onFailure?.(error);
    return error;
  }

  async function request<T>(path: string, req: ApiRequest<T> = {}): Promise<ApiAnswer<T>> {
    const method = req.method ?? 'GET';
    const call = { method, path: req.logPath ?? path, status: null as number | null };
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(req.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(await options.headers?.()),
      ...req.headers,
    };
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(`${origin()}${path}`, {
        ...req.init,
        method,
        headers,
        ...(req.json === undefined ? {} : { body: JSON.stringify(req.json) }),
        ...(req.body === undefined ? {} : { body: req.body }),
        signal: callSignal(timeoutMs, req.signal),
      });
    } catch (error) {
      // The caller gave up (a query cancelled): not a failure of the API.
      if (req.signal?.aborted) throw error;
      const what =
        error instanceof DOMException && error.name === 'TimeoutError'
          ? `timed out after ${timeoutMs} ms`
          : 'did not answer';
      throw await fail('network', call, what, {}, error);
    }
    const answered = { ...call, status: response.status };
    const requestId = response.headers.get('x-request-id');
    if (!response.ok) {
      const body = await readErrorBody(response);
      if (req.expected?.includes(response.status)) return { ok: false, status: response.status, body };
      const retryAfter = response.headers.get('retry-after');
      throw await fail('status', answered, `answered ${response.status}`, { body, requestId, retryAfter });
    }
    if (!req.schema) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: true, status: response.status, data: undefined as T };
    }
    try {
      return { ok: true, status: response.status, data: await req.schema.parse(await response.json()) };
    } catch (error) {
      if (req.signal?.aborted) throw error;
      throw await fail('body', answered, 'answered a body the schema rejects', { requestId }, error);
    }
  }

  return {
    request,
    async call(path, schema, callOptions = {}) {
      const answer = await request(path, { ...callOptions, schema });
      // Without `expected`, any answer but a 2xx has thrown.
      return (answer as Extract<typeof answer, { ok: true }>).data;
    },
    async find(path, schema, absent, findOptions = {}) {
      const answer = await request(path, { ...findOptions, schema, expected: absent });
      return answer.ok ? answer.data : null;
    },
  };
}

/**
 * `promise`'s value, or `fallback` when its API call failed (logged already on the server): for a
 * part of a page that shows an empty or error state instead. Any other error is a fault in the site
 * and is thrown on (Next.js logs it through instrumentation.ts and shows the error page).
 */
export async function orFallback<T, F>(promise: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return fallback;
    throw error;
  }
}

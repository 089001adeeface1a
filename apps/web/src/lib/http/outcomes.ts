import { ApiRequestError } from './client';

/**
 * What a failed call to the API means for whoever made it, by the status the API answered (one table
 * for the whole site): the back office's forms, lists and uploads and the inquiry forms each tell apart
 * the outcomes they have something to say about, and say `failed` for any other.
 */
export type CallOutcome =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'unsupported'
  | 'tooMany'
  /** No answer, an answer the schema rejects, or a status the caller does not tell apart. */
  | 'failed';

const BY_STATUS: Readonly<Partial<Record<number, CallOutcome>>> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'tooLarge',
  415: 'unsupported',
  422: 'invalid',
  429: 'tooMany',
};

/** The outcome of a failed call among those the caller tells apart (`handled`); `failed` for anything else. */
export function outcomeOf<O extends CallOutcome>(error: unknown, handled: readonly O[]): O | 'failed' {
  const outcome =
    error instanceof ApiRequestError && error.kind === 'status' && error.status !== null
      ? BY_STATUS[error.status]
      : undefined;
  return outcome !== undefined && (handled as readonly CallOutcome[]).includes(outcome) ? (outcome as O) : 'failed';
}

/** Retry-After in seconds (the API sends seconds; an HTTP date is read too); null without one. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

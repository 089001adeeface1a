import type { ProxyFailure } from './answers';

export type BodyRead =
  | { ok: true; body: Buffer }
  | { ok: false; failure: Extract<ProxyFailure, 'body_too_large' | 'body_timeout' | 'body_incomplete'> };

interface BodyLimits {
  /** Bytes the body may have; one more and the read stops with `body_too_large`. */
  limitBytes: number;
  /** Milliseconds the whole body may take to arrive. */
  timeoutMs: number;
  /** The request's Content-Length, when it sent one: over the limit, nothing is kept at all. */
  declaredLength?: number;
}

/** The most of a body over the limit that is read on and dropped before the connection is dropped instead. */
export const DISCARD_MAX_BYTES = 16 * 1024 * 1024;

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/** A promise that resolves with 'timeout' after `ms`, and the function that stops its timer. */
function deadline(ms: number): [Promise<'timeout'>, () => void] {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return [timedOut, () => clearTimeout(timer)];
}

/**
 * The rest of a body over the limit is read and dropped, up to DISCARD_MAX_BYTES within `timeoutMs` (what
 * nginx calls a lingering close): a client still sending its body then reads the 413 instead of a reset
 * connection, which is what it would get if the connection closed with its bytes unread. Past either
 * bound the request is cancelled, which drops the connection.
 */
async function discardRest(reader: Reader, timeoutMs: number): Promise<void> {
  const [timedOut, stop] = deadline(timeoutMs);
  let dropped = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timedOut]);
      if (next !== 'timeout' && next.done) return;
      if (next === 'timeout' || (dropped += next.value.byteLength) > DISCARD_MAX_BYTES) break;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing is left to drop.
  } finally {
    stop();
  }
}

/**
 * Reads a request body into memory, at most `limitBytes` of it (the API's own limit, so nothing is held
 * that the API would take anyway). A body over the limit, one that stops arriving, or one whose client went
 * away or closed before its end is a failure, never an exception.
 *
 * A body that stops arriving is left as it is, never cancelled: cancelling destroys the request, and with
 * it the connection the answer must still go out on; the answer closes the connection instead. The rest
 * of a body over the limit is dropped as it arrives (discardRest), after the answer is decided.
 */
export async function readRequestBody(
  stream: ReadableStream<Uint8Array> | null,
  { limitBytes, timeoutMs, declaredLength }: BodyLimits,
): Promise<BodyRead> {
  if (!stream) return { ok: true, body: Buffer.alloc(0) };
  const reader = stream.getReader();
  const tooLarge = (): BodyRead => {
    void discardRest(reader, timeoutMs);
    return { ok: false, failure: 'body_too_large' };
  };
  if (declaredLength !== undefined && declaredLength > limitBytes) return tooLarge();

  const [timedOut, stop] = deadline(timeoutMs);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timedOut]);
      if (next === 'timeout') return { ok: false, failure: 'body_timeout' };
      if (next.done) break;
      size += next.value.byteLength;
      if (size > limitBytes) return tooLarge();
      chunks.push(next.value);
    }
  } catch {
    return { ok: false, failure: 'body_incomplete' };
  } finally {
    stop();
  }
  return { ok: true, body: Buffer.concat(chunks, size) };
}

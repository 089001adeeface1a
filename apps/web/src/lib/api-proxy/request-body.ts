import type { ProxyFailure } from './answers';

export type BodyRead =
  | { ok: true; body: Buffer }
  | { ok: false; failure: Extract<ProxyFailure, 'body_too_large' | 'body_timeout' | 'body_incomplete'> };

interface BodyLimits {
  /** Bytes the body may have; one more and the read stops with `body_too_large`. */
  limitBytes: number;
  /** Milliseconds the whole body may take to arrive. */
  timeoutMs: number;
  /** The request's Content-Length, when it sent one: over the limit, nothing is read at all. */
  declaredLength?: number;
}

/**
 * Reads a request body into memory, at most `limitBytes` of it (the API's own limit, so nothing is held
 * that the API would take anyway). A body over the limit, one that stops arriving, or one whose client went
 * away or closed before its end is a failure, never an exception.
 *
 * On a failure the stream is left as it is, never cancelled: cancelling destroys the request, and with
 * it the connection the answer must still go out on. The answer closes the connection instead.
 */
export async function readRequestBody(
  stream: ReadableStream<Uint8Array> | null,
  { limitBytes, timeoutMs, declaredLength }: BodyLimits,
): Promise<BodyRead> {
  if (declaredLength !== undefined && declaredLength > limitBytes) return { ok: false, failure: 'body_too_large' };
  if (!stream) return { ok: true, body: Buffer.alloc(0) };

  const reader = stream.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timedOut]);
      if (next === 'timeout') return { ok: false, failure: 'body_timeout' };
      if (next.done) break;
      size += next.value.byteLength;
      if (size > limitBytes) return { ok: false, failure: 'body_too_large' };
      chunks.push(next.value);
    }
  } catch {
    return { ok: false, failure: 'body_incomplete' };
  } finally {
    clearTimeout(timer);
  }
  return { ok: true, body: Buffer.concat(chunks, size) };
}

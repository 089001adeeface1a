import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';

/** Kept-alive connections to the API, reused across calls (the API keeps idle ones for 72 s). */
const AGENTS = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** Methods safe to send again when a kept-alive connection turns out to have been closed by the API. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ApiCall {
  method: string;
  headers: OutgoingHttpHeaders;
  /** The whole body (already read), a stream passed on as it arrives (uploads), or none. */
  body: Buffer | Readable | undefined;
  /** How long the API may take to start answering. */
  timeoutMs: number;
  /** Fires when the visitor goes away: the call to the API is dropped too. */
  signal: AbortSignal;
}

/** The API could not be reached, or dropped the call before answering. */
export class ApiUnreachableError extends Error {
  /** The call went out on a kept-alive connection (which the API may have closed just then). */
  readonly reusedSocket: boolean;

  constructor(
    readonly code: string,
    options: { cause?: unknown; reusedSocket?: boolean } = {},
  ) {
    super(`the API did not answer (${code})`, { cause: options.cause });
    this.name = 'ApiUnreachableError';
    this.reusedSocket = options.reusedSocket ?? false;
  }
}

function once(target: URL, call: ApiCall): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const protocol = target.protocol === 'https:' ? 'https:' : 'http:';
    const request = (protocol === 'https:' ? https : http).request(target, {
      method: call.method,
      headers: call.headers,
      agent: AGENTS[protocol],
    });
    let answered = false;
    const timer = setTimeout(() => request.destroy(new ApiUnreachableError('ETIMEDOUT')), call.timeoutMs);
    const onAbort = () => request.destroy(new ApiUnreachableError('ECLIENTGONE'));
    call.signal.addEventListener('abort', onAbort, { once: true });
    request.on('response', (response) => {
      answered = true;
      clearTimeout(timer);
      response.once('close', () => call.signal.removeEventListener('abort', onAbort));
      resolve(response);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // After the answer has begun, an error writing the body (EPIPE: the API refused it early and closed)
      // changes nothing: the answer stands. Before it, the call failed.
      if (answered) return;
      call.signal.removeEventListener('abort', onAbort);
      reject(
        error instanceof ApiUnreachableError
          ? error
          : new ApiUnreachableError(error.code ?? 'EUNKNOWN', { cause: error, reusedSocket: request.reusedSocket }),
      );
    });
    if (call.signal.aborted) onAbort();
    else if (call.body instanceof Readable) {
      // A body that breaks off on the visitor's side drops the call; the API then sees a cut-off upload.
      call.body.once('error', (error) => request.destroy(error));
      call.body.pipe(request);
    } else request.end(call.body);
  });
}

/**
 * Sends one call to the API and resolves with its answer as soon as the status and headers arrive; the
 * answer's body streams from there. Rejects with ApiUnreachableError when no answer came. A GET, HEAD or
 * OPTIONS that met a kept-alive connection the API had just closed is sent once more on a new one.
 */
export async function callApi(target: URL, call: ApiCall): Promise<IncomingMessage> {
  try {
    return await once(target, call);
  } catch (error) {
    const stale =
      error instanceof ApiUnreachableError &&
      error.reusedSocket &&
      (error.code === 'ECONNRESET' || error.code === 'EPIPE');
    if (!stale || !IDEMPOTENT.has(call.method) || call.signal.aborted) throw error;
    return once(target, call);
  }
}

/**
 * The API's answer body as a web stream, read as fast as the visitor takes it. When the API's answer breaks
 * off, `onBreak` is told and the visitor's connection is dropped (an AbortError ends Next.js's copy without
 * a second report), so a cut-off CSV never looks complete. When the visitor goes away, the API's answer is dropped.
 */
export function answerBody(response: IncomingMessage, onBreak: (error: unknown) => void): ReadableStream<Uint8Array> {
  let settled = false; // ended, broke off, or the visitor went away
  return new ReadableStream<Uint8Array>({
    start(controller) {
      response.on('data', (chunk: Buffer) => {
        if (settled) return;
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 0) <= 0) response.pause();
      });
      response.on('end', () => {
        if (settled) return;
        settled = true;
        controller.close();
      });
      response.on('error', () => {}); // reported once, on close
      response.on('close', () => {
        if (settled) return;
        settled = true;
        onBreak(response.errored ?? new Error('the connection closed mid-answer'));
        controller.error(Object.assign(new Error('the API’s answer broke off'), { name: 'AbortError' }));
      });
    },
    pull() {
      response.resume();
    },
    cancel() {
      settled = true;
      response.destroy();
    },
  });
}

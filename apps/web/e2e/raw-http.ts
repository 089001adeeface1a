import { connect } from 'node:net';

/**
 * HTTP/1.1 over a plain socket, for what a browser or Playwright's request API cannot send: a body shorter
 * than its Content-Length, a body that stops arriving, a client that goes away mid-body, raw chunked framing.
 */

export interface RawAnswer {
  status: number;
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the first byte sent to the connection's close. */
  ms: number;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Bytes sent after the head, as they are (chunk framing included when `chunked` framing is wanted). */
  body?: string | Buffer;
  /**
   * After the bytes: `answer` waits for the answer; `close` ends the client's side first (a truncated
   * body); `stall` keeps the connection open and sends nothing more; `destroy` drops the connection.
   */
  then?: 'answer' | 'close' | 'stall' | 'destroy';
  /** Give up after this long (the test fails). */
  timeoutMs?: number;
}

export const SITE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3101';

function decodeChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) throw new Error('chunked body without its last chunk');
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size)) throw new Error('bad chunk size');
    if (size === 0) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

function parse(raw: Buffer, ms: number): RawAnswer | null {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) throw new Error(`not an HTTP answer: ${statusLine}`);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  let body = raw.subarray(headEnd + 4);
  if (headers['transfer-encoding']?.includes('chunked')) body = decodeChunked(body);
  return { status, headers, body: body.toString('utf8'), ms };
}

/**
 * Sends one request on a new connection (with `Connection: close`, so the server closes it after its answer)
 * and resolves with the answer once the server closes the connection, or null when it closed without one.
 */
export function rawRequest(
  { method, path, headers = {}, body = '', then = 'answer', timeoutMs = 20_000 }: RawRequest,
  base = SITE_URL,
): Promise<RawAnswer | null> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    const started = Date.now();
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => {}); // a reset after the answer, or the connection we dropped ourselves
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(parse(Buffer.concat(received), Date.now() - started));
      } catch (error) {
        reject(error);
      }
    });
    socket.on('connect', () => {
      const head = [
        `${method} ${path} HTTP/1.1`,
        `Host: ${url.host}`,
        'Connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        '',
        '',
      ].join('\r\n');
      socket.write(Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(body)]));
      if (then === 'close') socket.end();
      if (then === 'destroy') setTimeout(() => socket.destroy(), 100);
    });
  });
}

/** An inquiry body the API stores (a contact form sent at a person's pace), with `mark` in its message. */
export function storableInquiry(mark: string, fillMs: number): string {
  return JSON.stringify({
    kind: 'contact',
    page: '/story',
    lang: 'en',
    currency: 'USD',
    elapsedMs: fillMs,
    data: { name: 'Proxy Test', email: 'proxy.test@example.com', message: `Still available? ${mark}` },
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { KEPT_BROTLI_QUALITY, SerialQueue, brotli, pickEncoding } from './compressed-pages';

// The build's scripts and stylesheets (`/_next/static/…`) never change under their names, and every
// page loads them: they are compressed once at brotli's best quality, away from the answers, and sent
// as those bytes from then on (docs/decisions/0039-first-window-pages.md). The framework's scripts
// come out 14 % smaller than at the per-answer quality.

/** The files this applies to: the build's hashed scripts and stylesheets. */
const ASSET = /^\/_next\/static\/[\w./-]+\.(?:js|css)$/;

/** The build's scripts and stylesheets at brotli 11, by path; least recently sent first out past `maxBytes`. */
export class KeptAssets {
  readonly #bytes: LRUCache<string, Buffer>;
  readonly #compressions = new SerialQueue<string>();

  /** `onError` hears of a compression that failed (the file goes on with the per-answer compression). */
  constructor(
    readonly maxBytes = 32 * 1024 * 1024,
    private readonly onError?: (error: Error) => void,
  ) {
    this.#bytes = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (bytes) => bytes.length });
  }

  get(path: string): Buffer | undefined {
    return this.#bytes.get(path);
  }

  /** Compresses a file's bytes in the background, once, for the requests after this one. */
  learn(path: string, body: Buffer) {
    if (this.#bytes.has(path)) return;
    this.#compressions.add(path, async () => {
      // Learned again by a request that came while this file's compression was under way.
      if (this.#bytes.has(path)) return;
      try {
        this.#bytes.set(path, await brotli(body, KEPT_BROTLI_QUALITY));
      } catch (error) {
        this.onError?.(error as Error);
      }
    });
  }

  /** Resolves once no compression is running or waiting (for tests). */
  settled(): Promise<void> {
    return this.#compressions.settled();
  }
}

/**
 * For a GET of a build script or stylesheet from a client that takes brotli: sends the kept bytes when
 * there are some, and otherwise lets the answer go out as before and keeps what it carried, to compress
 * it for the next request. Installed after the per-answer compression, like sendCachedPagesCompressed:
 * the Content-Encoding it sets tells that compression to pass the bytes on. Partial and conditional
 * requests and any status but 200 are left alone.
 */
export function sendAssetsKept(request: IncomingMessage, response: ServerResponse, assets: KeptAssets) {
  const path = request.url?.split('?')[0] ?? '';
  if (request.method !== 'GET' || !ASSET.test(path) || request.headers.range) return;
  if (pickEncoding(request.headers['accept-encoding']) !== 'br') return;
  const kept = assets.get(path);
  const write = response.write;
  const end = response.end;
  const applies = (res: ServerResponse) => res.statusCode === 200 && !res.hasHeader('Content-Encoding');
  if (kept) {
    let sent = false;
    const send = (res: ServerResponse) => {
      sent = true;
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Content-Length', kept.length);
      (end as (chunk: Buffer) => ServerResponse).call(res, kept);
    };
    // The file still streams in from Next's static handler: its pieces are dropped once the kept bytes are out.
    response.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
      if (sent) return true;
      if (!applies(this)) return write.apply(this, args);
      send(this);
      return true;
    } as ServerResponse['write'];
    response.end = function (this: ServerResponse, ...args: unknown[]) {
      const done = args.find((a): a is () => void => typeof a === 'function');
      if (!sent && applies(this)) send(this);
      else if (!sent) return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
      done?.();
      return this;
    } as ServerResponse['end'];
    return;
  }
  const pieces: Buffer[] = [];
  response.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
    const [chunk] = args;
    if (chunk) pieces.push(Buffer.from(chunk as Buffer | string));
    return write.apply(this, args);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    const [chunk] = args;
    if (chunk && typeof chunk !== 'function') pieces.push(Buffer.from(chunk as Buffer | string));
    if (this.statusCode === 200) assets.learn(path, Buffer.concat(pieces));
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];
}

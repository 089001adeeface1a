import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { NEXT_CACHE_STATE_HEADER } from './internals/node-http';

// A page served from Next's cache is the same text on every request until the catalogue changes: it is
// compressed once, harder than an answer compressed as it streams, and the bytes are sent again to
// every visitor who asks for it (docs/decisions/0038-cached-pages-compressed-once.md).

export type PageEncoding = 'br' | 'gzip';

/**
 * Brotli's quality for the first answer of a page: 12 % smaller than the per-answer quality 3 for about
 * 1.5 ms, spent once per page and variant, while its visitor waits.
 */
export const ONCE_BROTLI_QUALITY = 8;

/**
 * The quality the kept bytes are then brought to, away from the answers: brotli's best, another 7-9 %
 * smaller (the home page: 15.8 KB at 8, 14.4 KB at 11) for 80-130 ms of one thread-pool thread, once per
 * page and variant. Every later visitor gets these bytes.
 */
export const KEPT_BROTLI_QUALITY = 11;

/** A body below this is sent as it is, as the per-answer compression does (its threshold). */
const MIN_BYTES = 1024;

/**
 * The encoding for a cached page, from the request's Accept-Encoding: brotli or gzip, whichever the client
 * weighs higher (brotli on a tie, as the per-answer compression prefers it); null when it takes neither,
 * and the per-answer compression decides.
 */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name && Number.isFinite(weight)) weights.set(name, weight);
  }
  const weightOf = (coding: PageEncoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

type Entry = Partial<Record<PageEncoding, Buffer>>;

/**
 * Jobs run one at a time, each after the turn of the event loop that queued it: the answer that asked
 * goes out first. A job queued again while it waits runs once; past `max` waiting, new jobs are dropped
 * (a page keeps its first bytes, a build file its per-answer compression). A job handles its own errors.
 */
export class SerialQueue<K> {
  readonly #waiting = new Map<K, () => Promise<void>>();
  #running: Promise<void> | null = null;

  constructor(private readonly max = 256) {}

  add(key: K, job: () => Promise<void>) {
    if (this.#waiting.has(key) || this.#waiting.size >= this.max) return;
    this.#waiting.set(key, job);
    this.#running ??= this.#run();
  }

  /** Resolves once no job is running or waiting (for tests and benchmarks). */
  async settled(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #run() {
    await new Promise((resolve) => setImmediate(resolve));
    for (const [key, job] of this.#waiting) {
      this.#waiting.delete(key);
      await job();
    }
    // No await between the loop's last look at the queue and this: a job queued later starts a new run.
    this.#running = null;
  }
}

/**
 * The compressed bytes of the pages served lately, by their text and encoding; the least recently
 * served go first once the texts and their bytes pass `maxBytes`.
 */
export class CompressedPages {
  readonly #entries: LRUCache<string, Entry>;
  /** Bodies whose brotli bytes are to be recompressed at KEPT_BROTLI_QUALITY, oldest first. */
  readonly #recompressions = new SerialQueue<string>();
  /** How many times a body was compressed for an answer (a page served again is not). */
  compressions = 0;
  /** How many kept brotli bytes were replaced by their recompression. */
  recompressions = 0;

  /**
   * `onError` hears of a recompression that failed (the page keeps its first bytes); `recompress: false`
   * keeps the first bytes for good.
   */
  constructor(
    readonly maxBytes = 64 * 1024 * 1024,
    private readonly options: { recompress?: boolean; onError?: (error: Error) => void } = {},
  ) {
    this.#entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      // A string may hold two bytes a character (Arabic pages do).
      sizeCalculation: (entry, body) => body.length * 2 + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0),
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  bytes(body: string, encoding: PageEncoding): Buffer {
    const entry = this.#entries.get(body) ?? {};
    let compressed = entry[encoding];
    if (!compressed) {
      compressed = compress(body, encoding);
      this.compressions++;
      // Stored again with its new weight; a page larger than the whole limit is sent, not kept.
      this.#entries.set(body, { ...entry, [encoding]: compressed });
      if (encoding === 'br' && this.options.recompress !== false) {
        this.#recompressions.add(body, () => this.#recompress(body));
      }
    }
    return compressed;
  }

  /** Resolves once no recompression is running or waiting (for tests and benchmarks). */
  settled(): Promise<void> {
    return this.#recompressions.settled();
  }

  /**
   * Brotli at its best quality takes 50-100 times as long as the first answer's, so it runs on libuv's
   * thread pool, one page at a time: the event loop keeps answering, and the pool's other threads stay
   * free for the files Next reads.
   */
  async #recompress(body: string) {
    // A page dropped from the cache meanwhile is not worth the work.
    if (!this.#entries.peek(body)?.br) return;
    try {
      const better = await brotli(body, KEPT_BROTLI_QUALITY);
      const entry = this.#entries.peek(body);
      if (entry?.br && better.length < entry.br.length) {
        this.#entries.set(body, { ...entry, br: better });
        this.recompressions++;
      }
    } catch (error) {
      this.options.onError?.(error as Error);
    }
  }
}

function brotliParams(input: Buffer, quality: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_LGWIN]: 18,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  };
}

/** Brotli on libuv's thread pool, away from the event loop. */
export function brotli(body: string | Buffer, quality: number): Promise<Buffer> {
  const input = typeof body === 'string' ? Buffer.from(body) : body;
  return new Promise((resolve, reject) =>
    brotliCompress(input, brotliParams(input, quality), (error, result) => (error ? reject(error) : resolve(result))),
  );
}

function compress(body: string, encoding: PageEncoding): Buffer {
  const input = Buffer.from(body);
  return encoding === 'br'
    ? brotliCompressSync(input, brotliParams(input, ONCE_BROTLI_QUALITY))
    : gzipSync(input, { level: 9 });
}

/**
 * Makes `response` send a page from Next's cache (it has `x-nextjs-cache`; Next writes it whole with one
 * `end`: ./internals/node-http.ts) as bytes compressed once. Installed after the per-answer compression, so that its `end` runs
 * first: the Content-Encoding it sets tells that compression to pass the bytes on. Anything else (a
 * streamed render, a route's answer, HEAD, a client that takes neither encoding) goes on as before.
 */
export function sendCachedPagesCompressed(request: IncomingMessage, response: ServerResponse, pages: CompressedPages) {
  if (request.method !== 'GET') return;
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return;
  let streamed = false;
  const write = response.write;
  const end = response.end;
  response.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
    streamed = true;
    return write.apply(this, args);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    const [body] = args;
    if (!streamed && typeof body === 'string' && isCachedPage(this, body)) {
      const bytes = pages.bytes(body, encoding);
      this.setHeader('Content-Encoding', encoding);
      this.setHeader('Content-Length', bytes.length);
      const done = args.find((a): a is () => void => typeof a === 'function');
      return (end as (chunk: Buffer, callback?: () => void) => ServerResponse).call(this, bytes, done);
    }
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];
}

function isCachedPage(response: ServerResponse, body: string): boolean {
  return (
    response.statusCode === 200 &&
    body.length >= MIN_BYTES &&
    response.hasHeader(NEXT_CACHE_STATE_HEADER) &&
    !response.hasHeader('Content-Encoding') &&
    String(response.getHeader('Content-Type') ?? '').startsWith('text/html') &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(response.getHeader('Cache-Control') ?? ''))
  );
}

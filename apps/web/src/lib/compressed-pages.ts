import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

// A page served from Next's cache is the same text on every request until the catalogue changes: it is
// compressed once, harder than an answer compressed as it streams, and the bytes are sent again to
// every visitor who asks for it (docs/decisions/0038-cached-pages-compressed-once.md).

export type PageEncoding = 'br' | 'gzip';

/**
 * Brotli's quality for a body compressed once: 12 % smaller than the per-answer quality 3 for about
 * 1.5 ms, spent once per page and variant. Quality 11 would take 80 to 130 ms for each.
 */
export const ONCE_BROTLI_QUALITY = 8;

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
 * The compressed bytes of the pages served lately, by their text and encoding; the least recently
 * served go first once the texts and their bytes pass `maxBytes`.
 */
export class CompressedPages {
  readonly #entries: LRUCache<string, Entry>;
  /** How many times a body was compressed (a page served again is not). */
  compressions = 0;

  constructor(readonly maxBytes = 64 * 1024 * 1024) {
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
    }
    return compressed;
  }
}

function compress(body: string, encoding: PageEncoding): Buffer {
  const input = Buffer.from(body);
  return encoding === 'br'
    ? brotliCompressSync(input, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: ONCE_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_LGWIN]: 18,
          [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      })
    : gzipSync(input, { level: 9 });
}

/**
 * Makes `response` send a page from Next's cache (it has `x-nextjs-cache`; Next writes it whole with one
 * `end`) as bytes compressed once. Installed after the per-answer compression, so that its `end` runs
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
    response.hasHeader('x-nextjs-cache') &&
    !response.hasHeader('Content-Encoding') &&
    String(response.getHeader('Content-Type') ?? '').startsWith('text/html') &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(response.getHeader('Cache-Control') ?? ''))
  );
}

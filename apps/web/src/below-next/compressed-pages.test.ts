// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompressedPages, pickEncoding, sendCachedPagesCompressed } from './compressed-pages';
import { type RawAnswer, rawServer } from './raw-http.test-helper';
import { compress } from './server-hooks';

describe('pickEncoding', () => {
  it('takes brotli, then gzip, as the per-answer compression prefers them', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
  });

  it('follows the weights the client gives', () => {
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0, *;q=1')).toBeNull();
    expect(pickEncoding('*;q=0.2, br;q=0')).toBe('gzip');
  });

  it('leaves the others to the per-answer compression', () => {
    for (const header of [undefined, '', 'identity', 'deflate', 'zstd', 'br;q=0', 'gzip;q=0, br;q=0']) {
      expect(pickEncoding(header)).toBeNull();
    }
  });
});

/** A page of cards in the shape of the site's: repeated markup, varied words and figures. */
const page = (n: number, place = 'Hurghada') => {
  let seed = n;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const words = ['sea', 'view', 'pool', 'garden', 'villa', 'studio', 'chalet', 'lagoon', 'golf', 'marina', place];
  const cards = Array.from({ length: n }, (_, i) => {
    const title = Array.from({ length: 5 }, () => words[next() % words.length]).join(' ');
    return `<article class="group unit-card"><a href="/property/${i}">${title}</a><p class="price">$${next() % 900_000}</p><span>${next() % 300} m²</span></article>`;
  });
  return `<!DOCTYPE html><html><body>${cards.join('')}</body></html>`;
};

describe('CompressedPages', () => {
  it('compresses a page once per encoding, and gives the same bytes after', () => {
    const pages = new CompressedPages();
    const html = page(500);
    const br = pages.bytes(html, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(pages.bytes(html, 'br')).toBe(br);
    const gzip = pages.bytes(html, 'gzip');
    expect(gunzipSync(gzip).toString()).toBe(html);
    expect(pages.compressions).toBe(2);
  });

  it('brings the kept brotli bytes to quality 11 after the answer, for every later visitor', async () => {
    const pages = new CompressedPages();
    const html = page(500);
    const first = pages.bytes(html, 'br');
    await pages.settled();
    const later = pages.bytes(html, 'br');
    expect(later.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(later).toString()).toBe(html);
    expect(pages.bytes(html, 'br')).toBe(later);
    expect([pages.compressions, pages.recompressions]).toEqual([1, 1]);
    // gzip is already at its best level: nothing to redo.
    pages.bytes(html, 'gzip');
    await pages.settled();
    expect([pages.compressions, pages.recompressions]).toEqual([2, 1]);
  });

  it('recompresses pages one after another, and not a page dropped from the cache meanwhile', async () => {
    const [a, b, c] = [page(300, 'a'), page(300, 'b'), page(300, 'c')];
    const pages = new CompressedPages(a.length * 6);
    const firsts = [a, b].map((html) => pages.bytes(html, 'br'));
    pages.bytes(c, 'br'); // room for two: a goes before its turn
    await pages.settled();
    expect(pages.recompressions).toBe(2);
    expect(pages.bytes(b, 'br').length).toBeLessThan(firsts[1]!.length);
    expect(pages.compressions).toBe(3);
    const kept = new CompressedPages(undefined, { recompress: false });
    const bytes = kept.bytes(a, 'br');
    await kept.settled();
    expect(kept.bytes(a, 'br')).toBe(bytes);
    expect(kept.recompressions).toBe(0);
  });

  it('keeps an Arabic page whole', () => {
    const html = page(200, 'الغردقة');
    expect(brotliDecompressSync(new CompressedPages().bytes(html, 'br')).toString()).toBe(html);
  });

  it('drops the least recently served pages past its limit, never the one being served', () => {
    const [a, b, c] = [page(300, 'a'), page(300, 'b'), page(300, 'c')];
    // Room for two pages (each its text, two bytes a character, and its bytes, fewer than its characters).
    const pages = new CompressedPages(a.length * 6);
    pages.bytes(a, 'br');
    pages.bytes(b, 'br');
    pages.bytes(a, 'br'); // now the most recent
    pages.bytes(c, 'br');
    expect(pages.size).toBe(2);
    expect(pages.compressions).toBe(3);
    pages.bytes(a, 'br');
    expect(pages.compressions).toBe(3);
    pages.bytes(b, 'br');
    expect(pages.compressions).toBe(4);
    const tiny = new CompressedPages(10);
    expect(brotliDecompressSync(tiny.bytes(a, 'br')).toString()).toBe(a);
  });
});

/**
 * The site's two layers in their order (server-hooks.ts): the per-answer compression, then this. The
 * handler answers as Next does: a cached page whole with one `end`, a render streamed in pieces.
 */
describe('a cached page through the site’s compression', () => {
  const html = page(400);
  // First bytes only: the recompression would change the bytes between two requests.
  const pages = new CompressedPages(undefined, { recompress: false });
  let server: Awaited<ReturnType<typeof rawServer>>;

  beforeAll(async () => {
    server = await rawServer((request: IncomingMessage, response: ServerResponse) => {
      compress(request, response, () => {});
      sendCachedPagesCompressed(request, response, pages);
      const url = request.url ?? '/';
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (url === '/cached') {
        response.setHeader('x-nextjs-cache', 'HIT');
        response.setHeader('Content-Length', Buffer.byteLength(html));
        response.end(request.method === 'HEAD' ? null : html);
      } else if (url === '/streamed') {
        response.write(html.slice(0, 1000));
        response.end(html.slice(1000));
      } else if (url === '/not-found') {
        response.statusCode = 404;
        response.setHeader('x-nextjs-cache', 'HIT');
        response.end(html);
      } else {
        response.end(html);
      }
    });
  });

  afterAll(() => server.close());

  /** One answer as it comes off the wire. */
  const get = (path: string, acceptEncoding?: string, method = 'GET'): Promise<RawAnswer> =>
    server.get(path, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }, method);

  it('sends a cached page compressed once, with its length and Vary, the same bytes every time', async () => {
    const before = pages.compressions;
    const first = await get('/cached', 'gzip, deflate, br');
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-length']).toBe(String(first.body.length));
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(first.body).toString()).toBe(html);
    const second = await get('/cached', 'br');
    expect(second.body.equals(first.body)).toBe(true);
    expect(pages.compressions).toBe(before + 1);
  });

  it('sends gzip to a client that takes only gzip, and the page as it is to one that takes neither', async () => {
    const gzip = await get('/cached', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    const plain = await get('/cached', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });

  it('is smaller than the per-answer compression of the same page', async () => {
    const once = await get('/cached', 'br');
    const perAnswer = await get('/rendered', 'br');
    expect(perAnswer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(perAnswer.body).toString()).toBe(html);
    expect(once.body.length).toBeLessThan(perAnswer.body.length);
  });

  it('leaves streamed renders, other statuses and HEAD to the per-answer compression', async () => {
    const before = pages.compressions;
    const streamed = await get('/streamed', 'br');
    expect(streamed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(streamed.body).toString()).toBe(html);
    const notFound = await get('/not-found', 'br');
    expect(notFound.status).toBe(404);
    expect(brotliDecompressSync(notFound.body).toString()).toBe(html);
    const head = await get('/cached', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(pages.compressions).toBe(before);
  });
});

import { describe, expect, it } from 'vitest';
import { readRequestBody } from './request-body';

const limits = { limitBytes: 10, timeoutMs: 200 };

/** A body arriving in these chunks, then ending (or failing, or stalling). */
function body(chunks: string[], end: 'end' | 'error' | 'stall' = 'end'): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) return controller.enqueue(new TextEncoder().encode(chunks[i++]));
      if (end === 'end') return controller.close();
      if (end === 'error') return controller.error(new Error('aborted'));
      return new Promise<void>(() => {}); // the client holds the connection and sends nothing more
    },
  });
}

describe('reading a request body for the API', () => {
  it('returns the whole body, across chunks, up to the limit', async () => {
    const read = await readRequestBody(body(['{"a":', '1234}']), limits);
    expect(read).toEqual({ ok: true, body: Buffer.from('{"a":1234}') });
  });

  it('refuses a body whose Content-Length is over the limit without reading it', async () => {
    const stream = body(['0123456789', '0'], 'stall');
    expect(await readRequestBody(stream, { ...limits, declaredLength: 11 })).toEqual({
      ok: false,
      failure: 'body_too_large',
    });
    expect(stream.locked, 'a reader was taken').toBe(false);
  });

  it('refuses a chunked body as soon as it passes the limit', async () => {
    expect(await readRequestBody(body(['123456', '78901', 'never read'], 'stall'), limits)).toEqual({
      ok: false,
      failure: 'body_too_large',
    });
  });

  it('gives up on a body that stops arriving', async () => {
    const started = Date.now();
    expect(await readRequestBody(body(['{"kind":'], 'stall'), limits)).toEqual({
      ok: false,
      failure: 'body_timeout',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('reports a body whose client went away as incomplete', async () => {
    expect(await readRequestBody(body(['{"kind":'], 'error'), limits)).toEqual({
      ok: false,
      failure: 'body_incomplete',
    });
  });

  it('reads no body as an empty one', async () => {
    expect(await readRequestBody(null, limits)).toEqual({ ok: true, body: Buffer.alloc(0) });
  });
});

import { describe, expect, it } from 'vitest';
import { DISCARD_MAX_BYTES, readRequestBody } from './request-body';

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

/** A body in these chunks (or endless chunks of a size), recording how far it was read and whether it was cancelled. */
function counted(chunks: string[], { endless = 0, stall = false } = {}) {
  const state = {
    pulled: 0,
    ended: false,
    cancelled: false,
    stream: undefined as unknown as ReadableStream<Uint8Array>,
  };
  const big = new Uint8Array(endless);
  state.stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (endless) {
          state.pulled += 1;
          return controller.enqueue(big);
        }
        if (state.pulled < chunks.length) return controller.enqueue(new TextEncoder().encode(chunks[state.pulled++]));
        if (stall) return new Promise<void>(() => {});
        state.ended = true;
        controller.close();
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return state;
}

describe('reading a request body for the API', () => {
  it('returns the whole body, across chunks, up to the limit', async () => {
    const read = await readRequestBody(body(['{"a":', '1234}']), limits);
    expect(read).toEqual({ ok: true, body: Buffer.from('{"a":1234}') });
  });

  it('refuses a body whose Content-Length is over the limit at once, and drops the rest as it arrives', async () => {
    const source = counted(['0123456789', '0', 'more', 'and more']);
    expect(await readRequestBody(source.stream, { ...limits, declaredLength: 11 })).toEqual({
      ok: false,
      failure: 'body_too_large',
    });
    // Read to its end, so the client still sending it reads the answer instead of a reset connection.
    await expect.poll(() => source.ended).toBe(true);
    expect(source.cancelled).toBe(false);
  });

  it('refuses a chunked body as soon as it passes the limit, and drops the rest', async () => {
    const source = counted(['123456', '78901', 'never kept']);
    expect(await readRequestBody(source.stream, limits)).toEqual({ ok: false, failure: 'body_too_large' });
    await expect.poll(() => source.ended).toBe(true);
  });

  it('drops the connection instead when the rest of a body over the limit goes on and on', async () => {
    const endless = counted([], { endless: 1024 * 1024 });
    expect(await readRequestBody(endless.stream, limits)).toEqual({ ok: false, failure: 'body_too_large' });
    await expect.poll(() => endless.cancelled).toBe(true);
    expect(endless.pulled).toBeGreaterThan(DISCARD_MAX_BYTES / (1024 * 1024));
    const stalled = counted(['01234567890'], { stall: true });
    expect(await readRequestBody(stalled.stream, limits)).toEqual({ ok: false, failure: 'body_too_large' });
    await expect.poll(() => stalled.cancelled, { timeout: 2000 }).toBe(true);
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

import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './client';
import { uploadWithProgress } from './upload';

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** A stand-in XMLHttpRequest: the test says how the upload goes. */
class FakeRequest {
  listeners = new Map<string, () => void>();
  uploadListeners = new Map<string, Listener>();
  upload = { addEventListener: (name: string, listener: Listener) => this.uploadListeners.set(name, listener) };
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: unknown = undefined;
  withCredentials = false;
  responseType = '';
  status = 0;
  response: unknown = null;
  answerHeaders: Record<string, string> = {};
  open(method: string, path: string) {
    this.opened = [method, path];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, listener);
  }
  getResponseHeader(name: string) {
    return this.answerHeaders[name] ?? null;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.listeners.get('abort')?.();
  }
  progress(loaded: number, total: number) {
    this.uploadListeners.get('progress')?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, response: unknown, headers: Record<string, string> = {}) {
    Object.assign(this, { status, response, answerHeaders: headers });
    this.listeners.get('load')?.();
  }
}

const schema = {
  parse(body: unknown) {
    const url = (body as { url?: unknown } | null)?.url;
    if (typeof url !== 'string') throw new TypeError('no url');
    return { url };
  },
};

function start(signal?: AbortSignal) {
  const xhr = new FakeRequest();
  const progress: number[] = [];
  const body = new FormData();
  const upload = uploadWithProgress('/api/admin/media/', body, {
    schema,
    onProgress: (fraction) => progress.push(fraction),
    ...(signal ? { signal } : {}),
    createRequest: () => xhr as unknown as XMLHttpRequest,
  });
  return { xhr, progress, body, upload };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('uploadWithProgress', () => {
  it('posts the form with the session, reports progress and reads the answer with the schema', async () => {
    const { xhr, progress, body, upload } = start();
    expect(xhr.opened).toEqual(['POST', '/api/admin/media/']);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.sent).toBe(body);
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(201, { url: '/media/uploads/a.webp' });
    await expect(upload).resolves.toEqual({ url: '/media/uploads/a.webp' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects a refusal as the client does: status, the API’s body, the request id, Retry-After', async () => {
    const { xhr, upload } = start();
    xhr.answer(
      429,
      { error: 'too_many_requests', message: 'Slow down' },
      { 'x-request-id': 'abc', 'retry-after': '30' },
    );
    const error = (await rejection(upload)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect([error.kind, error.status, error.body?.error, error.requestId, error.retryAfter]).toEqual([
      'status',
      429,
      'too_many_requests',
      'abc',
      '30',
    ]);
    expect(error.message).toBe('API POST /api/admin/media/ answered 429');
  });

  it('rejects an answer the schema refuses, and no answer at all', async () => {
    const bad = start();
    bad.xhr.answer(201, '<html>');
    expect(await rejection(bad.upload)).toMatchObject({ kind: 'body', status: 201 });
    const down = start();
    down.xhr.listeners.get('error')?.();
    expect(await rejection(down.upload)).toMatchObject({ kind: 'network', status: null });
  });

  it('abandons the upload when the caller aborts, before or while it is sent', async () => {
    const controller = new AbortController();
    const { xhr, upload } = start(controller.signal);
    controller.abort();
    expect(await rejection(upload)).toMatchObject({ name: 'AbortError' });
    expect(xhr.sent).not.toBeUndefined();
    const early = start(AbortSignal.abort());
    expect(await rejection(early.upload)).toMatchObject({ name: 'AbortError' });
    expect(early.xhr.sent).toBeUndefined();
  });
});

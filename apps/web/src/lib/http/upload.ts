import { type Parser, callError, errorBody } from './client';

export type UploadRequest<T> = {
  /** Reads the 2xx answer's body. */
  schema: Parser<T>;
  /** The fraction of the body sent so far, 0 to 1, as it goes. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The request object (a stand-in in tests). */
  createRequest?: () => XMLHttpRequest;
};

/**
 * POSTs a form (a file) to the API on the site's own origin, reporting the fraction sent as it goes:
 * XMLHttpRequest, because fetch reports no upload progress. Otherwise it is the client's call
 * (lib/http/client.ts): the session cookie goes with it, the 2xx answer is read with `schema`, and a
 * failure rejects with an ApiRequestError (its status, the API's error body, the request id); the
 * caller's abort rejects with an AbortError. No timeout: a large video may take minutes to send.
 */
export function uploadWithProgress<T>(path: string, body: FormData, request: UploadRequest<T>): Promise<T> {
  const call = { method: 'POST', path, status: null };
  return new Promise<T>((resolve, reject) => {
    const xhr = request.createRequest?.() ?? new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const answered = { ...call, status: xhr.status };
      const requestId = xhr.getResponseHeader('x-request-id');
      if (xhr.status < 200 || xhr.status > 299) {
        const retryAfter = xhr.getResponseHeader('retry-after');
        const details = { body: errorBody(xhr.response), requestId, retryAfter };
        reject(callError('status', answered, `answered ${xhr.status}`, details));
        return;
      }
      Promise.resolve()
        .then(() => request.schema.parse(xhr.response))
        .then(resolve, (error: unknown) =>
          reject(callError('body', answered, 'answered a body the schema rejects', { requestId }, error)),
        );
    });
    xhr.addEventListener('error', () => reject(callError('network', call, 'did not answer')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was abandoned.', 'AbortError')));
    if (request.signal?.aborted) return reject(new DOMException('The upload was abandoned.', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, type MediaUpload, mediaUploadSchema } from '@app/shared';

/** Why one file was not stored, shown next to its name in the visitor's language. */
export type UploadFailure = 'tooLarge' | 'unsupported' | 'signedOut' | 'forbidden' | 'tooMany' | 'failed';

export type UploadResult = { ok: true; media: MediaUpload } | { ok: false; failure: UploadFailure };

const FAILURES: Partial<Record<number, UploadFailure>> = {
  401: 'signedOut',
  403: 'forbidden',
  413: 'tooLarge',
  415: 'unsupported',
  429: 'tooMany',
};

export type MediaKind = 'photo' | 'video';

/** The largest file of each kind the API takes, in bytes and in the MB the messages name. */
export const LIMITS: Record<MediaKind, { bytes: number; megabytes: number }> = {
  photo: { bytes: MAX_IMAGE_BYTES, megabytes: MAX_IMAGE_BYTES / (1024 * 1024) },
  video: { bytes: MAX_VIDEO_BYTES, megabytes: MAX_VIDEO_BYTES / (1024 * 1024) },
};

/**
 * Sends one file to POST /api/admin/media/ through the site (multipart, field `file`), reporting the
 * fraction sent as it goes: XMLHttpRequest, because fetch reports no upload progress. A file over the
 * kind's limit is refused here without being sent; what it really is, the API says (415).
 */
export function uploadMedia(
  file: File,
  kind: MediaKind,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  if (file.size > LIMITS[kind].bytes) return Promise.resolve({ ok: false, failure: 'tooLarge' });
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media/');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status === 201) {
        const parsed = mediaUploadSchema.safeParse(xhr.response);
        resolve(parsed.success ? { ok: true, media: parsed.data } : { ok: false, failure: 'failed' });
      } else resolve({ ok: false, failure: FAILURES[xhr.status] ?? 'failed' });
    });
    xhr.addEventListener('error', () => resolve({ ok: false, failure: 'failed' }));
    xhr.addEventListener('abort', () => resolve({ ok: false, failure: 'failed' }));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

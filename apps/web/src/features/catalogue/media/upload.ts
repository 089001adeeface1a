import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, type MediaUpload, mediaUploadSchema } from '@app/shared';
import { outcomeOf } from '@/lib/http/outcomes';
import { uploadWithProgress } from '@/lib/http/upload';

/** The outcomes of an upload the editor tells apart (lib/http/outcomes.ts); any other is 'failed'. */
const HANDLED = ['tooLarge', 'unsupported', 'unauthorized', 'forbidden', 'tooMany'] as const;

/** Why one file was not stored, shown next to its name in the visitor's language. */
export type UploadFailure = (typeof HANDLED)[number] | 'failed';

export type UploadResult = { ok: true; media: MediaUpload } | { ok: false; failure: UploadFailure };

export type MediaKind = 'photo' | 'video';

/** The largest file of each kind the API takes, in bytes and in the MB the messages name. */
export const LIMITS: Record<MediaKind, { bytes: number; megabytes: number }> = {
  photo: { bytes: MAX_IMAGE_BYTES, megabytes: MAX_IMAGE_BYTES / (1024 * 1024) },
  video: { bytes: MAX_VIDEO_BYTES, megabytes: MAX_VIDEO_BYTES / (1024 * 1024) },
};

/**
 * The back office's one uploader: sends one file to POST /api/admin/media/ through the site (multipart,
 * field `file`), reporting the fraction sent as it goes (lib/http/upload.ts). A file over the kind's
 * limit is refused here without being sent; what it really is, the API says (415).
 */
export async function uploadMedia(
  file: File,
  kind: MediaKind,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  if (file.size > LIMITS[kind].bytes) return { ok: false, failure: 'tooLarge' };
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    const media = await uploadWithProgress('/api/admin/media/', body, {
      schema: mediaUploadSchema,
      ...(onProgress ? { onProgress } : {}),
      ...(signal ? { signal } : {}),
    });
    return { ok: true, media };
  } catch (error) {
    return { ok: false, failure: outcomeOf(error, HANDLED) };
  }
}

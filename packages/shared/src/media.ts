import { z } from './zod';

/** What the back office's media upload accepts, by the type found in the file's bytes. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
/** Largest photo and tour video the upload takes (bytes, counted while the file streams in). */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 300 * 1024 * 1024;
/**
 * How long one upload may take, from its first byte to the answer, at the API and at the site's proxy:
 * 300 MB in 15 minutes is about 2.7 Mbit/s. Every other request keeps REQUEST_TIMEOUT_MS.
 */
export const MEDIA_UPLOAD_TIMEOUT_MS = 15 * 60_000;
/** Every photo is stored as WebP, whatever it came as (docs/decisions/0024-media-storage.md). */
export const STORED_IMAGE_TYPE = 'image/webp';
/** Stored photos are at most this many pixels on their long side (never enlarged). */
export const MAX_IMAGE_SIDE = 2560;

/**
 * The answer of POST /api/admin/media/: the stored file's address on the site, its type and size;
 * width and height for a photo (after rotation and resizing), null for a video.
 */
export const mediaUploadSchema = z.object({
  url: z.string(),
  type: z.enum([STORED_IMAGE_TYPE, ...VIDEO_TYPES]),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type MediaUpload = z.infer<typeof mediaUploadSchema>;

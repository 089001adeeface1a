import { createHash, randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import pLimit from 'p-limit';
import sharp, { type OutputInfo } from 'sharp';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, MAX_VIDEO_BYTES, type MediaUpload, STORED_IMAGE_TYPE } from '@app/shared';
import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../errors.js';
import { SNIFF_BYTES, type SniffedType, sniff } from './sniff.js';
import type { MediaStorage } from './storage.js';

/** Where the site serves stored files: `${MEDIA_URL_PREFIX}/${key}`. */
export const MEDIA_URL_PREFIX = '/media/uploads';

export interface MediaLimits {
  imageBytes: number;
  videoBytes: number;
}

const DEFAULT_MEDIA_LIMITS: MediaLimits = { imageBytes: MAX_IMAGE_BYTES, videoBytes: MAX_VIDEO_BYTES };

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The source's chunks, failing with 413 as soon as more than `limit` bytes have come. */
async function* counted(source: AsyncIterable<Buffer>, limit: number, what: string): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > limit) throw new PayloadTooLargeError(`The ${what} is larger than ${megabytes(limit)}.`);
    yield chunk;
  }
}

/** Reads the first SNIFF_BYTES of a stream; `rest` is the whole stream again, those bytes included. */
async function peek(source: AsyncGenerator<Buffer>): Promise<{ head: Buffer; rest: AsyncGenerator<Buffer> }> {
  const seen: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await source.next();
    if (next.done) break;
    seen.push(next.value);
    length += next.value.length;
  }
  async function* rest() {
    yield* seen;
    yield* source;
  }
  return { head: Buffer.concat(seen), rest: rest() };
}

/** Frees the upload's stream when the file is refused before it is read to the end. */
async function discard(source: AsyncGenerator<Buffer>) {
  await source.return(undefined);
}

const EXTENSIONS: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

/**
 * libwebp's effort (0-6, default 4): 2 encodes a 2560 px photo about 2.5 times faster than 4 for files a
 * few per cent larger, which keeps several uploads at once within the time per photo.
 */
const WEBP_EFFORT = 2;

/** A stored name from the content: `ab/cd/<sha256>.webp`. */
function contentKey(bytes: Buffer, extension: string): string {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return `${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}.${extension}`;
}

/**
 * Uploaded photos and tour videos: checked by their bytes, photos normalised (EXIF rotation applied,
 * every metadata block dropped, at most MAX_IMAGE_SIDE px on the long side, WebP) and stored under the
 * hash of what is stored; videos streamed to storage as they come (docs/decisions/0024-media-storage.md).
 */
export class MediaService {
  constructor(
    readonly storage: MediaStorage,
    private readonly limits: MediaLimits = DEFAULT_MEDIA_LIMITS,
  ) {
    // libvips' operation cache keeps decoded images around for reuse; an upload never reuses one.
    sharp.cache(false);
  }

  /**
   * Photos decoded at the same time: one per core. Each decode holds the whole image (a 12-megapixel photo
   * is 36 MB of pixels) and libvips already spreads one over the cores, so more at once only adds memory
   * and switching; the others wait, their bytes held back by the connection (decision 0024).
   */
  private readonly decoding = pLimit(availableParallelism());

  url(key: string): string {
    return `${MEDIA_URL_PREFIX}/${key}`;
  }

  /** Stores one uploaded file; 415 for anything that is not a photo or video this site takes, 413 past its limit. */
  async upload(file: AsyncIterable<Buffer>): Promise<MediaUpload> {
    // The larger limit applies until the bytes say what the file is.
    const source = counted(file, Math.max(this.limits.imageBytes, this.limits.videoBytes), 'file');
    const { head, rest } = await peek(source);
    const type = sniff(head);
    if (type === 'video/mp4' || type === 'video/webm') return this.storeVideo(type, rest);
    if (type === undefined || type === 'image/heic') {
      await discard(rest);
      throw new UnsupportedMediaTypeError(
        type === 'image/heic'
          ? 'HEIC photos cannot be read here: export them as JPEG first.'
          : 'The file is not a JPEG, PNG, WebP or AVIF photo, nor an MP4 or WebM video.',
      );
    }
    return this.storeImage(type, counted(rest, this.limits.imageBytes, 'photo'));
  }

  private async storeImage(_type: SniffedType, source: AsyncGenerator<Buffer>): Promise<MediaUpload> {
    return this.decoding(() => this.normalise(source));
  }

  private async normalise(source: AsyncGenerator<Buffer>): Promise<MediaUpload> {
    // No metadata is kept unless asked for (withMetadata/keepMetadata): EXIF, GPS, XMP, ICC are dropped;
    // rotate() applies the EXIF orientation first.
    const image = sharp({ failOn: 'error', limitInputPixels: 100_000_000, sequentialRead: true })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: WEBP_EFFORT });
    const input = Readable.from(source);
    const failed = new Promise<never>((_, reject) => {
      input.once('error', (error) => {
        image.destroy();
        reject(error);
      });
    });
    failed.catch(() => {});
    input.pipe(image);
    let output: { data: Buffer; info: OutputInfo };
    try {
      output = await Promise.race([image.toBuffer({ resolveWithObject: true }), failed]);
    } catch (error) {
      input.destroy();
      if (error instanceof AppError) throw error;
      throw new UnsupportedMediaTypeError(
        'The photo could not be read: it is damaged or not what its first bytes say.',
      );
    }
    const { data, info } = output;
    const key = contentKey(data, 'webp');
    await this.storage.put(key, data, STORED_IMAGE_TYPE);
    return { url: this.url(key), type: STORED_IMAGE_TYPE, bytes: data.length, width: info.width, height: info.height };
  }

  private async storeVideo(type: 'video/mp4' | 'video/webm', source: AsyncGenerator<Buffer>): Promise<MediaUpload> {
    const key = `video/${randomUUID()}.${EXTENSIONS[type]}`;
    const { bytes } = await this.storage.put(
      key,
      Readable.from(counted(source, this.limits.videoBytes, 'video')),
      type,
    );
    return { url: this.url(key), type, bytes, width: null, height: null };
  }
}

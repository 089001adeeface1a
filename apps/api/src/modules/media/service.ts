import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import {
  DECODE_PIXEL_BUDGET,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  MAX_INPUT_PIXELS,
  MAX_VIDEO_BYTES,
  type MediaUpload,
  PixelBudget,
  PixelBudgetFull,
  STORED_IMAGE_TYPE,
} from '@app/shared';
import { PayloadTooLargeError, ServiceBusyError, UnsupportedMediaTypeError } from '../../errors.js';
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
 * The pixels this process decodes at once, whatever the cores and however many services it builds (one
 * per app): DECODE_PIXEL_BUDGET, two 12-megapixel photos; a larger one, up to MAX_INPUT_PIXELS, alone.
 * Past 16 waiting, an upload is answered 503 with Retry-After (each waiting photo holds its bytes, at most
 * MAX_IMAGE_BYTES).
 */
export const decodeBudget = new PixelBudget(DECODE_PIXEL_BUDGET, 16);

/** The photo's bytes, whole: sharp reads a stream whole before it decodes anyway. */
async function readWhole(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const unreadable = () =>
  new UnsupportedMediaTypeError('The photo could not be read: it is damaged or not what its first bytes say.');

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
    /** Photos are decoded within it (decodeBudget, the process's one; tests give their own). */
    private readonly budget: PixelBudget = decodeBudget,
  ) {
    // libvips' operation cache keeps decoded images around for reuse; an upload never reuses one.
    sharp.cache(false);
  }

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

  /**
   * A photo is decoded once its pixels fit in the process's budget (its header says how many, before
   * anything is decoded): memory is bounded by the pixels decoded at once, not by how many photos or cores
   * (docs/decisions/0043). A photo over MAX_INPUT_PIXELS is refused before it is decoded.
   */
  private async storeImage(_type: SniffedType, source: AsyncGenerator<Buffer>): Promise<MediaUpload> {
    const bytes = await readWhole(source);
    let pixels: number;
    try {
      // The header only (sharp's own limit is off here: the photo's size is checked just below, with a
      // clearer answer than "could not be read").
      const { width = 0, height = 0 } = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
      pixels = width * height;
    } catch {
      throw unreadable();
    }
    if (pixels > MAX_INPUT_PIXELS) {
      throw new PayloadTooLargeError(`The photo has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
    }
    try {
      return await this.budget.run(pixels, () => this.normalise(bytes));
    } catch (error) {
      if (!(error instanceof PixelBudgetFull)) throw error;
      throw new ServiceBusyError('Many photos are being processed right now: send this one again in a minute.', 60);
    }
  }

  private async normalise(bytes: Buffer): Promise<MediaUpload> {
    // No metadata is kept unless asked for (withMetadata/keepMetadata): EXIF, GPS, XMP, ICC are dropped;
    // rotate() applies the EXIF orientation first.
    let output;
    try {
      output = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
        .rotate()
        .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw unreadable();
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

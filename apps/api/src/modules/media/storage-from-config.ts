import type { MediaStorageOptions } from '../../config.js';
import { S3Storage } from './s3-storage.js';
import { LocalStorage, type MediaStorage } from './storage.js';

/** The storage the configuration names (MEDIA_DIR, or the S3_* variables). */
export function mediaStorage(options: MediaStorageOptions): MediaStorage {
  return options.kind === 's3' ? new S3Storage(options) : new LocalStorage(options.dir);
}

import type { MediaStorageOptions } from '../../config.js';
import { LocalStorage, type MediaStorage } from './storage.js';

/** The storage the configuration names (MEDIA_DIR, or the S3_* variables). */
export function mediaStorage(options: MediaStorageOptions): MediaStorage {
  return new LocalStorage(options.dir);
}

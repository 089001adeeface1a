import type { MediaStorageOptions } from '../../config.js';
import { LocalStorage, type MediaStorage } from './storage.js';

/**
 * The storage the configuration names (MEDIA_DIR, or the S3_* variables). The S3 client is loaded only
 * for S3: the AWS SDK costs about 20 MB of resident memory and 0.3 s at start (docs/decisions/0047-memory.md).
 */
export async function mediaStorage(options: MediaStorageOptions): Promise<MediaStorage> {
  if (options.kind !== 's3') return new LocalStorage(options.dir);
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage(options);
}

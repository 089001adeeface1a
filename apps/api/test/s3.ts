import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3Storage } from '../src/modules/media/s3-storage.js';

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 and a free port, with a directory and a bucket of
 * its own, and an S3Storage pointed at it; `stop` closes both and removes the directory.
 */
export async function startS3(): Promise<{ storage: S3Storage; stop: () => Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const bucket = 'media-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const storage = new S3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    storage,
    stop: async () => {
      storage.close();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

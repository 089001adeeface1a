import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type MediaStorage, type StoredBody, type StoredFile, contentTypeOf, isMediaKey } from './storage.js';

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO, s3rver, most S3-compatible services) rather than in the host name. */
  forcePathStyle: boolean;
}

/**
 * An S3-compatible bucket shared by every API replica. Large files go up in parts as they stream in
 * (lib-storage's Upload, 5 MB parts, two at a time); a failed upload is aborted, so nothing is left
 * under the key.
 */
export class S3Storage implements MediaStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions, extra: Partial<S3ClientConfig> = {}) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      ...extra,
    });
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<{ bytes: number }> {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key.slice(0, 100)}`);
    let bytes = 0;
    const counted = Buffer.isBuffer(body)
      ? body
      : body.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: contentType },
      queueSize: 2,
      partSize: 5 * 1024 * 1024,
      leavePartsOnError: false,
    });
    await upload.done();
    return { bytes: Buffer.isBuffer(body) ? body.length : bytes };
  }

  async get(key: string): Promise<StoredBody | undefined> {
    if (!isMediaKey(key)) return undefined;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) return undefined;
      return { body: answer.Body, bytes: answer.ContentLength ?? 0, contentType: contentTypeOf(key) };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(): AsyncIterable<StoredFile> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      for (const item of page.Contents ?? []) {
        if (!item.Key || !isMediaKey(item.Key)) continue;
        yield { key: item.Key, bytes: item.Size ?? 0, storedAt: item.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close() {
    this.client.destroy();
  }
}

import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { OnModuleDestroy } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { assertStorageKey } from './storage-key.js';
import { type ByteRange, type Storage, type StoredObject, type StoredObjectInfo, StorageNotFoundError } from './storage.port.js';

export interface S3StorageConfig {
  bucket: string;
  /** The server's URL; S3-compatible servers (MinIO, Ceph, s3rver) are addressed by path, not by bucket host name. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

function notFoundOr(key: string, error: unknown): never {
  if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) throw new StorageNotFoundError(key);
  throw error;
}

/** "bytes 0-99/1234" → 1234 */
function totalOf(contentRange: string | undefined, contentLength: number | undefined): number {
  const total = contentRange ? Number(contentRange.split('/')[1]) : NaN;
  return Number.isInteger(total) ? total : (contentLength ?? 0);
}

/** Objects in one bucket of an S3-compatible server, chosen when the S3_* variables are set. */
export class S3Storage implements Storage, OnModuleDestroy {
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 demands them: many S3-compatible servers reject the SDK's default trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    assertStorageKey(key);
    // Upload sends a stream of unknown length in parts; a small body goes as one PutObject.
    await new Upload({ client: this.client, params: { Bucket: this.config.bucket, Key: key, Body: body, ContentType: contentType } }).done();
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject> {
    assertStorageKey(key);
    const object = await this.client
      .send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }))
      .catch((error: unknown) => notFoundOr(key, error));
    return {
      size: totalOf(object.ContentRange, object.ContentLength),
      contentType: object.ContentType ?? DEFAULT_CONTENT_TYPE,
      stream: object.Body as Readable,
    };
  }

  async stat(key: string): Promise<StoredObjectInfo> {
    assertStorageKey(key);
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key })).catch((error: unknown) => notFoundOr(key, error));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? DEFAULT_CONTENT_TYPE };
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async list(after: string | null, limit: number): Promise<string[]> {
    const page = await this.client.send(
      new ListObjectsV2Command({ Bucket: this.config.bucket, MaxKeys: limit, ...(after === null ? {} : { StartAfter: after }) }),
    );
    return (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../src/integrations/storage/s3.storage.js';

export interface LocalS3 {
  /** What S3Storage needs to use the server's one bucket (also as S3_* variables: `env`). */
  config: S3StorageConfig;
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free local port with one empty bucket; no network needed. */
export async function startLocalS3(bucket = 'crm-files'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'crm-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  const config: S3StorageConfig = { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    config,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: config.endpoint, S3_REGION: config.region, S3_ACCESS_KEY_ID: config.accessKeyId, S3_SECRET_ACCESS_KEY: config.secretAccessKey },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

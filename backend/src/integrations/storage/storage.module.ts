import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { S3Storage } from './s3.storage.js';
import { STORAGE, type Storage } from './storage.port.js';

/** The storage adapter comes from the S3_* variables (local disk under DATA_DIR/files by default); nothing outside this module knows which one runs. */
@Module({
  providers: [
    {
      provide: STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Storage => (config.s3Storage ? new S3Storage(config.s3Storage) : new LocalDiskStorage(join(config.dataDir, 'files'))),
    },
  ],
  exports: [STORAGE],
})
export class StorageModule {}

import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { S3Storage } from './s3.storage.js';
import { KeyRing } from '../../common/security/key-ring.js';
import { SealedStorage } from './sealed.storage.js';
import { STORAGE, STORAGE_KEY_ROTATION } from './storage.port.js';

/**
 * The storage adapter comes from the S3_* variables (local disk under DATA_DIR/files by default), and every object in
 * it is sealed with the data encryption key; nothing outside this module knows which adapter runs.
 */
@Module({
  providers: [
    {
      provide: SealedStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): SealedStorage =>
        new SealedStorage(
          config.s3Storage ? new S3Storage(config.s3Storage) : new LocalDiskStorage(join(config.dataDir, 'files')),
          new KeyRing(config.dataEncryptionKey, config.dataEncryptionKeyPrevious),
        ),
    },
    { provide: STORAGE, useExisting: SealedStorage },
    { provide: STORAGE_KEY_ROTATION, useExisting: SealedStorage },
  ],
  exports: [STORAGE, STORAGE_KEY_ROTATION],
})
export class StorageModule {}

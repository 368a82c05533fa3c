import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { backgroundJob } from '../../common/jobs/background-job.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DataKeyRotationService } from './data-key-rotation.service.js';
import { DocumentsPurgeService } from './documents-purge.service.js';

/**
 * The retention rule is a daily one, checked hourly (like the leavers' switch-off) so a restart or the server's own
 * time zone never delays it by a day; a leaver is purged once, on the first run of the day after the period.
 */
const RETENTION_SCHEDULE = CronExpression.EVERY_HOUR;
/** The key rotation: a row read once it is done for the current key, so hourly costs nothing. */
const KEY_ROTATION_SCHEDULE = CronExpression.EVERY_HOUR;

@Injectable()
export class DocumentsVaultCron {
  private readonly purgeExpired: () => Promise<void>;
  private readonly rotateKeys: () => Promise<void>;

  constructor(purges: DocumentsPurgeService, rotation: DataKeyRotationService, @Inject(APP_CONFIG) config: AppConfig) {
    this.purgeExpired = backgroundJob('DocumentsRetention', config, () => purges.purgeExpired());
    this.rotateKeys = backgroundJob('DataKeyRotation', config, () => rotation.rotate());
  }

  @Cron(RETENTION_SCHEDULE)
  onRetentionSchedule(): Promise<void> {
    return this.purgeExpired();
  }

  @Cron(KEY_ROTATION_SCHEDULE)
  onKeyRotationSchedule(): Promise<void> {
    return this.rotateKeys();
  }
}

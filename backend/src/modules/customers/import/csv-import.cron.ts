import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { CsvImportService } from './csv-import.service.js';

@Injectable()
export class CsvImportCron {
  constructor(private readonly imports: CsvImportService) {}

  /** Hourly: drop staged uploads nobody committed within a day. */
  @Cron(CronExpression.EVERY_HOUR)
  async removeExpiredImports(): Promise<void> {
    await this.imports.removeExpired();
  }
}

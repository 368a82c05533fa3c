import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { EmployeeErrors } from './employee.errors.js';

/** Uploads a user may send in a minute (five photos, each chosen a few times over, fit easily). */
export const MAX_UPLOADS_A_MINUTE = 20;

/**
 * The per-user upload rate, counted in PostgreSQL (table `upload_rate_limits`, migration UploadRateLimits) so every
 * instance and process shares it: one atomic upsert per upload (rate-limiter-flexible). Counted on the wall clock,
 * like any rate: it protects the server's CPU, not a business rule.
 */
@Injectable()
export class UploadRate {
  private readonly limiter: RateLimiterPostgres;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.limiter = new RateLimiterPostgres({
      storeClient: dataSource,
      storeType: 'typeorm',
      tableName: 'upload_rate_limits',
      tableCreated: true,
      keyPrefix: 'upload',
      points: MAX_UPLOADS_A_MINUTE,
      duration: 60,
    });
  }

  /** Counts one upload by `userId`; 429 past the limit. */
  async count(userId: number): Promise<void> {
    try {
      await this.limiter.consume(String(userId));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw EmployeeErrors.tooManyUploads(MAX_UPLOADS_A_MINUTE, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
    }
  }
}

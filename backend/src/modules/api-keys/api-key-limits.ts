import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import type { ApiKeyIdentity } from '../../common/security/api-key-principal.js';
import { LOGIN_THROTTLE } from '../auth/login-throttle.js';
import { ApiKeysErrors } from './api-keys.errors.js';
import { MAX_RATE_LIMIT_PER_MINUTE } from './dto/api-key.dto.js';

const WINDOW_SECONDS = 60;
const POLICY = 'per-key';

/**
 * The per-key request budget and the per-address count of failed bearer authentications, both in PostgreSQL
 * (rate-limiter-flexible's store, table `api_key_rate_limits`) so every instance shares them. The budget is a
 * fixed one-minute window; one limiter serves every key (its points are the highest budget) and each key's own
 * budget is compared with the count it answers. Failures follow the sign-in limit for an address: a wrong key from
 * an address that failed `perAddress` times in `addressWindowMinutes` waits out the window. Counted on the wall
 * clock, like any rate.
 */
@Injectable()
export class ApiKeyLimits {
  private readonly budget: RateLimiterPostgres;
  private readonly failures: RateLimiterPostgres;

  constructor(@InjectDataSource() dataSource: DataSource) {
    const store = { storeClient: dataSource, storeType: 'typeorm', tableName: 'api_key_rate_limits', tableCreated: true } as const;
    this.budget = new RateLimiterPostgres({ ...store, keyPrefix: 'key', points: MAX_RATE_LIMIT_PER_MINUTE, duration: WINDOW_SECONDS });
    this.failures = new RateLimiterPostgres({
      ...store,
      keyPrefix: 'bearer-fail',
      points: LOGIN_THROTTLE.perAddress,
      duration: LOGIN_THROTTLE.addressWindowMinutes * 60,
    });
  }

  /** 429 while the address is waiting out its failed authentications. */
  async refuseIfBlocked(address: string): Promise<void> {
    const state = await this.failures.get(address);
    if (state && state.consumedPoints >= LOGIN_THROTTLE.perAddress) throw ApiKeysErrors.tooManyFailures(state.msBeforeNext / 1000);
  }

  async countFailure(address: string): Promise<void> {
    await this.failures.consume(address).catch((refusal: unknown) => {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
    });
  }

  /** Spends one request of the key's budget and says so in the IETF draft's headers; 429 with Retry-After past it. */
  async spend(key: ApiKeyIdentity, response: Response): Promise<void> {
    const state = await this.budget.consume(String(key.id)).catch((refusal: unknown) => {
      if (refusal instanceof RateLimiterRes) return refusal;
      throw refusal;
    });
    const resetSeconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    const limit = key.rateLimitPerMinute;
    response.setHeader('RateLimit-Policy', `"${POLICY}";q=${limit};w=${WINDOW_SECONDS}`);
    response.setHeader('RateLimit', `"${POLICY}";r=${Math.max(0, limit - state.consumedPoints)};t=${resetSeconds}`);
    if (state.consumedPoints > limit) {
      response.setHeader('Retry-After', String(resetSeconds));
      throw ApiKeysErrors.overBudget(limit);
    }
  }
}

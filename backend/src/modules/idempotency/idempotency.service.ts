import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { inAmbientTransaction } from '../../common/database/transactions.js';
import { ADVISORY_LOCKS, tryLockForTransaction } from '../../common/jobs/advisory-locks.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { IdempotencyErrors } from './idempotency.errors.js';

/** How long a key's answer is kept and replayed. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** One caller's request under one Idempotency-Key. */
export interface KeyedRequest {
  principal: string;
  key: string;
  fingerprint: string;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** Idempotent writes (`idempotency_keys`): each key's first answer, kept for 24 hours. */
@Injectable()
export class IdempotencyService {
  private readonly logger = new Logger(IdempotencyService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
  ) {}

  /**
   * Does `work` once per key: in one transaction that holds the key's lock (another request under it meanwhile is
   * refused with 409), joined by the services' transactions, and that stores the answer, so the work and its record
   * commit together or not at all. A key already answered replays that answer for the same request, 422 for another.
   */
  once(request: KeyedRequest, work: () => Promise<Answer>): Promise<Answer & { replayed: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await tryLockForTransaction(manager, ADVISORY_LOCKS.idempotencyKey(request.principal, request.key)))) throw IdempotencyErrors.inFlight();
      const stored = await this.answered(manager, request);
      if (stored) {
        if (stored.fingerprint !== request.fingerprint) throw IdempotencyErrors.reused();
        return { status: stored.status, body: stored.body, replayed: true };
      }
      const answer = await inAmbientTransaction(manager, work);
      await manager.query(
        `INSERT INTO idempotency_keys (principal, key, fingerprint, status, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (principal, key) DO UPDATE SET fingerprint = $3, status = $4, body = $5, created_at = $6`,
        [request.principal, request.key, request.fingerprint, answer.status, JSON.stringify(answer.body ?? null), this.clock.now()],
      );
      return { ...answer, replayed: false };
    });
  }

  /** Drops the answers older than the window (hourly; an expired one still there is ignored and overwritten). */
  async removeExpired(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await tryLockForTransaction(manager, ADVISORY_LOCKS.idempotencyCleanup))) return 0;
      const [, removed] = await manager.query('DELETE FROM idempotency_keys WHERE created_at <= $1', [this.windowStart()]);
      if (removed) this.logger.log(`Removed ${removed} expired idempotency keys`);
      return removed ?? 0;
    });
  }

  private async answered(manager: EntityManager, request: KeyedRequest): Promise<(Answer & { fingerprint: string }) | undefined> {
    const [row] = await manager.query(
      'SELECT fingerprint, status, body FROM idempotency_keys WHERE principal = $1 AND key = $2 AND created_at > $3',
      [request.principal, request.key, this.windowStart()],
    );
    return row;
  }

  private windowStart(): Date {
    return new Date(this.clock.now().getTime() - IDEMPOTENCY_WINDOW_MS);
  }
}

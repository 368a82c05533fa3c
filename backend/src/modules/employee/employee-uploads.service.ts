import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ADVISORY_LOCKS, lockForTransaction, tryLockForTransaction } from '../../common/jobs/advisory-locks.js';
import { claimJobPeriod, startOfHour } from '../../common/jobs/job-periods.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { STORAGE, type Storage } from '../../integrations/storage/storage.port.js';
import { PHOTO_FIELDS } from './employee-rules.js';
import type { DocumentKind } from './employee.enums.js';
import type { NormalisedImage } from './image-normaliser.js';

/**
 * Uploads no profile holds that a user keeps per kind. A newer upload removes the oldest beyond these (rather than
 * refusing it): the form keeps only the last photo chosen for a field, so the older ones are never used.
 */
export const UNREFERENCED_KEPT_PER_KIND = 3;
/** An upload no profile holds is removed this long after it was made (the form is saved long before). */
const KEPT_FOR = '24 hours';
/** Stale uploads removed per transaction (a storage delete each). */
const BATCH = 500;

/** SQL over upload `u`: whether its owner's profile holds it in one of the photo fields. */
const HELD_BY_PROFILE = `EXISTS (SELECT 1 FROM employee_details e WHERE e.user_id = u.owner_id
  AND u.key IN (${Object.keys(PHOTO_FIELDS).map((field) => `e.${field}`).join(', ')}))`;

/**
 * The document photos stored, listed in `employee_uploads` (owner, kind, when), so the ones no profile holds are
 * capped and cleaned up whichever storage adapter keeps them: the database says what to delete, the storage port
 * deletes it.
 */
@Injectable()
export class EmployeeUploadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STORAGE) private readonly storage: Storage,
    private readonly clock: BusinessClock,
  ) {}

  /**
   * Stores a new photo under `key` and lists it; the owner's oldest uploads of that kind no profile holds, beyond
   * UNREFERENCED_KEPT_PER_KIND, go in the same transaction (one upload of a user at a time, so the cap holds).
   */
  async store(ownerId: number, kind: DocumentKind, key: string, image: NormalisedImage): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        await lockForTransaction(manager, ADVISORY_LOCKS.uploadsOfUser(ownerId));
        await manager.query(`INSERT INTO employee_uploads (key, owner_id, kind, uploaded_at) VALUES ($1, $2, $3, $4)`, [key, ownerId, kind, this.clock.now()]);
        const [evicted]: [{ key: string }[], number] = await manager.query(
          `DELETE FROM employee_uploads WHERE key IN (
             SELECT u.key FROM employee_uploads u WHERE u.owner_id = $1 AND u.kind = $2 AND NOT ${HELD_BY_PROFILE}
              ORDER BY u.uploaded_at DESC, u.key OFFSET $3)
           RETURNING key`,
          [ownerId, kind, UNREFERENCED_KEPT_PER_KIND],
        );
        await this.storage.put(key, image.bytes, image.contentType);
        for (const old of evicted) await this.storage.delete(old.key);
      });
    } catch (error) {
      // Nothing half-done stays: the listing rolled back, so the new file goes too (if it was written).
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  /**
   * The hourly clean-up: uploads no profile holds, made more than a day ago, are deleted from the storage and the
   * list. The first instance to run in an hour claims it (job_runs), under an advisory lock; each batch is one
   * transaction, so a run cut short leaves the rest listed for the next. Answers how many went.
   */
  async removeStale(): Promise<number> {
    const now = this.clock.now();
    if (!(await claimJobPeriod(this.dataSource, 'uploads-cleanup', startOfHour(now), now))) return 0;
    let removed = 0;
    let batch: number;
    do {
      batch = await this.dataSource.transaction(async (manager) => {
        if (!(await tryLockForTransaction(manager, ADVISORY_LOCKS.uploadsCleanup))) return 0;
        const [stale]: [{ key: string }[], number] = await manager.query(
          `DELETE FROM employee_uploads WHERE key IN (
             SELECT u.key FROM employee_uploads u WHERE u.uploaded_at <= $1::timestamptz - $2::interval AND NOT ${HELD_BY_PROFILE}
              ORDER BY u.uploaded_at LIMIT $3 FOR UPDATE SKIP LOCKED)
           RETURNING key`,
          [now, KEPT_FOR, BATCH],
        );
        for (const { key } of stale) await this.storage.delete(key);
        return stale.length;
      });
      removed += batch;
    } while (batch === BATCH);
    return removed;
  }
}

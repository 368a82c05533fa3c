import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ADVISORY_LOCKS, tryLockForTransaction } from '../../common/jobs/advisory-locks.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { STORAGE, type Storage } from '../../integrations/storage/storage.port.js';
import { AuditService } from '../audit/audit.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { documentsPurgedText } from './employee.service.js';
import { EmployeeErrors } from './employee.errors.js';

/** Leavers purged per transaction by the daily rule (a few storage deletes each). */
const BATCH = 50;
/** Storage keys listed per call while finding a user's files. */
const LIST_PAGE = 100;

/**
 * Leavers' documents (issue 31): `documentRetentionDays` after the last working date (default 180) the photos are
 * deleted and the Aadhaar, PAN and bank fields emptied; the name and dates stay, with a tombstone saying when and
 * why. An admin can purge one employee's documents at once, with a reason. Every purge is one transaction with its
 * audit row; the files go inside it, before the commit, so a purge that fails leaves at worst files already gone
 * (never a "purged" profile whose files remain), and the next run finishes it.
 */
@Injectable()
export class DocumentsPurgeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STORAGE) private readonly storage: Storage,
    private readonly clock: BusinessClock,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The daily rule: every leaver whose last working date lies more than the retention period before today. Safe on
   * several instances at once and when rerun: rows are claimed FOR UPDATE SKIP LOCKED, and a purged profile is never
   * chosen again. Answers how many were purged.
   */
  async purgeExpired(): Promise<number> {
    const days = await this.settings.get('documentRetentionDays');
    const today = this.clock.today();
    let purged = 0;
    let batch: number;
    do {
      batch = await this.dataSource.transaction(async (manager) => {
        if (!(await tryLockForTransaction(manager, ADVISORY_LOCKS.documentsRetention))) return 0;
        const due: { user_id: number }[] = await manager.query(
          `SELECT user_id FROM employee_details
            WHERE documents_purged_on IS NULL AND last_working_date IS NOT NULL AND last_working_date + $1::int < $2::date
            ORDER BY user_id LIMIT $3 FOR UPDATE SKIP LOCKED`,
          [days, today, BATCH],
        );
        for (const { user_id } of due) await this.purge(manager, user_id, 'retention', null, { retention_days: days });
        return due.length;
      });
      purged += batch;
    } while (batch === BATCH);
    return purged;
  }

  /** An admin's purge of one employee's documents now; 404 without a profile, 409 when already purged. */
  async purgeNow(userId: number, reason: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [profile]: { documents_purged_on: string | null; documents_purge_rule: 'retention' | 'admin' | null }[] = await manager.query(
        `SELECT documents_purged_on::text AS documents_purged_on, documents_purge_rule FROM employee_details WHERE user_id = $1 FOR UPDATE`,
        [userId],
      );
      if (!profile) throw EmployeeErrors.notFound();
      if (profile.documents_purged_on) throw EmployeeErrors.alreadyPurged(documentsPurgedText(profile.documents_purged_on, profile.documents_purge_rule));
      await this.purge(manager, userId, 'admin', reason, {});
    });
  }

  private async purge(manager: EntityManager, userId: number, rule: 'retention' | 'admin', reason: string | null, facts: Record<string, unknown>): Promise<void> {
    await manager.query(
      `UPDATE employee_details SET aadhaar_no_encrypted = '\\x'::bytea, pan_no = '', bank_name = '', bank_account_number = '', ifsc_code = '',
              self_photo_url = '', aadhaar_photo_front_url = '', aadhaar_photo_back_url = '', pan_photo_url = '', dra_photo_url = NULL,
              documents_purged_on = $2, documents_purge_rule = $3, updated_at = now()
        WHERE user_id = $1`,
      [userId, this.clock.today(), rule],
    );
    await manager.query(`DELETE FROM employee_uploads WHERE owner_id = $1`, [userId]);
    const files = await this.filesOf(userId);
    await this.audit.record(manager, {
      entity: 'employee_details',
      entityId: userId,
      action: 'purge_documents',
      facts: { rule, files: files.length, ...facts },
      reason,
    });
    for (const key of files) await this.storage.delete(key);
  }

  /** Every stored file of the user (`uploads/<id>/…`), listed or not (photos from before uploads were listed too). */
  private async filesOf(userId: number): Promise<string[]> {
    const prefix = `uploads/${userId}/`;
    const keys: string[] = [];
    let after = prefix;
    for (;;) {
      const page = await this.storage.list(after, LIST_PAGE);
      const mine = page.filter((key) => key.startsWith(prefix));
      keys.push(...mine);
      if (mine.length < LIST_PAGE) return keys;
      after = mine[mine.length - 1];
    }
  }
}

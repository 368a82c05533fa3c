import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ADVISORY_LOCKS, ifSessionLockFree } from '../../common/jobs/advisory-locks.js';
import { KeyRing } from '../../common/security/key-ring.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { STORAGE_KEY_ROTATION, type StorageKeyRotation } from '../../integrations/storage/storage.port.js';
import { AuditService } from '../audit/audit.service.js';
import { decryptAadhaar, encryptAadhaar } from './aadhaar-cipher.js';

/** Storage keys handled between two saves of the cursor. */
const OBJECTS_PAGE = 100;
/** Aadhaar numbers re-encrypted per transaction. */
const ROWS_BATCH = 200;

export interface RotationRun {
  /** Objects re-wrapped to the current key, or sealed (clear ones from before issue 31). */
  objects: number;
  /** Aadhaar numbers re-encrypted with the current key. */
  rows: number;
}

/**
 * Moves what is at rest to DATA_ENCRYPTION_KEY (issue 31): every stored object's data key re-wrapped (the content
 * is not re-encrypted; only the header changes), clear objects from before sealed, and every Aadhaar number not yet
 * under the current key re-encrypted. Resumable: the walk over the storage saves its cursor per target key in
 * `data_key_rotations` and continues from it after a crash or restart; idempotent: an object or number already
 * under the current key is left alone. One instance at a time (a session advisory lock: the work calls the storage
 * between its transactions). Once both parts are done for the current key, a run is one row read.
 */
@Injectable()
export class DataKeyRotationService {
  private readonly logger = new Logger(DataKeyRotationService.name);
  private readonly keys: KeyRing;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STORAGE_KEY_ROTATION) private readonly storage: StorageKeyRotation,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.keys = new KeyRing(config.dataEncryptionKey, config.dataEncryptionKeyPrevious);
  }

  /** Answers what this run moved, or null when another instance is rotating. */
  rotate(): Promise<RotationRun | null> {
    return ifSessionLockFree(this.dataSource, ADVISORY_LOCKS.dataKeyRotation, () => this.run(), () => null);
  }

  private async run(): Promise<RotationRun> {
    const keyId = this.keys.current.id.toString('hex');
    await this.dataSource.query(`INSERT INTO data_key_rotations (key_id) VALUES ($1) ON CONFLICT DO NOTHING`, [keyId]);
    const [progress]: { objects_after: string | null; objects_done: boolean; rows_done: boolean }[] = await this.dataSource.query(
      `SELECT objects_after, objects_done_at IS NOT NULL AS objects_done, rows_done_at IS NOT NULL AS rows_done FROM data_key_rotations WHERE key_id = $1`,
      [keyId],
    );
    const run: RotationRun = { objects: 0, rows: 0 };
    if (!progress.objects_done) run.objects = await this.rewrapObjects(keyId, progress.objects_after);
    if (!progress.rows_done) run.rows = await this.reencryptAadhaar(keyId);
    // Progress towards other keys is void now: rotating back to one of them walks everything again.
    await this.dataSource.query(`DELETE FROM data_key_rotations WHERE key_id <> $1`, [keyId]);
    if (run.objects + run.rows > 0) this.logger.log(`Moved ${run.objects} stored objects and ${run.rows} Aadhaar numbers to key ${keyId}`);
    return run;
  }

  private async rewrapObjects(keyId: string, from: string | null): Promise<number> {
    let after = from;
    let moved = 0;
    for (;;) {
      const page = await this.storage.list(after, OBJECTS_PAGE);
      for (const key of page) {
        const outcome = await this.storage.rewrap(key);
        if (outcome === 'rewrapped' || outcome === 'sealed') moved += 1;
      }
      if (page.length > 0) after = page[page.length - 1];
      const done = page.length < OBJECTS_PAGE;
      await this.dataSource.query(`UPDATE data_key_rotations SET objects_after = $2, objects_done_at = CASE WHEN $3 THEN $4::timestamptz END WHERE key_id = $1`, [
        keyId,
        after,
        done,
        this.clock.now(),
      ]);
      if (done) return moved;
    }
  }

  private async reencryptAadhaar(keyId: string): Promise<number> {
    const current = Buffer.concat([Buffer.from([2]), this.keys.current.id]);
    let moved = 0;
    let batch: number;
    do {
      batch = await this.dataSource.transaction(async (manager) => {
        const rows: { user_id: number; aadhaar_no_encrypted: Buffer }[] = await manager.query(
          `SELECT user_id, aadhaar_no_encrypted FROM employee_details
            WHERE length(aadhaar_no_encrypted) > 0 AND substring(aadhaar_no_encrypted FROM 1 FOR 9) <> $1
            ORDER BY user_id LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [current, ROWS_BATCH],
        );
        if (rows.length === 0) return 0;
        for (const row of rows) {
          const digits = decryptAadhaar(this.keys, row.user_id, row.aadhaar_no_encrypted);
          await manager.query(`UPDATE employee_details SET aadhaar_no_encrypted = $2 WHERE user_id = $1`, [row.user_id, encryptAadhaar(this.keys, row.user_id, digits)]);
        }
        await this.audit.record(manager, {
          entity: 'employee_details',
          entityId: rows[0].user_id,
          action: 'reencrypt',
          facts: { aadhaar_numbers: rows.length, users: rows.map((row) => row.user_id), key_id: keyId },
        });
        return rows.length;
      });
      moved += batch;
    } while (batch === ROWS_BATCH);
    await this.dataSource.query(`UPDATE data_key_rotations SET rows_done_at = $2 WHERE key_id = $1`, [keyId, this.clock.now()]);
    return moved;
  }
}

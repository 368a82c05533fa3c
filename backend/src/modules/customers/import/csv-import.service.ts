import { BadRequestException, HttpException, Inject, Injectable, Logger, PayloadTooLargeException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource, EntityManager } from 'typeorm';
import { whenClientGone } from '../../../common/http/client-gone.js';
import { receiveUpload, UploadRejected, type UploadedFileInfo } from '../../../common/http/multipart.js';
import { ADVISORY_LOCKS, lockForTransaction, tryLockForTransaction } from '../../../common/jobs/advisory-locks.js';
import { OneAtATime } from '../../../common/jobs/one-at-a-time.js';
import { WorkerCrashed, WorkerTaskError } from '../../../common/workers/stream-worker.js';
import type { SessionUser } from '../../../common/security/session-user.js';
import { BusinessClock } from '../../../common/time/business-clock.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { LeadCyclesService } from '../../lead-cycles/lead-cycles.service.js';
import { assertGroupExists } from '../group-reference.js';
import { CustomerImport } from '../entities/customer-import.entity.js';
import { FileLevelError, type StagingResult } from './csv-staging.js';
import { stageCsvInWorker } from './csv-staging-in-worker.js';
import { IMPORT_COLUMNS } from './import-columns.js';
import { ImportErrors } from './import.errors.js';
import { AuditService } from '../../audit/audit.service.js';
import { customersLink } from '../../notifications/notification-links.js';
import { NotificationsService } from '../../notifications/notifications.service.js';
import { WebhookEvents } from '../../webhooks/webhook-events.service.js';
import { PAYMENT_RECORDER, type ImportedPayment, type PaymentRecorder } from '../../../common/payments/payment-recorder.js';
import { Transactions } from '../../../common/database/transactions.js';
import { DO_NOT_CONTACT_CLEAR } from '@crm/shared';

const STAGED_FOR_HOURS = 24;
const TOP_ERROR_CATEGORIES = 5;
const UNREADABLE = 'The file could not be read; check that it is a CSV file, or split it into smaller files';

/**
 * Customer columns with a default (NOT NULL columns): an empty cell or an absent column keeps an existing customer's
 * value, and gives a new one the default, as SQL literals (the values are the column list's own constants).
 */
const DEFAULTED: Record<string, string> = Object.fromEntries(
  IMPORT_COLUMNS.filter((column) => column.default !== undefined).map((column) => [column.name, `'${column.default!.replace(/'/g, "''")}'`]),
);

export interface UploadResponse {
  importId: string | null;
  summary: { totalRows: number; validRows: number; failedRows: number; successRate: number };
  failedRecords: StagingResult['failedRecords'];
  errorCategories: { category: string; count: number }[];
  validationErrors: string[];
  validatedData: Record<string, unknown>[];
  totalRecords: number;
  extraColumns: string[];
}

function isCsv(info: UploadedFileInfo): boolean {
  return /\.csv$/i.test(info.filename ?? '') || /^text\/(csv|plain)$/i.test(info.mimeType) || info.mimeType === 'application/vnd.ms-excel';
}

function fileProblem(message: string, status = 400): HttpException {
  const body = { message, errors: { file: message }, validationErrors: [message] };
  return status === 413 ? new PayloadTooLargeException(body) : new BadRequestException(body);
}

@Injectable()
export class CsvImportService {
  private readonly logger = new Logger(CsvImportService.name);
  /**
   * One upload is parsed at a time in a server process (each in a worker thread of its own): on 2 cores a second
   * parse would take the core the floor's requests run on. The next upload waits for its turn, before it takes a
   * database connection.
   */
  private readonly parsing = new OneAtATime();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: BusinessClock,
    private readonly leadCycles: LeadCyclesService,
    private readonly audit: AuditService,
    @Inject(PAYMENT_RECORDER) private readonly payments: PaymentRecorder,
    private readonly notifications: NotificationsService,
    private readonly webhookEvents: WebhookEvents,
  ) {}

  /**
   * Streams the multipart upload's `file` part through validation into staging rows, in one transaction: a
   * file-level problem (not a CSV, too big, a required column missing, an unbalanced quote) stages nothing. The
   * parse and validation run in a worker thread; a client that goes away ends it, and the transaction.
   */
  async stage(request: Request, user: SessionUser): Promise<UploadResponse> {
    const clientGone = whenClientGone(request, () => fileProblem('The upload was cut off before the file ended'));
    try {
      const upload = await receiveUpload(request, {
        field: 'file',
        maxBytes: this.config.importMaxMb * 1024 * 1024,
        expected: 'a CSV file',
        sniff: (_head, info) => (isCsv(info) ? null : 'Invalid file type'),
        handle: (file, info) => this.parsing.run(() => this.stageFile(file, info.filename || 'upload.csv', user, clientGone.signal), clientGone.signal),
      });
      return upload.result;
    } catch (error) {
      if (error instanceof UploadRejected) throw fileProblem(error.message, error.getStatus());
      if (error instanceof FileLevelError) throw fileProblem(error.problems.join('; '), error.status);
      if (error instanceof WorkerCrashed || error instanceof WorkerTaskError) {
        this.logger.error(error);
        throw fileProblem(UNREADABLE);
      }
      throw error;
    } finally {
      clientGone.release();
    }
  }

  private async stageFile(file: Readable, fileName: string, user: SessionUser, signal: AbortSignal): Promise<UploadResponse> {
    const runner = this.dataSource.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    const importId = randomUUID();
    try {
      await runner.startTransaction();
      await runner.manager.insert(CustomerImport, {
        id: importId, createdBy: user.id, fileName: fileName.slice(0, 255), columns: [], totalRows: 0, validRows: 0, failedRows: 0,
        expiresAt: new Date(this.clock.now().getTime() + STAGED_FOR_HOURS * 3600_000),
      });
      const copy = client.query(copyFrom('COPY customer_import_rows (import_id, row_number, data) FROM STDIN WITH (FORMAT csv)'));
      let staged: StagingResult;
      try {
        staged = await stageCsvInWorker(file, copy, { importId, timezone: this.config.appTimezone }, signal);
      } catch (error) {
        // Abandon the COPY (PostgreSQL answers CopyFail with an error, expected here) before rolling back.
        copy.on('error', () => undefined);
        copy.destroy();
        await finished(copy).catch(() => undefined);
        throw error;
      }
      copy.end();
      await finished(copy);
      if (staged.validRows === 0) {
        await runner.rollbackTransaction();
        return this.response(null, staged);
      }
      await runner.manager.update(CustomerImport, { id: importId }, {
        columns: staged.columns, totalRows: staged.totalRows, validRows: staged.validRows, failedRows: staged.failedRows,
      });
      await runner.commitTransaction();
      return this.response(importId, staged);
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private response(importId: string | null, staged: StagingResult): UploadResponse {
    const errorCategories = [...staged.errorCounts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, TOP_ERROR_CATEGORIES)
      .map(([category, count]) => ({ category, count }));
    return {
      importId,
      summary: {
        totalRows: staged.totalRows,
        validRows: staged.validRows,
        failedRows: staged.failedRows,
        successRate: Math.round((staged.validRows / staged.totalRows) * 10_000) / 100,
      },
      failedRecords: staged.failedRecords,
      errorCategories,
      validationErrors: [],
      validatedData: staged.preview,
      totalRecords: staged.totalRows,
      extraColumns: staged.extraColumns,
    };
  }

  /**
   * Commits a staged import (the caller's latest, or `importId`) into a lead cycle and optional group, all rows
   * or none: existing loans of that cycle are updated (only the columns the file had), the rest inserted.
   */
  async commit(user: SessionUser, leadCycleId: number, groupId: number | null, importId?: string): Promise<{ importId: string; created: number; updated: number }> {
    return this.transactions.run(async (manager) => {
      const staged = await this.lockImport(manager, user, importId);
      if (staged.status === 'committed') throw ImportErrors.alreadyCommitted();
      if (staged.expiresAt < this.clock.now()) throw ImportErrors.expired();
      await this.leadCycles.assertExists(manager, leadCycleId);
      if (groupId !== null) await assertGroupExists(manager, groupId);
      // One import into a cycle at a time, so "update if present, else insert" cannot race another import.
      await lockForTransaction(manager, ADVISORY_LOCKS.importIntoCycle(leadCycleId));

      const fileColumns = IMPORT_COLUMNS.filter((c) => c.target === 'column' && staged.columns.includes(c.name)).map((c) => c.name);
      const rows = `customer_import_rows s CROSS JOIN LATERAL jsonb_populate_record(NULL::customers, s.data) r`;
      // Before the update: a payment is a last payment newer than the one on file.
      const newPayments = await this.newerLastPayments(manager, staged.id, leadCycleId, fileColumns);
      const set = fileColumns
        .filter((c) => c !== 'loan_application_no')
        .map((c) => (DEFAULTED[c] ? `${c} = coalesce(r.${c}, c.${c})` : `${c} = r.${c}`));
      const [{ updated }] = await manager.query(
        `WITH changed AS (UPDATE customers c SET ${[...set, 'metadata = c.metadata || r.metadata', 'group_id = coalesce($3, c.group_id)', 'updated_at = now()'].join(', ')}
         FROM ${rows}
         WHERE s.import_id = $1 AND c.lead_cycle_id = $2 AND c.loan_application_no = r.loan_application_no
         RETURNING 1)
         SELECT count(*)::int AS updated FROM changed`,
        [staged.id, leadCycleId, groupId],
      );
      const insertColumns = [...new Set([...fileColumns, ...Object.keys(DEFAULTED)])];
      const values = insertColumns.map((c) => (DEFAULTED[c] ? `coalesce(r.${c}, ${DEFAULTED[c]})` : `r.${c}`));
      const [{ created }] = await manager.query(
        `WITH added AS (INSERT INTO customers (lead_cycle_id, group_id, metadata, ${insertColumns.join(', ')})
         SELECT $2, $3, r.metadata, ${values.join(', ')}
         FROM ${rows}
         WHERE s.import_id = $1
           AND NOT EXISTS (SELECT 1 FROM customers c WHERE c.lead_cycle_id = $2 AND c.loan_application_no = r.loan_application_no)
         ORDER BY s.row_number
         RETURNING 1)
         SELECT count(*)::int AS created FROM added`,
        [staged.id, leadCycleId, groupId],
      );
      await this.payments.recordImported(manager, staged.id, newPayments);
      const marks = await this.applyDoNotContact(manager, staged, user);
      const result = { importId: staged.id, created, updated };
      await manager.query('DELETE FROM customer_import_rows WHERE import_id = $1', [staged.id]);
      await manager.update(CustomerImport, { id: staged.id }, {
        status: 'committed', committedAt: this.clock.now(), leadCycleId, groupId, createdCount: result.created, updatedCount: result.updated,
      });
      // One row for the whole import (its customers are covered by it: see the audit trigger), not one per customer.
      await this.audit.record(manager, {
        entity: 'customer_import',
        entityId: staged.id,
        action: 'import',
        after: { fileName: staged.fileName, leadCycleId, groupId, created, updated, payments: newPayments.length, ...marks },
      });
      await this.notifications.notify(manager, { admins: true }, {
        kind: 'import_finished', title: `Import of ${staged.fileName} finished`, body: `${created} created, ${updated} updated, ${newPayments.length} payments`, link: customersLink,
      });
      // The commit's answer, with what it was committed into.
      await this.webhookEvents.enqueue(manager, 'customer.import.committed', {
        ...result, file_name: staged.fileName, leadCycle: leadCycleId, group_id: groupId, payments: newPayments.length,
      });
      return result;
    });
  }

  /**
   * The file's do_not_contact column: per loan its last row's cell (an empty one says nothing) marks the loan with
   * that reason, or `clear` removes its mark. Set by the import's owner, noted with the file's name.
   */
  private async applyDoNotContact(manager: EntityManager, staged: CustomerImport, user: SessionUser): Promise<{ doNotContactSet: number; doNotContactCleared: number }> {
    if (!staged.columns.includes('do_not_contact')) return { doNotContactSet: 0, doNotContactCleared: 0 };
    const [counts]: { set: number; cleared: number }[] = await manager.query(
      `WITH last AS (
         SELECT DISTINCT ON (s.data->>'loan_application_no') s.data->>'loan_application_no' AS loan, s.data->>'do_not_contact' AS mark
         FROM customer_import_rows s WHERE s.import_id = $1 AND s.data ? 'do_not_contact'
         ORDER BY s.data->>'loan_application_no', s.row_number DESC),
       cleared AS (DELETE FROM customer_do_not_contact d USING last WHERE d.loan_application_no = last.loan AND last.mark = $2 RETURNING 1),
       marked AS (
         INSERT INTO customer_do_not_contact (loan_application_no, reason, until, note, set_by, set_at)
         SELECT last.loan, last.mark, NULL, $3, $4, $5 FROM last WHERE last.mark <> $2
         ON CONFLICT (loan_application_no) DO UPDATE SET reason = excluded.reason, until = NULL, note = excluded.note, set_by = excluded.set_by, set_at = excluded.set_at
         RETURNING 1)
       SELECT (SELECT count(*) FROM marked)::int AS set, (SELECT count(*) FROM cleared)::int AS cleared`,
      [staged.id, DO_NOT_CONTACT_CLEAR, `Imported from ${staged.fileName}`, user.id, this.clock.now()],
    );
    return { doNotContactSet: counts.set, doNotContactCleared: counts.cleared };
  }

  /** The staged rows that bring a loan of this cycle a newer last payment than the one on file (one query). */
  private async newerLastPayments(manager: EntityManager, importId: string, leadCycleId: number, fileColumns: string[]): Promise<ImportedPayment[]> {
    if (!fileColumns.includes('last_paid_date') || !fileColumns.includes('last_paid_amount')) return [];
    const rows: { customerId: number; paidDate: string; amount: string }[] = await manager.query(
      `SELECT c.id AS "customerId", to_char(r.last_paid_date, 'YYYY-MM-DD') AS "paidDate", r.last_paid_amount AS amount
       FROM customer_import_rows s CROSS JOIN LATERAL jsonb_populate_record(NULL::customers, s.data) r
       JOIN customers c ON c.lead_cycle_id = $2 AND c.loan_application_no = r.loan_application_no
       WHERE s.import_id = $1 AND r.last_paid_date IS NOT NULL AND r.last_paid_amount > 0
         AND (c.last_paid_date IS NULL OR r.last_paid_date > c.last_paid_date)`,
      [importId, leadCycleId],
    );
    return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
  }

  private async lockImport(manager: EntityManager, user: SessionUser, importId?: string): Promise<CustomerImport> {
    const found = importId
      ? await manager.findOne(CustomerImport, { where: { id: importId }, lock: { mode: 'pessimistic_write' } })
      : await manager.findOne(CustomerImport, { where: { createdBy: user.id }, order: { createdAt: 'DESC' }, lock: { mode: 'pessimistic_write' } });
    if (!found) throw ImportErrors.notFound(importId);
    return found;
  }

  /** Drops staged imports past their expiry (hourly, and safe to run from several instances at once). */
  async removeExpired(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await tryLockForTransaction(manager, ADVISORY_LOCKS.importCleanup))) return 0;
      const result = await manager.query(`DELETE FROM customer_imports WHERE status = 'staged' AND expires_at < $1`, [this.clock.now()]);
      const removed = result[1] ?? 0;
      if (removed) this.logger.log(`Removed ${removed} expired staged imports`);
      return removed;
    });
  }
}

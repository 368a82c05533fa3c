import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS "Leave counts working days", "Yearly leave types" and "Decisions bind to what was seen":
 * - a leave type may opt in to debiting weekly offs and mandatory holidays (`counts_non_working_days`, default off);
 * - a leave request carries a version that every change raises, and a decision names the version it was made on;
 * - a prorated first year already credited in full is corrected by a new ledger kind, `accrual_correction`, that names
 *   the period it corrects (one per user, type and period);
 * - one mandatory holiday per date (a second answers 409 naming the first).
 */
export class LeaveWorkingDays1798100000000 implements MigrationInterface {
  name = 'LeaveWorkingDays1798100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE leave_types ADD COLUMN counts_non_working_days boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE leave_requests ADD COLUMN version integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE leave_requests ADD CONSTRAINT "CHK_leave_requests_version" CHECK (version >= 1)`);
    await queryRunner.query(`ALTER TABLE leave_ledger DROP CONSTRAINT "CHK_leave_ledger_kind"`);
    await queryRunner.query(`ALTER TABLE leave_ledger ADD CONSTRAINT "CHK_leave_ledger_kind" CHECK ("kind" IN ('accrual', 'debit', 'credit_back', 'adjustment', 'accrual_correction'))`);
    await queryRunner.query(`ALTER TABLE leave_ledger DROP CONSTRAINT "CHK_leave_ledger_shape"`);
    await queryRunner.query(`ALTER TABLE leave_ledger ADD CONSTRAINT "CHK_leave_ledger_shape" CHECK (
      ("kind" = 'accrual' AND "period_start" IS NOT NULL AND "leave_request_id" IS NULL AND "amount" > 0)
      OR ("kind" = 'debit' AND "leave_request_id" IS NOT NULL AND "period_start" IS NULL AND "amount" < 0)
      OR ("kind" = 'credit_back' AND "leave_request_id" IS NOT NULL AND "period_start" IS NULL AND "amount" > 0)
      OR ("kind" = 'adjustment' AND "reason" IS NOT NULL AND "leave_request_id" IS NULL AND "period_start" IS NULL AND "amount" <> 0)
      OR ("kind" = 'accrual_correction' AND "reason" IS NOT NULL AND "period_start" IS NOT NULL AND "leave_request_id" IS NULL AND "amount" <> 0))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_leave_ledger_accrual_correction" ON leave_ledger (user_id, leave_type_id, period_start) WHERE "kind" = 'accrual_correction'`);
    // Two mandatory holidays on one date were accepted before: say which, rather than fail on the index or pick one.
    const clashes: { day: string; names: string }[] = await queryRunner.query(
      `SELECT date::text AS day, string_agg(name, ', ' ORDER BY name) AS names FROM holidays WHERE type = 'MANDATORY' GROUP BY date HAVING count(*) > 1 ORDER BY date`,
    );
    if (clashes.length > 0) {
      const list = clashes.map((clash) => `${clash.day} (${clash.names})`).join('; ');
      throw new Error(`Dates with more than one mandatory holiday: ${list}. Delete or retype all but one on each date, then start again.`);
    }
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_holidays_mandatory_date" ON holidays (date) WHERE "type" = 'MANDATORY'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_holidays_mandatory_date"`);
    await queryRunner.query(`DROP INDEX "UQ_leave_ledger_accrual_correction"`);
    await queryRunner.query(`DELETE FROM leave_ledger WHERE kind = 'accrual_correction'`);
    await queryRunner.query(`ALTER TABLE leave_ledger DROP CONSTRAINT "CHK_leave_ledger_shape"`);
    await queryRunner.query(`ALTER TABLE leave_ledger ADD CONSTRAINT "CHK_leave_ledger_shape" CHECK (
      ("kind" = 'accrual' AND "period_start" IS NOT NULL AND "leave_request_id" IS NULL AND "amount" > 0)
      OR ("kind" = 'debit' AND "leave_request_id" IS NOT NULL AND "period_start" IS NULL AND "amount" < 0)
      OR ("kind" = 'credit_back' AND "leave_request_id" IS NOT NULL AND "period_start" IS NULL AND "amount" > 0)
      OR ("kind" = 'adjustment' AND "reason" IS NOT NULL AND "leave_request_id" IS NULL AND "period_start" IS NULL AND "amount" <> 0))`);
    await queryRunner.query(`ALTER TABLE leave_ledger DROP CONSTRAINT "CHK_leave_ledger_kind"`);
    await queryRunner.query(`ALTER TABLE leave_ledger ADD CONSTRAINT "CHK_leave_ledger_kind" CHECK ("kind" IN ('accrual', 'debit', 'credit_back', 'adjustment'))`);
    await queryRunner.query(`ALTER TABLE leave_requests DROP CONSTRAINT "CHK_leave_requests_version"`);
    await queryRunner.query(`ALTER TABLE leave_requests DROP COLUMN version`);
    await queryRunner.query(`ALTER TABLE leave_types DROP COLUMN counts_non_working_days`);
  }
}

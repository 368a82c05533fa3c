import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = [
  'present', 'half_day', 'absent', 'requested', 'half_day_requested', 'half_day_approved', 'half_day_rejected',
  'double_pay_requested', 'double_pay_approved', 'double_pay_rejected', 'withdrawn', 'on_leave', 'double_pay_half_day',
];

/** Attendance records (one per user and business day), audited like every table people change. */
export class Attendance1796100000000 implements MigrationInterface {
  name = 'Attendance1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "attendance_records" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "date" date NOT NULL,
        "status" text NOT NULL CONSTRAINT "CHK_attendance_records_status" CHECK ("status" IN (${STATUSES.map((s) => `'${s}'`).join(', ')})),
        "login_time" timestamptz,
        "logout_time" timestamptz,
        "reason" text,
        "rejection_reason" text,
        "requested_login_time" timestamptz,
        "requested_logout_time" timestamptz,
        "attendance_count" numeric(2,1) NOT NULL DEFAULT 0,
        "check_in_latitude" double precision,
        "check_in_longitude" double precision,
        "check_in_accuracy" double precision,
        "check_out_latitude" double precision,
        "check_out_longitude" double precision,
        "check_out_accuracy" double precision,
        "day_closed" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_attendance_records_count" CHECK ("attendance_count" IN (0, 0.5, 1, 1.5, 2)),
        CONSTRAINT "CHK_attendance_records_times" CHECK ("logout_time" IS NULL OR ("login_time" IS NOT NULL AND "logout_time" >= "login_time"))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_attendance_records_user_date" ON "attendance_records" ("user_id", "date")`);
    await queryRunner.query(`CREATE INDEX "IDX_attendance_records_date" ON "attendance_records" ("date", "user_id")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_attendance_records_open_requests" ON "attendance_records" ("date") WHERE "status" IN ('requested', 'half_day_requested', 'double_pay_requested')`,
    );
    // The end-of-day job looks only at days not yet settled.
    await queryRunner.query(`CREATE INDEX "IDX_attendance_records_unclosed" ON "attendance_records" ("date") WHERE NOT "day_closed"`);
    const options = `DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_row_required('attendance')`;
    await queryRunner.query(`CREATE CONSTRAINT TRIGGER "audit_required" AFTER INSERT OR DELETE ON "attendance_records" ${options}`);
    await queryRunner.query(
      `CREATE CONSTRAINT TRIGGER "audit_required_update" AFTER UPDATE ON "attendance_records" ${options.replace('FOR EACH ROW', 'FOR EACH ROW WHEN ((to_jsonb(OLD) - \'updated_at\') IS DISTINCT FROM (to_jsonb(NEW) - \'updated_at\'))')}`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "attendance_records"`);
  }
}

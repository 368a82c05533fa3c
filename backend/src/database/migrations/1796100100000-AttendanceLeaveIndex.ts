import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The attendance derivation joins each user's approved leave overlapping a range. By (user_id, start_date) every
 * approved request of a user's history started before the range's end was read and filtered (36,000 index entries
 * for 2,000 useful ones after a year of a 1,000-agent bench); by (user_id, end_date) over approved requests only,
 * the scan starts at the range and reads the rest from the index alone.
 */
export class AttendanceLeaveIndex1796100100000 implements MigrationInterface {
  name = 'AttendanceLeaveIndex1796100100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_leave_requests_approved_user_end" ON "leave_requests" ("user_id", "end_date") INCLUDE ("start_date", "day_type") WHERE "status" = 'approved'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_leave_requests_approved_user_end"`);
  }
}

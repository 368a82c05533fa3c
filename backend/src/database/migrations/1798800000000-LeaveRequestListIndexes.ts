import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's leave requests list pages in the database, sorted by start, end or applied date (ties by id): with an
 * index on each (column, id) a page walks the index from either end and stops after its rows, instead of sorting
 * every request. A status (the pending tab) uses (status, start_date); an agent's own list uses (user_id, start_date).
 */
export class LeaveRequestListIndexes1798800000000 implements MigrationInterface {
  name = 'LeaveRequestListIndexes1798800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_leave_requests_start_id" ON "leave_requests" ("start_date", "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_leave_requests_end_id" ON "leave_requests" ("end_date", "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_leave_requests_created_id" ON "leave_requests" ("created_at", "id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_leave_requests_created_id"`);
    await queryRunner.query(`DROP INDEX "IDX_leave_requests_end_id"`);
    await queryRunner.query(`DROP INDEX "IDX_leave_requests_start_id"`);
  }
}

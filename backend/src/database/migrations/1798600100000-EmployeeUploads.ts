import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every document photo stored (issue 26.2): which user's, of which kind, uploaded when. A photo no profile holds is
 * one of at most UNREFERENCED_KEPT_PER_KIND per user and kind, and goes a day after its upload
 * (employee/employee-uploads.service.ts). Photos uploaded before this migration are not listed: the clean-up leaves
 * them alone (docs/operations.md says how to find them). Bookkeeping of files, not business data: not audited.
 */
export class EmployeeUploads1798600100000 implements MigrationInterface {
  name = 'EmployeeUploads1798600100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE employee_uploads (key text PRIMARY KEY, owner_id integer NOT NULL, kind text NOT NULL, uploaded_at timestamptz NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_employee_uploads_owner_kind" ON employee_uploads (owner_id, kind, uploaded_at)`);
    await queryRunner.query(`CREATE INDEX "IDX_employee_uploads_uploaded_at" ON employee_uploads (uploaded_at)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE employee_uploads`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31. A profile whose documents were purged (by the retention rule or an admin) keeps its name and dates and
 * says when and why (`documents_purged_on`, `documents_purge_rule`). `data_key_rotations` is the key-rotation job's
 * progress per target key (the last storage key done, and when the objects and the Aadhaar column were finished),
 * so a run cut short resumes: bookkeeping, not business data, so not audited.
 */
export class DocumentsVault1800200000000 implements MigrationInterface {
  name = 'DocumentsVault1800200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE employee_details ADD COLUMN documents_purged_on date, ADD COLUMN documents_purge_rule text
      CONSTRAINT "CHK_employee_details_purge_rule" CHECK (documents_purge_rule IN ('retention', 'admin'))`);
    await queryRunner.query(`CREATE TABLE data_key_rotations (
      key_id text PRIMARY KEY, objects_after text, objects_done_at timestamptz, rows_done_at timestamptz)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE data_key_rotations`);
    await queryRunner.query(`ALTER TABLE employee_details DROP COLUMN documents_purge_rule, DROP COLUMN documents_purged_on`);
  }
}

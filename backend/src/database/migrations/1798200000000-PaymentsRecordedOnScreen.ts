import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments an admin records on the customer page (issue 25, item 11) are their own source, `screen`, beside the
 * API's and the import's; and an import's payments name who committed the import, so every payment but the demo's
 * history says who recorded it. Not audited: recorded_by is not among the columns the payments' audit trigger watches.
 */
export class PaymentsRecordedOnScreen1798200000000 implements MigrationInterface {
  name = 'PaymentsRecordedOnScreen1798200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "CHK_payments_source",
      ADD CONSTRAINT "CHK_payments_source" CHECK ("source" IN ('history', 'import', 'api', 'screen'))`);
    await queryRunner.query(`UPDATE "payments" p SET "recorded_by" = i."created_by" FROM "customer_imports" i
      WHERE i."id" = p."import_id" AND p."recorded_by" IS NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "payments" SET "recorded_by" = NULL WHERE "source" = 'import'`);
    await queryRunner.query(`UPDATE "payments" SET "source" = 'api' WHERE "source" = 'screen'`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "CHK_payments_source",
      ADD CONSTRAINT "CHK_payments_source" CHECK ("source" IN ('history', 'import', 'api'))`);
  }
}

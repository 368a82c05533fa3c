import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31, do not contact. One mark per loan (every lead cycle's row of it, and rows imported later): the borrower
 * asked, not one cycle's row. `until` is the last business date the mark holds (none: until cleared). The reasons are
 * a check constraint, as the lead cycle names are. Changes commit only with an audit row (the customer's, or the
 * import's), like the customers table's.
 */
export class CustomerDoNotContact1800300000000 implements MigrationInterface {
  name = 'CustomerDoNotContact1800300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "customer_do_not_contact" (
        "loan_application_no" text PRIMARY KEY,
        "reason" text NOT NULL,
        "until" date,
        "note" text,
        "set_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
        "set_at" timestamptz NOT NULL,
        CONSTRAINT "CHK_customer_do_not_contact_reason" CHECK ("reason" IN ('customer_request', 'legal', 'deceased', 'dispute', 'other'))
      )`);
    const call = `EXECUTE FUNCTION audit_row_required('customer', 'customer_import')`;
    await queryRunner.query(`CREATE CONSTRAINT TRIGGER "audit_required" AFTER INSERT OR DELETE ON "customer_do_not_contact" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ${call}`);
    await queryRunner.query(`CREATE CONSTRAINT TRIGGER "audit_required_update" AFTER UPDATE ON "customer_do_not_contact" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ${call}`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "customer_do_not_contact"`);
  }
}

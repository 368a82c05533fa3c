import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Promises to pay and the payments that keep them. `payments` (until now only the demo's history) gains where a
 * payment came from, the payer's reference (unique: posting it twice records it once) and who recorded it.
 * A customer has at most one open promise (a newer one cancels it), settled by a partial unique index. Disposition
 * statuses gain `is_promise`, set for the RPC "PTP" statuses that exist. Both tables join the audit trigger list.
 */
const AUDITED = [
  { table: 'promises', entities: `'promise', 'payment', 'feedback', 'customer', 'customer_import', 'lead_cycle', 'group'`, changed: `(OLD.state, OLD.promised_date, OLD.promised_amount) IS DISTINCT FROM (NEW.state, NEW.promised_date, NEW.promised_amount)` },
  { table: 'payments', entities: `'payment', 'customer', 'customer_import', 'lead_cycle', 'group'`, changed: `(OLD.paid_date, OLD.total_paid_amount, OLD.reference) IS DISTINCT FROM (NEW.paid_date, NEW.total_paid_amount, NEW.reference)` },
];

export class PromisesAndPayments1796500000000 implements MigrationInterface {
  name = 'PromisesAndPayments1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "disposition_statuses" ADD "is_promise" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE "disposition_statuses" SET "is_promise" = true WHERE "contact_type" = 'RPC' AND upper("code") = 'PTP'`);

    await queryRunner.query(`
      ALTER TABLE "payments"
        ADD "source" text NOT NULL DEFAULT 'history',
        ADD "reference" text,
        ADD "recorded_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
        ADD "import_id" uuid,
        ADD CONSTRAINT "CHK_payments_source" CHECK ("source" IN ('history', 'import', 'api')),
        ADD CONSTRAINT "CHK_payments_amount" CHECK ("total_paid_amount" > 0),
        ADD CONSTRAINT "UQ_payments_reference" UNIQUE ("reference")`);

    await queryRunner.query(`
      CREATE TABLE "promises" (
        "id" SERIAL PRIMARY KEY,
        "customer_id" integer NOT NULL REFERENCES "customers" ("id") ON DELETE CASCADE,
        "agent_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
        "feedback_id" integer REFERENCES "feedback" ("id") ON DELETE SET NULL,
        "made_on" date NOT NULL,
        "promised_date" date NOT NULL,
        "promised_amount" numeric(14, 2),
        "state" text NOT NULL DEFAULT 'open',
        "created_at" timestamptz NOT NULL,
        "decided_at" timestamptz,
        CONSTRAINT "CHK_promises_state" CHECK ("state" IN ('open', 'kept', 'kept_late', 'broken', 'cancelled')),
        CONSTRAINT "CHK_promises_amount" CHECK ("promised_amount" IS NULL OR "promised_amount" > 0),
        CONSTRAINT "CHK_promises_dates" CHECK ("promised_date" >= "made_on")
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_promises_one_open" ON "promises" ("customer_id") WHERE "state" = 'open'`);
    await queryRunner.query(`CREATE INDEX "IDX_promises_open_due" ON "promises" ("promised_date") WHERE "state" = 'open'`);
    await queryRunner.query(`CREATE INDEX "IDX_promises_customer" ON "promises" ("customer_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_promises_broken" ON "promises" ("customer_id", "decided_at") WHERE "state" = 'broken'`);
    await queryRunner.query(`CREATE INDEX "IDX_promises_feedback" ON "promises" ("feedback_id")`);

    for (const { table, entities, changed } of AUDITED) {
      const options = `DEFERRABLE INITIALLY DEFERRED FOR EACH ROW`;
      const call = `EXECUTE FUNCTION audit_row_required(${entities})`;
      await queryRunner.query(`CREATE CONSTRAINT TRIGGER "audit_required" AFTER INSERT OR DELETE ON "${table}" ${options} ${call}`);
      await queryRunner.query(`CREATE CONSTRAINT TRIGGER "audit_required_update" AFTER UPDATE ON "${table}" ${options} WHEN (${changed}) ${call}`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "promises"`);
    await queryRunner.query(`DROP TRIGGER "audit_required_update" ON "payments"`);
    await queryRunner.query(`DROP TRIGGER "audit_required" ON "payments"`);
    await queryRunner.query(`
      ALTER TABLE "payments" DROP CONSTRAINT "UQ_payments_reference", DROP CONSTRAINT "CHK_payments_amount", DROP CONSTRAINT "CHK_payments_source",
        DROP COLUMN "import_id", DROP COLUMN "recorded_by", DROP COLUMN "reference", DROP COLUMN "source"`);
    await queryRunner.query(`ALTER TABLE "disposition_statuses" DROP COLUMN "is_promise"`);
  }
}

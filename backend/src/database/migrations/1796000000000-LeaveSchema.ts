import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leave: holidays (weekly offs are WEEKEND holidays), leave types, leave requests and the balance ledger.
 * The ledger is append-only (a trigger refuses UPDATE and DELETE); its partial unique indexes allow one accrual per
 * (user, type, period), one debit and one credit back per request. All four tables join the audit trail.
 * Never edit this migration: the attendance branch builds on it; change the schema in a new one.
 */
interface AuditedTable {
  table: string;
  entities: string[];
}

const AUDITED: AuditedTable[] = [
  { table: 'holidays', entities: ['holiday'] },
  { table: 'leave_types', entities: ['leave_type'] },
  { table: 'leave_requests', entities: ['leave_request'] },
  // Debits and credits back come with their request's audit row, accruals with the run's, adjustments with their own.
  { table: 'leave_ledger', entities: ['leave_request', 'leave_accrual', 'leave_balance'] },
];

const entityList = (entities: string[]) => entities.map((entity) => `'${entity}'`).join(', ');

export class LeaveSchema1796000000000 implements MigrationInterface {
  name = 'LeaveSchema1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "holidays" (
            "id" SERIAL NOT NULL,
            "name" text NOT NULL,
            "date" date NOT NULL,
            "type" text NOT NULL,
            "description" text,
            "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
            "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
            CONSTRAINT "CHK_holidays_type" CHECK ("type" IN ('MANDATORY', 'FLEXI', 'WEEKEND')),
            CONSTRAINT "PK_3646bdd4c3817d954d830881dfe" PRIMARY KEY ("id")
        )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_holidays_date_name" ON "holidays" ("date", "name")`);
    await queryRunner.query(`CREATE TABLE "leave_types" (
            "id" SERIAL NOT NULL,
            "name" text NOT NULL,
            "code" text NOT NULL,
            "accrual_rate" numeric(8, 2) NOT NULL,
            "accrual_unit" text NOT NULL,
            "max_per_accrual_unit" numeric(8, 2) NOT NULL,
            "description" text,
            "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
            "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
            "deleted_at" TIMESTAMP WITH TIME ZONE,
            CONSTRAINT "CHK_leave_types_max_per_accrual_unit" CHECK ("max_per_accrual_unit" >= 0),
            CONSTRAINT "CHK_leave_types_accrual_rate" CHECK ("accrual_rate" >= 0),
            CONSTRAINT "CHK_leave_types_accrual_unit" CHECK ("accrual_unit" IN ('month', 'year')),
            CONSTRAINT "PK_359223e0755d19711813cd07394" PRIMARY KEY ("id")
        )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_leave_types_code" ON "leave_types" ("code")
        WHERE "deleted_at" IS NULL`);
    await queryRunner.query(`CREATE TABLE "leave_requests" (
            "id" SERIAL NOT NULL,
            "user_id" integer NOT NULL,
            "leave_type_id" integer NOT NULL,
            "start_date" date NOT NULL,
            "end_date" date NOT NULL,
            "day_type" text NOT NULL,
            "leave_count" numeric(6, 1) NOT NULL,
            "status" text NOT NULL DEFAULT 'pending',
            "reason" text NOT NULL,
            "rejection_reason" text,
            "decided_by" integer,
            "decided_at" TIMESTAMP WITH TIME ZONE,
            "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
            "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
            CONSTRAINT "CHK_leave_requests_leave_count" CHECK ("leave_count" > 0),
            CONSTRAINT "CHK_leave_requests_half_day" CHECK (
                "day_type" = 'full'
                OR (
                    "start_date" = "end_date"
                    AND "leave_count" = 0.5
                )
            ),
            CONSTRAINT "CHK_leave_requests_dates" CHECK ("end_date" >= "start_date"),
            CONSTRAINT "CHK_leave_requests_day_type" CHECK ("day_type" IN ('full', 'half')),
            CONSTRAINT "CHK_leave_requests_status" CHECK (
                "status" IN (
                    'pending',
                    'approved',
                    'rejected',
                    'withdrawn',
                    'cancelled'
                )
            ),
            CONSTRAINT "PK_d3abcf9a16cef1450129e06fa9f" PRIMARY KEY ("id")
        )`);
    await queryRunner.query(`CREATE INDEX "IDX_leave_requests_status" ON "leave_requests" ("status", "start_date")`);
    await queryRunner.query(`CREATE INDEX "IDX_leave_requests_user_start" ON "leave_requests" ("user_id", "start_date")`);
    await queryRunner.query(`CREATE TABLE "leave_ledger" (
            "id" BIGSERIAL NOT NULL,
            "user_id" integer NOT NULL,
            "leave_type_id" integer NOT NULL,
            "kind" text NOT NULL,
            "amount" numeric(8, 2) NOT NULL,
            "period_start" date,
            "leave_request_id" integer,
            "reason" text,
            "created_by" integer,
            "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
            CONSTRAINT "CHK_leave_ledger_shape" CHECK (
                (
                    "kind" = 'accrual'
                    AND "period_start" IS NOT NULL
                    AND "leave_request_id" IS NULL
                    AND "amount" > 0
                )
                OR (
                    "kind" = 'debit'
                    AND "leave_request_id" IS NOT NULL
                    AND "period_start" IS NULL
                    AND "amount" < 0
                )
                OR (
                    "kind" = 'credit_back'
                    AND "leave_request_id" IS NOT NULL
                    AND "period_start" IS NULL
                    AND "amount" > 0
                )
                OR (
                    "kind" = 'adjustment'
                    AND "reason" IS NOT NULL
                    AND "leave_request_id" IS NULL
                    AND "period_start" IS NULL
                    AND "amount" <> 0
                )
            ),
            CONSTRAINT "CHK_leave_ledger_kind" CHECK (
                "kind" IN ('accrual', 'debit', 'credit_back', 'adjustment')
            ),
            CONSTRAINT "PK_b61ad3a69da6935b15e53980c91" PRIMARY KEY ("id")
        )`);
    await queryRunner.query(`CREATE INDEX "IDX_leave_ledger_user_type" ON "leave_ledger" ("user_id", "leave_type_id", "created_at")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_leave_ledger_credit_back" ON "leave_ledger" ("leave_request_id")
        WHERE "kind" = 'credit_back'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_leave_ledger_debit" ON "leave_ledger" ("leave_request_id")
        WHERE "kind" = 'debit'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_leave_ledger_accrual" ON "leave_ledger" ("user_id", "leave_type_id", "period_start")
        WHERE "kind" = 'accrual'`);
    await queryRunner.query(`ALTER TABLE "leave_requests"
        ADD CONSTRAINT "FK_6d320737541c7c4d2a6f0f9d911" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "leave_requests"
        ADD CONSTRAINT "FK_54a57db316598806786c2b95323" FOREIGN KEY ("leave_type_id") REFERENCES "leave_types"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "leave_requests"
        ADD CONSTRAINT "FK_cefc9ac278f47417d433dc46848" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "leave_ledger"
        ADD CONSTRAINT "FK_5d2c6104db4a7a5af069e3aee31" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "leave_ledger"
        ADD CONSTRAINT "FK_b69d66a659210b956f8045bb1ad" FOREIGN KEY ("leave_type_id") REFERENCES "leave_types"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "leave_ledger"
        ADD CONSTRAINT "FK_77d98fae52ed0584446d929c1a8" FOREIGN KEY ("leave_request_id") REFERENCES "leave_requests"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "leave_ledger"
        ADD CONSTRAINT "FK_47aeb6a6fab9b5664b8ca5314b2" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`
      CREATE FUNCTION leave_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'leave_ledger entries are never changed or deleted; add a correcting entry'
          USING ERRCODE = 'integrity_constraint_violation';
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "leave_ledger_append_only" BEFORE UPDATE OR DELETE ON "leave_ledger" FOR EACH ROW EXECUTE FUNCTION leave_ledger_append_only()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "leave_ledger_no_truncate" BEFORE TRUNCATE ON "leave_ledger" FOR EACH STATEMENT EXECUTE FUNCTION leave_ledger_append_only()`,
    );
    for (const { table, entities } of AUDITED) {
      const options = `DEFERRABLE INITIALLY DEFERRED FOR EACH ROW`;
      const call = `EXECUTE FUNCTION audit_row_required(${entityList(entities)})`;
      await queryRunner.query(`CREATE CONSTRAINT TRIGGER "audit_required" AFTER INSERT OR DELETE ON "${table}" ${options} ${call}`);
      const changed = `to_jsonb(OLD) - 'updated_at' IS DISTINCT FROM to_jsonb(NEW) - 'updated_at'`;
      await queryRunner.query(`CREATE CONSTRAINT TRIGGER "audit_required_update" AFTER UPDATE ON "${table}" ${options} WHEN (${changed}) ${call}`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "leave_ledger"`);
    await queryRunner.query(`DROP FUNCTION leave_ledger_append_only()`);
    await queryRunner.query(`DROP TABLE "leave_requests"`);
    await queryRunner.query(`DROP TABLE "leave_types"`);
    await queryRunner.query(`DROP TABLE "holidays"`);
  }
}

import { MigrationInterface, QueryRunner } from "typeorm";

export class CustomersGroupsLeadCycles1795302377142 implements MigrationInterface {
    name = 'CustomersGroupsLeadCycles1795302377142'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "groups" (
                "id" SERIAL NOT NULL,
                "name" text NOT NULL,
                "description" text,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_659d1483316afb28afd3a90646e" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "lead_cycles" (
                "id" SERIAL NOT NULL,
                "name" text NOT NULL,
                "description" text,
                "lead_cycle_start_date" date NOT NULL,
                "lead_cycle_end_date" date NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_lead_cycles_dates" CHECK ("lead_cycle_end_date" >= "lead_cycle_start_date"),
                CONSTRAINT "CHK_lead_cycles_name" CHECK ("name" IN ('Pre-EMI', 'Overdue', 'Overdue-HB')),
                CONSTRAINT "PK_a9de7b62966991f8858d72eb3b4" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "payments" (
                "id" SERIAL NOT NULL,
                "customer_id" integer NOT NULL,
                "paid_date" date NOT NULL,
                "total_paid_amount" numeric(14, 2) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_payments_customer_date" ON "payments" ("customer_id", "paid_date")
        `);
        await queryRunner.query(`
            CREATE TABLE "customers" (
                "id" SERIAL NOT NULL,
                "lead_cycle_id" integer NOT NULL,
                "group_id" integer,
                "loan_application_no" text NOT NULL,
                "name" text NOT NULL,
                "gender" text,
                "mobile" text NOT NULL,
                "alternate_phone" text,
                "kyc_email" text,
                "okyc_mobile" text,
                "employer_name" text,
                "state" text,
                "month" smallint,
                "year" smallint,
                "client" text NOT NULL DEFAULT 'MONEY_VIEW',
                "loan_type" text NOT NULL DEFAULT 'new',
                "lending_partner" text,
                "loan_amount" numeric(14, 2),
                "loan_tenure" integer,
                "loan_emi" numeric(14, 2),
                "overdue_emis" integer,
                "disbursal_date" date,
                "allocation_date" date,
                "allocation_type" text,
                "first_emi_date" date,
                "nach_status" text,
                "report_date" date,
                "month_beginning_bucket" text,
                "first_cohort_flag" boolean,
                "stab_frwd" text,
                "kyc_address_pin" text,
                "principal_outstanding" numeric(14, 2),
                "total_outstanding" numeric(14, 2),
                "overdue_amount" numeric(14, 2),
                "overdue_penalties" numeric(14, 2),
                "current_month_due_date" date,
                "last_paid_date" date,
                "last_paid_mode" text,
                "last_paid_amount" numeric(14, 2),
                "status" text NOT NULL DEFAULT 'overdue',
                "exclusion_flag" boolean NOT NULL DEFAULT false,
                "last_connected_at" TIMESTAMP WITH TIME ZONE,
                "last_disposition_status" text,
                "next_follow_up" TIMESTAMP WITH TIME ZONE,
                "metadata" jsonb NOT NULL DEFAULT '{}',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_customers_cycle_loan" UNIQUE ("lead_cycle_id", "loan_application_no"),
                CONSTRAINT "CHK_customers_client" CHECK ("client" IN ('MONEY_VIEW', 'product')),
                CONSTRAINT "CHK_customers_loan_type" CHECK ("loan_type" IN ('new', 'repeat', 'toup')),
                CONSTRAINT "CHK_customers_gender" CHECK (
                    "gender" IS NULL
                    OR "gender" IN ('female', 'male', 'others')
                ),
                CONSTRAINT "CHK_customers_status" CHECK (
                    "status" IN ('overdue', 'partially_paid', 'paid')
                ),
                CONSTRAINT "PK_133ec679a801fab5e070f73d3ea" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_customers_last_disposition" ON "customers" ("last_disposition_status")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_customers_last_connected_at" ON "customers" ("last_connected_at")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_customers_next_follow_up" ON "customers" ("next_follow_up")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_customers_status" ON "customers" ("status", "id")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_customers_loan_no" ON "customers" ("loan_application_no")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_customers_group" ON "customers" ("group_id", "id")
        `);
        await queryRunner.query(`
            CREATE TABLE "agent_groups" (
                "agent_id" integer NOT NULL,
                "group_id" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_65a2237d17a22e96fff28688776" PRIMARY KEY ("agent_id", "group_id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_agent_groups_group" ON "agent_groups" ("group_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "settings" (
                "key" text NOT NULL,
                "value" jsonb NOT NULL,
                "updated_by" integer,
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_c8639b7626fa94ba8265628f214" PRIMARY KEY ("key")
            )
        `);
        await queryRunner.query(`
            ALTER TABLE "payments"
            ADD CONSTRAINT "FK_d0b02233df1c52323107fe7b4d7" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "customers"
            ADD CONSTRAINT "FK_523e7505812cc9bece7df924bdd" FOREIGN KEY ("lead_cycle_id") REFERENCES "lead_cycles"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "customers"
            ADD CONSTRAINT "FK_3c205d25767606602d2a84bf8eb" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "agent_groups"
            ADD CONSTRAINT "FK_04a671cdf91d362c0e3bf731d02" FOREIGN KEY ("agent_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "agent_groups"
            ADD CONSTRAINT "FK_1bb725ee1fbb0b1cd9d51073f9f" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        // Indexes TypeORM cannot express: trigram search on names, prefix search on lower-cased text.
        await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await queryRunner.query(`CREATE INDEX "IDX_customers_name_trgm" ON "customers" USING gin ("name" gin_trgm_ops)`);
        await queryRunner.query(`CREATE INDEX "IDX_customers_mobile_prefix" ON "customers" ("mobile" text_pattern_ops)`);
        await queryRunner.query(`CREATE INDEX "IDX_customers_loan_no_prefix" ON "customers" (lower("loan_application_no") text_pattern_ops)`);
        await queryRunner.query(`CREATE INDEX "IDX_customers_email_prefix" ON "customers" (lower("kyc_email") text_pattern_ops)`);
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_groups_name_lower" ON "groups" (lower("name"))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "UQ_groups_name_lower"`);
        await queryRunner.query(`DROP INDEX "IDX_customers_email_prefix"`);
        await queryRunner.query(`DROP INDEX "IDX_customers_loan_no_prefix"`);
        await queryRunner.query(`DROP INDEX "IDX_customers_mobile_prefix"`);
        await queryRunner.query(`DROP INDEX "IDX_customers_name_trgm"`);
        await queryRunner.query(`
            ALTER TABLE "agent_groups" DROP CONSTRAINT "FK_1bb725ee1fbb0b1cd9d51073f9f"
        `);
        await queryRunner.query(`
            ALTER TABLE "agent_groups" DROP CONSTRAINT "FK_04a671cdf91d362c0e3bf731d02"
        `);
        await queryRunner.query(`
            ALTER TABLE "customers" DROP CONSTRAINT "FK_3c205d25767606602d2a84bf8eb"
        `);
        await queryRunner.query(`
            ALTER TABLE "customers" DROP CONSTRAINT "FK_523e7505812cc9bece7df924bdd"
        `);
        await queryRunner.query(`
            ALTER TABLE "payments" DROP CONSTRAINT "FK_d0b02233df1c52323107fe7b4d7"
        `);
        await queryRunner.query(`
            DROP TABLE "settings"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_agent_groups_group"
        `);
        await queryRunner.query(`
            DROP TABLE "agent_groups"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_customers_group"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_customers_loan_no"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_customers_status"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_customers_next_follow_up"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_customers_last_connected_at"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_customers_last_disposition"
        `);
        await queryRunner.query(`
            DROP TABLE "customers"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_payments_customer_date"
        `);
        await queryRunner.query(`
            DROP TABLE "payments"
        `);
        await queryRunner.query(`
            DROP TABLE "lead_cycles"
        `);
        await queryRunner.query(`
            DROP TABLE "groups"
        `);
    }

}

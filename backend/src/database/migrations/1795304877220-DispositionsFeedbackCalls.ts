import { MigrationInterface, QueryRunner } from "typeorm";

export class DispositionsFeedbackCalls1795304877220 implements MigrationInterface {
    name = 'DispositionsFeedbackCalls1795304877220'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "calls" (
                "id" SERIAL NOT NULL,
                "customer_id" integer NOT NULL,
                "agent_id" integer,
                "phone_number" text NOT NULL,
                "status" text NOT NULL DEFAULT 'initiated',
                "call_date_time" TIMESTAMP WITH TIME ZONE NOT NULL,
                "duration" integer NOT NULL DEFAULT '0',
                "disposition_name" text,
                "disposition_code" text,
                "disposition_date" TIMESTAMP WITH TIME ZONE,
                "next_follow_up" TIMESTAMP WITH TIME ZONE,
                "disposition_note" text,
                "notes" text,
                "recording_url" text,
                "transcript_text" text,
                "metadata" jsonb NOT NULL DEFAULT '{}',
                "provider_call_id" text,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_calls_status" CHECK (
                    "status" IN (
                        'initiated',
                        'answered',
                        'missed',
                        'voicemail',
                        'failed'
                    )
                ),
                CONSTRAINT "PK_d9171d91f8dd1a649659f1b6a20" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_calls_provider_call_id" ON "calls" ("provider_call_id")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_calls_agent_time" ON "calls" ("agent_id", "call_date_time")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_calls_time" ON "calls" ("call_date_time")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_calls_customer_agent_time" ON "calls" ("customer_id", "agent_id", "call_date_time")
        `);
        await queryRunner.query(`
            CREATE TABLE "disposition_statuses" (
                "id" SERIAL NOT NULL,
                "disposition_list_id" integer NOT NULL,
                "name" text NOT NULL,
                "code" text NOT NULL,
                "is_default_disposition" boolean NOT NULL DEFAULT false,
                "status" text NOT NULL DEFAULT 'enabled',
                "contact_type" text NOT NULL DEFAULT 'RPC',
                "next_date_time_needed" boolean NOT NULL DEFAULT false,
                "disposition_next_call_duration" integer DEFAULT '30',
                "provider_id" text,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_disposition_statuses_duration" CHECK (
                    "disposition_next_call_duration" IS NULL
                    OR "disposition_next_call_duration" BETWEEN 0 AND 10080
                ),
                CONSTRAINT "CHK_disposition_statuses_contact_type" CHECK ("contact_type" IN ('WPC', 'RPC', 'NC')),
                CONSTRAINT "CHK_disposition_statuses_status" CHECK ("status" IN ('enabled', 'disabled')),
                CONSTRAINT "PK_60867ed1df91f18b5b65405233b" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "disposition_lists" (
                "id" SERIAL NOT NULL,
                "name" text NOT NULL,
                "description" text,
                "status" text NOT NULL DEFAULT 'enabled',
                "provider_id" text,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_disposition_lists_status" CHECK ("status" IN ('enabled', 'disabled')),
                CONSTRAINT "PK_bda86ecfed8bb291233cbe96db1" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "feedback" (
                "id" SERIAL NOT NULL,
                "customer_id" integer NOT NULL,
                "agent_id" integer,
                "disposition_status_id" integer,
                "disposition_name" text NOT NULL,
                "disposition_code" text NOT NULL,
                "contact_type" text NOT NULL,
                "disposition_note" text,
                "next_follow_up" TIMESTAMP WITH TIME ZONE,
                "language" text,
                "reason_for_not_paying" text,
                "alternate_numbers" text array NOT NULL DEFAULT '{}',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_8389f9e087a57689cd5be8b2b13" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_feedback_customer_time" ON "feedback" ("customer_id", "created_at")
        `);
        await queryRunner.query(`
            ALTER TABLE "calls"
            ADD CONSTRAINT "FK_b9ca32fa0713b9242060e689f73" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "calls"
            ADD CONSTRAINT "FK_41eb007cd2aa579cf99aa2341c9" FOREIGN KEY ("agent_id") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "disposition_statuses"
            ADD CONSTRAINT "FK_d1d4c20c20a67a70826d4d15c38" FOREIGN KEY ("disposition_list_id") REFERENCES "disposition_lists"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "feedback"
            ADD CONSTRAINT "FK_a0bec92e744f506470240ac779c" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "feedback"
            ADD CONSTRAINT "FK_5ad0d18fd7c53e790cc1ea88815" FOREIGN KEY ("agent_id") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "feedback"
            ADD CONSTRAINT "FK_b6cc42ae50b7ca4d9de0e2a584c" FOREIGN KEY ("disposition_status_id") REFERENCES "disposition_statuses"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
        // Case-insensitive uniqueness, which TypeORM's generator cannot express.
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_disposition_lists_name_lower" ON "disposition_lists" (lower("name"))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_disposition_statuses_list_code_lower" ON "disposition_statuses" ("disposition_list_id", lower("code"))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "UQ_disposition_statuses_list_code_lower"`);
        await queryRunner.query(`DROP INDEX "UQ_disposition_lists_name_lower"`);
        await queryRunner.query(`
            ALTER TABLE "feedback" DROP CONSTRAINT "FK_b6cc42ae50b7ca4d9de0e2a584c"
        `);
        await queryRunner.query(`
            ALTER TABLE "feedback" DROP CONSTRAINT "FK_5ad0d18fd7c53e790cc1ea88815"
        `);
        await queryRunner.query(`
            ALTER TABLE "feedback" DROP CONSTRAINT "FK_a0bec92e744f506470240ac779c"
        `);
        await queryRunner.query(`
            ALTER TABLE "disposition_statuses" DROP CONSTRAINT "FK_d1d4c20c20a67a70826d4d15c38"
        `);
        await queryRunner.query(`
            ALTER TABLE "calls" DROP CONSTRAINT "FK_41eb007cd2aa579cf99aa2341c9"
        `);
        await queryRunner.query(`
            ALTER TABLE "calls" DROP CONSTRAINT "FK_b9ca32fa0713b9242060e689f73"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_feedback_customer_time"
        `);
        await queryRunner.query(`
            DROP TABLE "feedback"
        `);
        await queryRunner.query(`
            DROP TABLE "disposition_lists"
        `);
        await queryRunner.query(`
            DROP TABLE "disposition_statuses"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_calls_customer_agent_time"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_calls_time"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_calls_agent_time"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_calls_provider_call_id"
        `);
        await queryRunner.query(`
            DROP TABLE "calls"
        `);
    }

}

import { MigrationInterface, QueryRunner } from "typeorm";

/** Dialer: call state and provider keys on calls, user-agent links, lead lists, and the simulator's own tables. */
export class Telephony1795312042915 implements MigrationInterface {
    name = 'Telephony1795312042915'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "tata_lead_lists" (
                "id" SERIAL NOT NULL,
                "name" text NOT NULL,
                "lead_list_id" text NOT NULL,
                "lead_cycle_id" integer,
                "lead_count" integer NOT NULL DEFAULT '0',
                "last_refreshed_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_9cdfd0a9e978b849e4e745b4341" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_tata_lead_lists_lead_cycle" ON "tata_lead_lists" ("lead_cycle_id")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_tata_lead_lists_lead_list_id" ON "tata_lead_lists" ("lead_list_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "sim_agents" (
                "agent_id" text NOT NULL,
                "user_id" text NOT NULL,
                "name" text NOT NULL,
                "login_id" text NOT NULL,
                "phone" text NOT NULL,
                "extension" text NOT NULL,
                "enabled" boolean NOT NULL DEFAULT true,
                CONSTRAINT "PK_6d91ff8a8b495ea1ad21ac03131" PRIMARY KEY ("agent_id")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "sim_calls" (
                "uuid" text NOT NULL,
                "call_id" text NOT NULL,
                "ref_id" text NOT NULL,
                "attempt_id" text NOT NULL,
                "agent_id" text NOT NULL,
                "customer_number" text NOT NULL,
                "started_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "answer_at" TIMESTAMP WITH TIME ZONE,
                "end_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "outcome" text NOT NULL,
                "talk_seconds" integer NOT NULL DEFAULT '0',
                "hangup_cause" text NOT NULL,
                "recording_url" text,
                "plan" jsonb NOT NULL,
                "next_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_40e0c531e87c2a0495e0a89c3dc" PRIMARY KEY ("uuid")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_sim_calls_end" ON "sim_calls" ("end_at")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_sim_calls_attempt" ON "sim_calls" ("attempt_id")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_sim_calls_next" ON "sim_calls" ("next_at")
        `);
        await queryRunner.query(`
            CREATE TABLE "sim_disposition_lists" (
                "id" SERIAL NOT NULL,
                "name" text NOT NULL,
                "description" text,
                "enabled" boolean NOT NULL,
                CONSTRAINT "PK_f43e78a3ef4900e021884b76796" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "sim_disposition_statuses" (
                "id" SERIAL NOT NULL,
                "list_id" integer NOT NULL,
                "name" text NOT NULL,
                "code" text NOT NULL,
                CONSTRAINT "PK_122c686b0c41775dc342126b2b7" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_sim_disposition_statuses_list" ON "sim_disposition_statuses" ("list_id")
        `);
        await queryRunner.query(`
            CREATE TABLE "sim_lead_lists" (
                "id" SERIAL NOT NULL,
                "name" text NOT NULL,
                "description" text,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_9561a20694316328405a6b1ec19" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE TABLE "sim_leads" (
                "id" BIGSERIAL NOT NULL,
                "list_id" integer NOT NULL,
                "phone" text NOT NULL,
                "fields" jsonb NOT NULL,
                CONSTRAINT "PK_d21dbe7e552c4adb712d332a681" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_sim_leads_list_phone" ON "sim_leads" ("list_id", "phone")
        `);
        await queryRunner.query(`
            ALTER TABLE "users"
            ADD "dialer_agent_id" text
        `);
        await queryRunner.query(`
            ALTER TABLE "users"
            ADD "dialer_agent_number" text
        `);
        await queryRunner.query(`
            ALTER TABLE "users"
            ADD "dialer_extension" text
        `);
        await queryRunner.query(`
            ALTER TABLE "calls"
            ADD "state" text NOT NULL DEFAULT 'ended'
        `);
        await queryRunner.query(`
            ALTER TABLE "calls"
            ADD "outcome" text
        `);
        await queryRunner.query(`
            ALTER TABLE "calls"
            ADD "answered_at" TIMESTAMP WITH TIME ZONE
        `);
        await queryRunner.query(`
            ALTER TABLE "calls"
            ADD "ended_at" TIMESTAMP WITH TIME ZONE
        `);
        await queryRunner.query(`
            ALTER TABLE "calls"
            ADD "provider" text
        `);
        await queryRunner.query(`
            ALTER TABLE "calls"
            ADD "provider_call_key" text
        `);
        await queryRunner.query(`
            ALTER TABLE "calls"
            ADD "provider_ref" text
        `);
        await queryRunner.query(`
            ALTER TABLE "disposition_statuses"
            ADD "provider_hash" text
        `);
        await queryRunner.query(`
            ALTER TABLE "disposition_lists"
            ADD "provider_hash" text
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_users_dialer_agent_id" ON "users" ("dialer_agent_id")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_calls_agent_live" ON "calls" ("agent_id")
            WHERE "state" <> 'ended'
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_calls_provider_ref" ON "calls" ("provider_ref")
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_calls_provider_call_key" ON "calls" ("provider", "provider_call_key")
        `);
        await queryRunner.query(`
            ALTER TABLE "calls"
            ADD CONSTRAINT "CHK_calls_state" CHECK (
                    "state" IN ('initiated', 'ringing', 'answered', 'ended')
                )
        `);
        await queryRunner.query(`
            ALTER TABLE "tata_lead_lists"
            ADD CONSTRAINT "FK_52ee2543bf4770552a95a26392a" FOREIGN KEY ("lead_cycle_id") REFERENCES "lead_cycles"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "tata_lead_lists" DROP CONSTRAINT "FK_52ee2543bf4770552a95a26392a"
        `);
        await queryRunner.query(`
            ALTER TABLE "calls" DROP CONSTRAINT "CHK_calls_state"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_calls_provider_call_key"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_calls_provider_ref"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_calls_agent_live"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_users_dialer_agent_id"
        `);
        await queryRunner.query(`
            ALTER TABLE "disposition_lists" DROP COLUMN "provider_hash"
        `);
        await queryRunner.query(`
            ALTER TABLE "disposition_statuses" DROP COLUMN "provider_hash"
        `);
        await queryRunner.query(`
            ALTER TABLE "calls" DROP COLUMN "provider_ref"
        `);
        await queryRunner.query(`
            ALTER TABLE "calls" DROP COLUMN "provider_call_key"
        `);
        await queryRunner.query(`
            ALTER TABLE "calls" DROP COLUMN "provider"
        `);
        await queryRunner.query(`
            ALTER TABLE "calls" DROP COLUMN "ended_at"
        `);
        await queryRunner.query(`
            ALTER TABLE "calls" DROP COLUMN "answered_at"
        `);
        await queryRunner.query(`
            ALTER TABLE "calls" DROP COLUMN "outcome"
        `);
        await queryRunner.query(`
            ALTER TABLE "calls" DROP COLUMN "state"
        `);
        await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "dialer_extension"
        `);
        await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "dialer_agent_number"
        `);
        await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "dialer_agent_id"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_sim_leads_list_phone"
        `);
        await queryRunner.query(`
            DROP TABLE "sim_leads"
        `);
        await queryRunner.query(`
            DROP TABLE "sim_lead_lists"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_sim_disposition_statuses_list"
        `);
        await queryRunner.query(`
            DROP TABLE "sim_disposition_statuses"
        `);
        await queryRunner.query(`
            DROP TABLE "sim_disposition_lists"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_sim_calls_next"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_sim_calls_attempt"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_sim_calls_end"
        `);
        await queryRunner.query(`
            DROP TABLE "sim_calls"
        `);
        await queryRunner.query(`
            DROP TABLE "sim_agents"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_tata_lead_lists_lead_list_id"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_tata_lead_lists_lead_cycle"
        `);
        await queryRunner.query(`
            DROP TABLE "tata_lead_lists"
        `);
    }

}

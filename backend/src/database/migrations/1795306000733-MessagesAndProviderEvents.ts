import { MigrationInterface, QueryRunner } from "typeorm";

export class MessagesAndProviderEvents1795306000733 implements MigrationInterface {
    name = 'MessagesAndProviderEvents1795306000733'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "sim_outbox" (
                "id" text NOT NULL,
                "message_id" uuid NOT NULL,
                "to_number" text NOT NULL,
                "template" text NOT NULL,
                "params" jsonb NOT NULL,
                "link" text NOT NULL,
                "plan" jsonb NOT NULL,
                "next_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_0819300f54d25f4430fe78f9e7a" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_sim_outbox_next" ON "sim_outbox" ("next_at")
        `);
        await queryRunner.query(`
            CREATE TABLE "provider_events" (
                "id" BIGSERIAL NOT NULL,
                "provider" text NOT NULL,
                "event_key" text NOT NULL,
                "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "body" jsonb NOT NULL,
                "processed_at" TIMESTAMP WITH TIME ZONE,
                "error" text,
                CONSTRAINT "PK_d882a90f8c8180b9bdae9af62eb" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_provider_events_key" ON "provider_events" ("event_key")
        `);
        await queryRunner.query(`
            CREATE TABLE "messages" (
                "id" uuid NOT NULL,
                "customer_id" integer NOT NULL,
                "agent_id" integer,
                "kind" text NOT NULL,
                "to_number" text NOT NULL,
                "template" text NOT NULL,
                "link" text NOT NULL,
                "params" jsonb NOT NULL,
                "status" text NOT NULL DEFAULT 'queued',
                "provider" text NOT NULL,
                "provider_message_id" text,
                "error" jsonb,
                "status_history" jsonb NOT NULL DEFAULT '[]',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_messages_status" CHECK (
                    "status" IN ('queued', 'sent', 'delivered', 'read', 'failed')
                ),
                CONSTRAINT "CHK_messages_kind" CHECK (
                    "kind" IN (
                        'payment',
                        'settlement',
                        'foreclosure',
                        'offer',
                        'reference'
                    )
                ),
                CONSTRAINT "PK_18325f38ae6de43878487eff986" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_messages_provider_id" ON "messages" ("provider", "provider_message_id")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_messages_customer_time" ON "messages" ("customer_id", "created_at")
        `);
        await queryRunner.query(`
            ALTER TABLE "messages"
            ADD CONSTRAINT "FK_9329a2ad0afbd9eb3e297628a92" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE "messages"
            ADD CONSTRAINT "FK_80491b9bf9dd087246f6de958c8" FOREIGN KEY ("agent_id") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "messages" DROP CONSTRAINT "FK_80491b9bf9dd087246f6de958c8"
        `);
        await queryRunner.query(`
            ALTER TABLE "messages" DROP CONSTRAINT "FK_9329a2ad0afbd9eb3e297628a92"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_messages_customer_time"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_messages_provider_id"
        `);
        await queryRunner.query(`
            DROP TABLE "messages"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."UQ_provider_events_key"
        `);
        await queryRunner.query(`
            DROP TABLE "provider_events"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_sim_outbox_next"
        `);
        await queryRunner.query(`
            DROP TABLE "sim_outbox"
        `);
    }

}

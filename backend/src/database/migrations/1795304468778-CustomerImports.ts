import { MigrationInterface, QueryRunner } from "typeorm";

export class CustomerImports1795304468778 implements MigrationInterface {
    name = 'CustomerImports1795304468778'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "customer_imports" (
                "id" uuid NOT NULL,
                "created_by" integer NOT NULL,
                "file_name" text NOT NULL,
                "columns" text array NOT NULL,
                "status" text NOT NULL DEFAULT 'staged',
                "total_rows" integer NOT NULL,
                "valid_rows" integer NOT NULL,
                "failed_rows" integer NOT NULL,
                "lead_cycle_id" integer,
                "group_id" integer,
                "created_count" integer,
                "updated_count" integer,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "committed_at" TIMESTAMP WITH TIME ZONE,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "CHK_customer_imports_status" CHECK ("status" IN ('staged', 'committed')),
                CONSTRAINT "PK_3302a2b4b36b43604e926ca2a2c" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_customer_imports_expiry" ON "customer_imports" ("expires_at")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_customer_imports_owner" ON "customer_imports" ("created_by", "created_at")
        `);
        await queryRunner.query(`
            CREATE TABLE "customer_import_rows" (
                "import_id" uuid NOT NULL,
                "row_number" integer NOT NULL,
                "data" jsonb NOT NULL,
                CONSTRAINT "PK_c2d9b8ed1ce8bfc58d43b0b7967" PRIMARY KEY ("import_id", "row_number")
            )
        `);
        await queryRunner.query(`
            ALTER TABLE "customer_import_rows"
            ADD CONSTRAINT "FK_36a67516096023a95246e3e8705" FOREIGN KEY ("import_id") REFERENCES "customer_imports"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "customer_import_rows" DROP CONSTRAINT "FK_36a67516096023a95246e3e8705"
        `);
        await queryRunner.query(`
            DROP TABLE "customer_import_rows"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_customer_imports_owner"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_customer_imports_expiry"
        `);
        await queryRunner.query(`
            DROP TABLE "customer_imports"
        `);
    }

}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30. A loan lends a group to agents for an inclusive range of business dates (at most 31); its agents' rows
 * carry the dates the customer scope reads (IDX_group_loan_agents_agent: the viewer's loans of today). A loan ended
 * early keeps its rows with `ended_at` (the audit and the list show it); an agent deactivated mid-loan ends their row
 * alone. A standing rule per group names a buddy or a pool; the automatic loan it makes is once per group and day
 * (UQ_group_loans_automatic), whichever instance tries.
 */
export class GroupLoansAndCoverage1800100000000 implements MigrationInterface {
  name = 'GroupLoansAndCoverage1800100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "group_loans" (
        "id" SERIAL PRIMARY KEY,
        "group_id" integer NOT NULL REFERENCES "groups" ("id") ON DELETE CASCADE,
        "start_date" date NOT NULL,
        "end_date" date NOT NULL,
        "reason" text NOT NULL,
        "automatic" boolean NOT NULL DEFAULT false,
        "created_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL,
        "ended_at" timestamptz,
        CONSTRAINT "CHK_group_loans_range" CHECK ("end_date" >= "start_date" AND "end_date" - "start_date" <= 30)
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_group_loans_group_end" ON "group_loans" ("group_id", "end_date")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_group_loans_automatic" ON "group_loans" ("group_id", "start_date") WHERE "automatic"`);
    await queryRunner.query(`
      CREATE TABLE "group_loan_agents" (
        "loan_id" integer NOT NULL REFERENCES "group_loans" ("id") ON DELETE CASCADE,
        "agent_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "group_id" integer NOT NULL REFERENCES "groups" ("id") ON DELETE CASCADE,
        "start_date" date NOT NULL,
        "end_date" date NOT NULL,
        "ended_at" timestamptz,
        PRIMARY KEY ("loan_id", "agent_id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_group_loan_agents_agent" ON "group_loan_agents" ("agent_id", "end_date") WHERE "ended_at" IS NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_group_loan_agents_group" ON "group_loan_agents" ("group_id", "end_date") WHERE "ended_at" IS NULL`);
    await queryRunner.query(`
      CREATE TABLE "coverage_rules" (
        "group_id" integer PRIMARY KEY REFERENCES "groups" ("id") ON DELETE CASCADE,
        "buddy_agent_ids" integer[] NOT NULL DEFAULT '{}',
        "pool_group_ids" integer[] NOT NULL DEFAULT '{}',
        "check_in_deadline" time NOT NULL,
        "updated_at" timestamptz NOT NULL
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "coverage_rules"`);
    await queryRunner.query(`DROP TABLE "group_loan_agents"`);
    await queryRunner.query(`DROP TABLE "group_loans"`);
  }
}

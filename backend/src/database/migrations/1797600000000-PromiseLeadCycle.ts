import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A promise keeps its customer's lead cycle (a customer row never changes cycle), set from the customer on insert by
 * a trigger whatever the writer sends, and IDX_promises_cycle_agent lets the dashboard count a cycle's promises per
 * agent and state from the index alone, without joining the cycle's 83,000 customers (docs/performance.md, the year).
 * Not audited: lead_cycle_id is derived, and the promises' audit trigger watches only state, date and amount.
 */
export class PromiseLeadCycle1797600000000 implements MigrationInterface {
  name = 'PromiseLeadCycle1797600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "promises" ADD COLUMN "lead_cycle_id" integer`);
    await queryRunner.query(`UPDATE "promises" p SET "lead_cycle_id" = c."lead_cycle_id" FROM "customers" c WHERE c."id" = p."customer_id"`);
    await queryRunner.query(`ALTER TABLE "promises" ALTER COLUMN "lead_cycle_id" SET NOT NULL`);
    await queryRunner.query(`
      CREATE FUNCTION promises_lead_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.lead_cycle_id := (SELECT lead_cycle_id FROM customers WHERE id = NEW.customer_id);
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER promises_lead_cycle BEFORE INSERT OR UPDATE OF customer_id, lead_cycle_id ON "promises"
      FOR EACH ROW EXECUTE FUNCTION promises_lead_cycle()`);
    await queryRunner.query(`CREATE INDEX "IDX_promises_cycle_agent" ON "promises" ("lead_cycle_id", "agent_id", "state")`);
    await queryRunner.query(`ANALYZE "promises"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_promises_cycle_agent"`);
    await queryRunner.query(`DROP TRIGGER promises_lead_cycle ON "promises"`);
    await queryRunner.query(`DROP FUNCTION promises_lead_cycle()`);
    await queryRunner.query(`ALTER TABLE "promises" DROP COLUMN "lead_cycle_id"`);
  }
}

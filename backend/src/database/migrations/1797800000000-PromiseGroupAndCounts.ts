import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createAppendOnlyCounts, dropAppendOnlyCounts, type AppendOnlyCounts } from '../append-only-counts.js';

/** Frozen copies of `promises/promise-counts.ts` as this migration ran them (a migration is history: it imports no live code). */
const COUNT_KEYS = 'lead_cycle_id, group_id, agent_id, state, called_again, due_on';
const PROMISE_COUNT_VALUES = `lead_cycle_id, group_id, agent_id, state, called_again, CASE WHEN state = 'open' THEN promised_date END AS due_on`;

const PROMISE_COUNTS: AppendOnlyCounts = { table: 'promise_counts', source: 'promises', keys: COUNT_KEYS, values: PROMISE_COUNT_VALUES };

/**
 * The worklist and the dashboard at a 200-agent floor's size (issue 18; docs/performance.md, the year).
 *
 * A promise keeps its customer's group beside its lead cycle: one BEFORE trigger sets both from the customer on
 * insert (replacing PromiseLeadCycle's), and a statement trigger on customers moves the promises of regrouped
 * customers (bulk assign, a deleted group's SET NULL), so the worklist's promise sections read only the viewer's
 * groups' entries, in page order, from partial indexes, instead of hash-joining a group's 50,000 customer ids.
 *
 * `promise_counts` holds promises per (lead cycle, group, agent, state, called again, date if open), kept exact by
 * statement triggers on promises that append each statement's net change (like `customer_counts`, see
 * AppendOnlyCounts) and folded by CountsCompactionService: the dashboard and the worklist's promise sections sum a
 * few hundred rows instead of counting a month's promises (or a group's 11,000 broken ones) entry by entry.
 * Derived columns and tables, so not audited. Hand-written: TypeORM's generator cannot express triggers.
 */
export class PromiseGroupAndCounts1797800000000 implements MigrationInterface {
  name = 'PromiseGroupAndCounts1797800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "promises" ADD COLUMN "group_id" integer`);
    await queryRunner.query(`UPDATE "promises" p SET "group_id" = c."group_id" FROM "customers" c WHERE c."id" = p."customer_id" AND c."group_id" IS NOT NULL`);
    await queryRunner.query(`DROP TRIGGER promises_lead_cycle ON "promises"`);
    await queryRunner.query(`DROP FUNCTION promises_lead_cycle()`);
    await queryRunner.query(`
      CREATE FUNCTION promises_customer_keys() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT c.lead_cycle_id, c.group_id INTO NEW.lead_cycle_id, NEW.group_id FROM customers c WHERE c.id = NEW.customer_id;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER promises_customer_keys BEFORE INSERT OR UPDATE OF customer_id, lead_cycle_id, group_id ON "promises"
      FOR EACH ROW EXECUTE FUNCTION promises_customer_keys()`);
    // A statement trigger (one UPDATE of promises per customers statement, however many it regroups). Whether any
    // customer changed group is found without a join (a saved plan keeps the first statement's join method, and a
    // nested loop over two large transition tables would be quadratic); the update itself is planned each time.
    await queryRunner.query(`
      CREATE FUNCTION customers_regroup_promises() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT id, group_id FROM new_rows EXCEPT SELECT id, group_id FROM old_rows) THEN
          EXECUTE 'UPDATE promises p SET group_id = n.group_id FROM new_rows n WHERE p.customer_id = n.id AND p.group_id IS DISTINCT FROM n.group_id';
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER customers_regroup_promises AFTER UPDATE ON "customers"
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customers_regroup_promises()`);

    // The worklist's promise sections: a group's entries in page order, the page and the count from the index alone.
    await queryRunner.query(`
      CREATE INDEX "IDX_promises_group_due" ON "promises" ("group_id", "promised_date", "promised_amount" DESC NULLS LAST, "customer_id")
      WHERE "state" = 'open'`);
    await queryRunner.query(`
      CREATE INDEX "IDX_promises_group_broken" ON "promises" ("group_id", "decided_at" DESC, "customer_id") INCLUDE ("promised_date", "promised_amount")
      WHERE "state" = 'broken' AND NOT "called_again"`);
    // The whole floor's Broken promises (an admin's worklist without agent_id) in page order.
    await queryRunner.query(`
      CREATE INDEX "IDX_promises_broken_decided" ON "promises" ("decided_at" DESC, "customer_id") INCLUDE ("promised_date", "promised_amount")
      WHERE "state" = 'broken' AND NOT "called_again"`);

    await queryRunner.query(`
      CREATE TABLE promise_counts (lead_cycle_id integer NOT NULL, group_id integer, agent_id integer, state text NOT NULL, called_again boolean NOT NULL,
        due_on date, n bigint NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_promise_counts_key" ON promise_counts (${COUNT_KEYS})`);
    await queryRunner.query(`CREATE INDEX "IDX_promise_counts_group" ON promise_counts (group_id, state, due_on)`);
    await createAppendOnlyCounts(queryRunner, PROMISE_COUNTS);
    // Only the dashboard read it, and it now reads promise_counts.
    await queryRunner.query(`DROP INDEX "IDX_promises_cycle_agent"`);
    await queryRunner.query(`ANALYZE "promises"`);
    await queryRunner.query(`ANALYZE promise_counts`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_promises_cycle_agent" ON "promises" ("lead_cycle_id", "agent_id", "state")`);
    await dropAppendOnlyCounts(queryRunner, PROMISE_COUNTS);
    await queryRunner.query(`DROP TABLE promise_counts`);
    await queryRunner.query(`DROP INDEX "IDX_promises_broken_decided"`);
    await queryRunner.query(`DROP INDEX "IDX_promises_group_broken"`);
    await queryRunner.query(`DROP INDEX "IDX_promises_group_due"`);
    await queryRunner.query(`DROP TRIGGER customers_regroup_promises ON "customers"`);
    await queryRunner.query(`DROP FUNCTION customers_regroup_promises()`);
    await queryRunner.query(`DROP TRIGGER promises_customer_keys ON "promises"`);
    await queryRunner.query(`DROP FUNCTION promises_customer_keys()`);
    await queryRunner.query(`
      CREATE FUNCTION promises_lead_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.lead_cycle_id := (SELECT lead_cycle_id FROM customers WHERE id = NEW.customer_id);
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER promises_lead_cycle BEFORE INSERT OR UPDATE OF customer_id, lead_cycle_id ON "promises"
      FOR EACH ROW EXECUTE FUNCTION promises_lead_cycle()`);
    await queryRunner.query(`ALTER TABLE "promises" DROP COLUMN "group_id"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createAppendOnlyCounts, dropAppendOnlyCounts, type AppendOnlyCounts } from '../append-only-counts.js';

/** promise_month_counts' keys, and the values a promise gives them (frozen here: a migration is history). */
const KEYS = 'made_month, decided_month, state, group_id, agent_id';
const VALUES = `date_trunc('month', made_on)::date AS made_month,
  CASE WHEN state IN ('kept', 'kept_late', 'broken') THEN date_trunc('month', decided_on)::date END AS decided_month, state, group_id, agent_id`;
const COUNTS: AppendOnlyCounts = { table: 'promise_month_counts', source: 'promises', keys: KEYS, values: VALUES };

/**
 * The dashboard's Current Month counts the promises made, and decided, in the month on the customers the viewer
 * sees, whatever their lead cycle (DECISIONS, "Promises to pay"; issue 25 item 9).
 *
 * `promises.decided_on` is the business day a promise was decided (set with decided_at by the service, which knows
 * APP_TIMEZONE; filled here for the promises decided before). `promise_month_counts` holds promises per (month made,
 * month decided if kept, kept late or broken, state, group, agent), kept exact by the AppendOnlyCounts statement
 * triggers and folded by CountsCompactionService: a month's figures sum a few hundred rows whatever the floor's size,
 * like promise_counts does per lead cycle. Derived, so not audited (the promises' audit trigger watches only state,
 * date and amount).
 */
export class PromiseMonthCounts1798200100000 implements MigrationInterface {
  name = 'PromiseMonthCounts1798200100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "promises" ADD COLUMN "decided_on" date`);
    await queryRunner.query(`UPDATE "promises" SET "decided_on" = ("decided_at" AT TIME ZONE $1)::date WHERE "decided_at" IS NOT NULL`, [
      process.env.APP_TIMEZONE ?? 'Asia/Kolkata',
    ]);
    await queryRunner.query(`
      CREATE TABLE promise_month_counts (made_month date NOT NULL, decided_month date, state text NOT NULL, group_id integer, agent_id integer,
        n bigint NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_promise_month_counts_made" ON promise_month_counts (made_month, group_id)`);
    await queryRunner.query(`CREATE INDEX "IDX_promise_month_counts_decided" ON promise_month_counts (decided_month, group_id)`);
    await createAppendOnlyCounts(queryRunner, COUNTS);
    await queryRunner.query(`ANALYZE promise_month_counts`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await dropAppendOnlyCounts(queryRunner, COUNTS);
    await queryRunner.query(`DROP TABLE promise_month_counts`);
    await queryRunner.query(`ALTER TABLE "promises" DROP COLUMN "decided_on"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createAppendOnlyCounts, dropAppendOnlyCounts, type AppendOnlyCounts } from '../append-only-counts.js';

/** Frozen copy of `customers/customer-counts.ts` FOLLOW_UP_DAY as this migration ran it (a migration is history: it imports no live code). */
const FOLLOW_UP_DAY = 'floor(extract(epoch FROM next_follow_up) / 86400)::int';

const KEYS = 'group_id, status, follow_up_day';
const FOLLOW_UP_DAYS: AppendOnlyCounts = {
  table: 'customer_group_follow_up_days',
  source: 'customers',
  keys: KEYS,
  values: `group_id, status, ${FOLLOW_UP_DAY} AS follow_up_day`,
  where: 'next_follow_up IS NOT NULL',
};

/**
 * The worklist's "Follow-ups due" count for a group without counting its 10,000 due index entries (a 200-agent
 * floor's group of 50,000 customers; docs/performance.md, the year): `customer_group_follow_up_days` holds the
 * customers per group, status and follow-up day (UTC), kept exact by append-only statement triggers like
 * customer_counts (AppendOnlyCounts) and folded by CountsCompactionService. The count sums the days before today and
 * counts only today's entries up to now in the index (customer-counts.ts, dueFollowUpTotal).
 * Hand-written: TypeORM's generator cannot express triggers.
 */
export class GroupFollowUpDays1797800100000 implements MigrationInterface {
  name = 'GroupFollowUpDays1797800100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE customer_group_follow_up_days (group_id integer, status text NOT NULL, follow_up_day integer NOT NULL, n bigint NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_customer_group_follow_up_days_key" ON customer_group_follow_up_days (${KEYS})`);
    await createAppendOnlyCounts(queryRunner, FOLLOW_UP_DAYS);
    await queryRunner.query(`ANALYZE customer_group_follow_up_days`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await dropAppendOnlyCounts(queryRunner, FOLLOW_UP_DAYS);
    await queryRunner.query(`DROP TABLE customer_group_follow_up_days`);
  }
}

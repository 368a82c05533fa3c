import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FOLLOW_UP_DAY } from '../../modules/customers/customer-counts.js';

const KEYS = 'group_id, status, follow_up_day';

/** One side of a statement's change, as signed counts per (group, status, follow-up day). */
const changes = (rows: 'new_rows' | 'old_rows', sign: '' | '-') =>
  `SELECT group_id, status, ${FOLLOW_UP_DAY} AS follow_up_day, ${sign}1 AS delta FROM ${rows} WHERE next_follow_up IS NOT NULL`;
const append = (source: string) =>
  `INSERT INTO customer_group_follow_up_days (${KEYS}, n) SELECT ${KEYS}, sum(delta) FROM (${source}) changes GROUP BY ${KEYS} HAVING sum(delta) <> 0;`;

/** The statements the counts follow, and the changed rows each one's trigger sees. */
const TRIGGERS = [
  ['insert', 'REFERENCING NEW TABLE AS new_rows'],
  ['update', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['delete', 'REFERENCING OLD TABLE AS old_rows'],
  ['truncate', ''],
] as const;

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
    await queryRunner.query(`
      CREATE FUNCTION customer_group_follow_up_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          TRUNCATE customer_group_follow_up_days;
        ELSIF TG_OP = 'INSERT' THEN ${append(changes('new_rows', ''))}
        ELSIF TG_OP = 'DELETE' THEN ${append(changes('old_rows', '-'))}
        ELSE ${append(`${changes('new_rows', '')} UNION ALL ${changes('old_rows', '-')}`)}
        END IF;
        RETURN NULL;
      END $$`);
    for (const [event, transitions] of TRIGGERS) {
      await queryRunner.query(`
        CREATE TRIGGER customer_group_follow_up_days_on_${event} AFTER ${event.toUpperCase()} ON customers ${transitions}
        FOR EACH STATEMENT EXECUTE FUNCTION customer_group_follow_up_days_apply()`);
    }
    await queryRunner.query(`LOCK TABLE customers IN SHARE MODE`);
    await queryRunner.query(`
      INSERT INTO customer_group_follow_up_days (${KEYS}, n)
      SELECT group_id, status, ${FOLLOW_UP_DAY}, count(*) FROM customers WHERE next_follow_up IS NOT NULL GROUP BY 1, 2, 3`);
    await queryRunner.query(`ANALYZE customer_group_follow_up_days`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [event] of TRIGGERS) await queryRunner.query(`DROP TRIGGER customer_group_follow_up_days_on_${event} ON customers`);
    await queryRunner.query(`DROP FUNCTION customer_group_follow_up_days_apply()`);
    await queryRunner.query(`DROP TABLE customer_group_follow_up_days`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The hour (since 1970, UTC) a follow-up falls in, the same in the triggers and in the list's count. */
const FOLLOW_UP_HOUR = `floor(extract(epoch FROM next_follow_up) / 3600)::int`;

/** One side of a statement's change, as signed counts per (status, follow-up hour). */
const changes = (rows: 'new_rows' | 'old_rows', sign: 1 | -1) =>
  `SELECT status, ${FOLLOW_UP_HOUR} AS follow_up_hour, ${sign} AS delta FROM ${rows} WHERE next_follow_up IS NOT NULL`;

/** The statements the counts follow, and the changed rows each one's trigger sees. */
const TRIGGERS = [
  ['insert', 'REFERENCING NEW TABLE AS new_rows'],
  ['update', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['delete', 'REFERENCING OLD TABLE AS old_rows'],
  ['truncate', ''],
] as const;

/**
 * The follow-up work queue's total ("overdue customers to call back today") without counting every matching index
 * entry (15,000 for a day among a million customers): `customer_follow_up_hours` holds the customers per status and
 * follow-up hour, kept exact by statement-level triggers (as customer_counts is). A follow-up range sums its whole
 * hours from it and counts only the two partial hours at its edges in the index (customer-list-query.ts).
 * Hand-written: TypeORM's generator cannot express triggers.
 */
export class CustomerFollowUpHours1795314000000 implements MigrationInterface {
  name = 'CustomerFollowUpHours1795314000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE customer_follow_up_hours (
        status text NOT NULL,
        follow_up_hour integer NOT NULL,
        n bigint NOT NULL,
        PRIMARY KEY (status, follow_up_hour)
      )`);
    // Upserts in key order, so concurrent statements lock the rows they share in the same order (no deadlock).
    const upsert = (source: string) => `
          INSERT INTO customer_follow_up_hours AS h (status, follow_up_hour, n)
          SELECT status, follow_up_hour, sum(delta) FROM (${source}) changes
          GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
          ON CONFLICT (status, follow_up_hour) DO UPDATE SET n = h.n + EXCLUDED.n;`;
    await queryRunner.query(`
      CREATE FUNCTION customer_follow_up_hours_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          TRUNCATE customer_follow_up_hours;
        ELSIF TG_OP = 'INSERT' THEN ${upsert(changes('new_rows', 1))}
        ELSIF TG_OP = 'DELETE' THEN ${upsert(changes('old_rows', -1))}
        ELSE ${upsert(`${changes('new_rows', 1)} UNION ALL ${changes('old_rows', -1)}`)}
        END IF;
        RETURN NULL;
      END $$`);
    for (const [event, transitions] of TRIGGERS) {
      await queryRunner.query(`
        CREATE TRIGGER customer_follow_up_hours_on_${event} AFTER ${event.toUpperCase()} ON customers ${transitions}
        FOR EACH STATEMENT EXECUTE FUNCTION customer_follow_up_hours_apply()`);
    }
    await queryRunner.query(`
      INSERT INTO customer_follow_up_hours (status, follow_up_hour, n)
      SELECT status, ${FOLLOW_UP_HOUR}, count(*) FROM customers WHERE next_follow_up IS NOT NULL GROUP BY 1, 2`);
    await queryRunner.query(`ANALYZE customer_follow_up_hours`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [event] of TRIGGERS) {
      await queryRunner.query(`DROP TRIGGER customer_follow_up_hours_on_${event} ON customers`);
    }
    await queryRunner.query(`DROP FUNCTION customer_follow_up_hours_apply()`);
    await queryRunner.query(`DROP TABLE customer_follow_up_hours`);
  }
}

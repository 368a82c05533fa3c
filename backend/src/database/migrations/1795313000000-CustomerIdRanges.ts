import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deep pages of the whole customer list (newest first) without walking the primary key to them: OFFSET 100,000
 * reads 100,000 index entries (10-20 ms). `customer_id_ranges` counts the customers in each range of 4,096 ids, keyed
 * by the range's exclusive upper bound, kept exact by statement-level triggers (as customer_counts is). The list sums
 * the ranges from the top to find the one holding its offset, then walks at most 4,096 entries below that bound
 * (customer-list-query.ts). This relies on ids never changing, which a guard now enforces.
 * Hand-written: TypeORM's generator cannot express triggers.
 */
export class CustomerIdRanges1795313000000 implements MigrationInterface {
  name = 'CustomerIdRanges1795313000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE customer_id_ranges (id_below bigint PRIMARY KEY, n bigint NOT NULL)`);
    await queryRunner.query(`
      CREATE FUNCTION customer_id_ranges_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          TRUNCATE customer_id_ranges;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO customer_id_ranges AS r (id_below, n)
          SELECT (id::bigint / 4096 + 1) * 4096, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
          ON CONFLICT (id_below) DO UPDATE SET n = r.n + EXCLUDED.n;
        ELSE
          INSERT INTO customer_id_ranges AS r (id_below, n)
          SELECT (id::bigint / 4096 + 1) * 4096, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
          ON CONFLICT (id_below) DO UPDATE SET n = r.n + EXCLUDED.n;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER customer_id_ranges_on_insert AFTER INSERT ON customers
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_id_ranges_apply()`);
    await queryRunner.query(`
      CREATE TRIGGER customer_id_ranges_on_delete AFTER DELETE ON customers
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_id_ranges_apply()`);
    await queryRunner.query(`
      CREATE TRIGGER customer_id_ranges_on_truncate AFTER TRUNCATE ON customers FOR EACH STATEMENT EXECUTE FUNCTION customer_id_ranges_apply()`);
    await queryRunner.query(`
      CREATE FUNCTION customers_id_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'customers.id cannot change (customer_id_ranges counts customers by id)';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER customers_id_unchanged BEFORE UPDATE OF id ON customers
      FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION customers_id_unchanged()`);
    await queryRunner.query(`
      INSERT INTO customer_id_ranges (id_below, n) SELECT (id::bigint / 4096 + 1) * 4096, count(*) FROM customers GROUP BY 1`);
    await queryRunner.query(`ANALYZE customer_id_ranges`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER customers_id_unchanged ON customers`);
    await queryRunner.query(`DROP FUNCTION customers_id_unchanged()`);
    await queryRunner.query(`DROP TRIGGER customer_id_ranges_on_truncate ON customers`);
    await queryRunner.query(`DROP TRIGGER customer_id_ranges_on_delete ON customers`);
    await queryRunner.query(`DROP TRIGGER customer_id_ranges_on_insert ON customers`);
    await queryRunner.query(`DROP FUNCTION customer_id_ranges_apply()`);
    await queryRunner.query(`DROP TABLE customer_id_ranges`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exact customer counts without counting a million rows per request: `customer_counts` holds the number of
 * customers per (lead cycle, group, status, last disposition), kept exact by statement-level triggers on
 * customers (they see whole batches through transition tables, so an import of 100,000 rows costs one upsert
 * per distinct key, not per row). Lists and the dashboard sum it when they filter only by those columns.
 * Name search moves from trigrams to word prefixes ("ana si" finds "Ananya Singh"), which a GIN index on the
 * name's words answers far faster than trigrams over common letters.
 * Hand-written: TypeORM's generator cannot express triggers, NULLS NOT DISTINCT or expression GIN indexes.
 */
export class CustomerCountsAndNameSearch1795303400000 implements MigrationInterface {
  name = 'CustomerCountsAndNameSearch1795303400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE customer_counts (
        lead_cycle_id integer NOT NULL,
        group_id integer,
        status text NOT NULL,
        last_disposition_status text,
        n bigint NOT NULL,
        CONSTRAINT "UQ_customer_counts_key" UNIQUE NULLS NOT DISTINCT (lead_cycle_id, group_id, status, last_disposition_status)
      )`);
    await queryRunner.query(`
      CREATE FUNCTION customer_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          TRUNCATE customer_counts;
          RETURN NULL;
        END IF;
        INSERT INTO customer_counts AS c (lead_cycle_id, group_id, status, last_disposition_status, n)
        SELECT lead_cycle_id, group_id, status, last_disposition_status, sum(delta)
        FROM (
          SELECT lead_cycle_id, group_id, status, last_disposition_status, 1 AS delta FROM new_rows
          UNION ALL
          SELECT lead_cycle_id, group_id, status, last_disposition_status, -1 AS delta FROM old_rows
        ) changes
        GROUP BY lead_cycle_id, group_id, status, last_disposition_status
        HAVING sum(delta) <> 0
        ORDER BY lead_cycle_id, group_id, status, last_disposition_status
        ON CONFLICT ON CONSTRAINT "UQ_customer_counts_key" DO UPDATE SET n = c.n + EXCLUDED.n;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION customer_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO customer_counts AS c (lead_cycle_id, group_id, status, last_disposition_status, n)
        SELECT lead_cycle_id, group_id, status, last_disposition_status, count(*) FROM new_rows
        GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT ON CONSTRAINT "UQ_customer_counts_key" DO UPDATE SET n = c.n + EXCLUDED.n;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION customer_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO customer_counts AS c (lead_cycle_id, group_id, status, last_disposition_status, n)
        SELECT lead_cycle_id, group_id, status, last_disposition_status, -count(*) FROM old_rows
        GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT ON CONSTRAINT "UQ_customer_counts_key" DO UPDATE SET n = c.n + EXCLUDED.n;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER customer_counts_on_insert AFTER INSERT ON customers
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_insert()`);
    await queryRunner.query(`
      CREATE TRIGGER customer_counts_on_update AFTER UPDATE ON customers
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_apply()`);
    await queryRunner.query(`
      CREATE TRIGGER customer_counts_on_delete AFTER DELETE ON customers
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_delete()`);
    await queryRunner.query(`
      CREATE TRIGGER customer_counts_on_truncate AFTER TRUNCATE ON customers FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_apply()`);
    await queryRunner.query(`
      INSERT INTO customer_counts (lead_cycle_id, group_id, status, last_disposition_status, n)
      SELECT lead_cycle_id, group_id, status, last_disposition_status, count(*) FROM customers GROUP BY 1, 2, 3, 4`);

    await queryRunner.query(`DROP INDEX "IDX_customers_name_trgm"`);
    await queryRunner.query(`CREATE INDEX "IDX_customers_name_words" ON customers USING gin (to_tsvector('simple', name))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_customers_name_words"`);
    await queryRunner.query(`CREATE INDEX "IDX_customers_name_trgm" ON customers USING gin (name gin_trgm_ops)`);
    await queryRunner.query(`DROP TRIGGER customer_counts_on_truncate ON customers`);
    await queryRunner.query(`DROP TRIGGER customer_counts_on_delete ON customers`);
    await queryRunner.query(`DROP TRIGGER customer_counts_on_update ON customers`);
    await queryRunner.query(`DROP TRIGGER customer_counts_on_insert ON customers`);
    await queryRunner.query(`DROP FUNCTION customer_counts_delete()`);
    await queryRunner.query(`DROP FUNCTION customer_counts_insert()`);
    await queryRunner.query(`DROP FUNCTION customer_counts_apply()`);
    await queryRunner.query(`DROP TABLE customer_counts`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A broad customer search's total is estimated from the planner's statistics (customer-list-query.ts): this returns
 * the planner's row estimate for the search's condition (the same prefixes as customer-filters.ts searchCondition:
 * mobile or loan number for a phone-like search, else name, surname, loan number or email), without reading a match.
 * The prefix indexes' statistics are kept finer (1,000 histogram buckets) so a prefix of 0.2 % of the customers is
 * seen. VOLATILE: PostgreSQL allows EXPLAIN in no other function.
 */
export class CustomerSearchEstimate1799600100000 implements MigrationInterface {
  name = 'CustomerSearchEstimate1799600100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION customer_search_estimate(prefix text, mobile_prefix text) RETURNS bigint
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        plan json;
      BEGIN
        IF mobile_prefix IS NOT NULL THEN
          EXECUTE 'EXPLAIN (FORMAT JSON) SELECT 1 FROM customers c WHERE c.mobile LIKE $2 OR lower(c.loan_application_no) LIKE $1'
            INTO plan USING prefix, mobile_prefix;
        ELSE
          EXECUTE 'EXPLAIN (FORMAT JSON) SELECT 1 FROM customers c WHERE lower(c.name) LIKE $1 OR lower(regexp_replace(c.name, ''^.*\\s'', '''')) LIKE $1
            OR lower(c.loan_application_no) LIKE $1 OR lower(c.kyc_email) LIKE $1'
            INTO plan USING prefix;
        END IF;
        RETURN (plan -> 0 -> 'Plan' ->> 'Plan Rows')::bigint;
      END $$`);
    for (const index of ['IDX_customers_name_prefix', 'IDX_customers_surname_prefix', 'IDX_customers_loan_no_prefix', 'IDX_customers_email_prefix']) {
      await queryRunner.query(`ALTER INDEX "${index}" ALTER COLUMN 1 SET STATISTICS 1000`);
    }
    await queryRunner.query(`ALTER TABLE customers ALTER COLUMN mobile SET STATISTICS 1000`);
    await queryRunner.query(`ANALYZE customers`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE customers ALTER COLUMN mobile SET STATISTICS -1`);
    for (const index of ['IDX_customers_name_prefix', 'IDX_customers_surname_prefix', 'IDX_customers_loan_no_prefix', 'IDX_customers_email_prefix']) {
      await queryRunner.query(`ALTER INDEX "${index}" ALTER COLUMN 1 SET STATISTICS -1`);
    }
    await queryRunner.query(`DROP FUNCTION customer_search_estimate(text, text)`);
  }
}

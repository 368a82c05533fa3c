import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An agent's customer search reads each visible group's matches of each prefix in order and stops at the exact-count
 * limit (customer-list-query.ts). Without these it intersected the whole prefix's entries with the group's (a name's
 * first two letters: 58,000 entries of 1,000,000 customers, however few the agent sees).
 */
const PREFIXES = {
  name: 'lower(name)',
  surname: `lower(regexp_replace(name, '^.*\\s', ''))`,
  loan_no: 'lower(loan_application_no)',
  email: 'lower(kyc_email)',
  mobile: 'mobile',
};

export class GroupSearchPrefixIndexes1799600000000 implements MigrationInterface {
  name = 'GroupSearchPrefixIndexes1799600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, expression] of Object.entries(PREFIXES)) {
      await queryRunner.query(`CREATE INDEX "IDX_customers_group_${name}_prefix" ON customers (group_id, (${expression}) text_pattern_ops)`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of Object.keys(PREFIXES)) await queryRunner.query(`DROP INDEX "IDX_customers_group_${name}_prefix"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A customer search reads each prefix's matches in the index's order and stops at the exact-count limit
 * (customer-list-query.ts). The prefix indexes now carry the id and the expression's column, so that read touches only
 * the index (the planner reads an expression from an index only when the column it is made of is there too); an
 * agent's search reads them per visible group, through the new (group_id, prefix) indexes, instead of intersecting
 * the whole prefix's entries with the group's (a name's first two letters: 58,000 of 1,000,000 customers).
 */
const PREFIXES: [name: string, expression: string, covered: string][] = [
  ['name', 'lower(name)', 'id, name'],
  ['surname', `lower(regexp_replace(name, '^.*\\s', ''))`, 'id, name'],
  ['loan_no', 'lower(loan_application_no)', 'id, loan_application_no'],
  ['email', 'lower(kyc_email)', 'id, kyc_email'],
  ['mobile', 'mobile', 'id'],
];

export class CoveringSearchPrefixIndexes1799600000000 implements MigrationInterface {
  name = 'CoveringSearchPrefixIndexes1799600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, expression, covered] of PREFIXES) {
      await queryRunner.query(`DROP INDEX "IDX_customers_${name}_prefix"`);
      await queryRunner.query(`CREATE INDEX "IDX_customers_${name}_prefix" ON customers ((${expression}) text_pattern_ops) INCLUDE (${covered})`);
      await queryRunner.query(`CREATE INDEX "IDX_customers_group_${name}_prefix" ON customers (group_id, (${expression}) text_pattern_ops) INCLUDE (${covered})`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name, expression] of PREFIXES) {
      await queryRunner.query(`DROP INDEX "IDX_customers_group_${name}_prefix"`);
      await queryRunner.query(`DROP INDEX "IDX_customers_${name}_prefix"`);
      await queryRunner.query(`CREATE INDEX "IDX_customers_${name}_prefix" ON customers ((${expression}) text_pattern_ops)`);
    }
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A phone number's calls in time order, with their customer and status beside them: a search by a number's start
 * finds each matching number and its newest calls from this index alone (call-list-query.ts), instead of reading
 * every matching call. It also serves the prefix search the index it replaces served.
 */
export class CallPhoneTimeIndex1799000000000 implements MigrationInterface {
  name = 'CallPhoneTimeIndex1799000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_calls_phone_time" ON calls (phone_number text_pattern_ops, call_date_time, id) INCLUDE (customer_id, status)`);
    await queryRunner.query(`DROP INDEX "IDX_calls_phone_prefix"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_calls_phone_prefix" ON calls (phone_number text_pattern_ops)`);
    await queryRunner.query(`DROP INDEX "IDX_calls_phone_time"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The profile's joining date (DECISIONS "Employment window"): optional, set by an admin. A user without one joined on
 * the business date their account was created, which `employment-window-sql.ts` works out when it reads.
 */
export class EmployeeDateOfJoining1797900000000 implements MigrationInterface {
  name = 'EmployeeDateOfJoining1797900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE employee_details ADD COLUMN date_of_joining date`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE employee_details DROP COLUMN date_of_joining`);
  }
}

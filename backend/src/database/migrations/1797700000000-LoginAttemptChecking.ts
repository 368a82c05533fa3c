import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sign-in attempt whose password check is still running is marked `checking` (it was booked under a
 * "checking:<address>" form of its address before): it counts for its email at once, for its address only once it
 * fails. Attempts in flight at the upgrade are short-lived and simply dropped.
 */
export class LoginAttemptChecking1797700000000 implements MigrationInterface {
  name = 'LoginAttemptChecking1797700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM login_attempts WHERE ip LIKE 'checking:%'`);
    await queryRunner.query(`ALTER TABLE login_attempts ADD COLUMN checking boolean NOT NULL DEFAULT false`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM login_attempts WHERE checking`);
    await queryRunner.query(`ALTER TABLE login_attempts DROP COLUMN checking`);
  }
}

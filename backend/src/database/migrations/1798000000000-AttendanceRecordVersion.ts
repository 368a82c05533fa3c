import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DECISIONS "Decisions bind to what was seen": every attendance record carries a version that the database raises on
 * every change, whoever writes it (the API, the end-of-day job, a script), so an admin's decision names the version
 * they saw and a request changed since then is refused.
 */
export class AttendanceRecordVersion1798000000000 implements MigrationInterface {
  name = 'AttendanceRecordVersion1798000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE attendance_records ADD COLUMN version integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`
      CREATE FUNCTION attendance_records_next_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.version := OLD.version + 1;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER attendance_records_version BEFORE UPDATE ON attendance_records
      FOR EACH ROW EXECUTE FUNCTION attendance_records_next_version()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER attendance_records_version ON attendance_records`);
    await queryRunner.query(`DROP FUNCTION attendance_records_next_version()`);
    await queryRunner.query(`ALTER TABLE attendance_records DROP COLUMN version`);
  }
}

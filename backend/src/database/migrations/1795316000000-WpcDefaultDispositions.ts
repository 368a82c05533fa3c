import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Installations seeded before WPC defaults existed had a Default list without any WPC status, so the feedback
 * form's WPC menu opened empty. Adds the two WPC defaults to that list when it has no WPC status yet (a list an
 * admin already gave WPC statuses is left alone).
 */
export class WpcDefaultDispositions1795316000000 implements MigrationInterface {
  name = 'WpcDefaultDispositions1795316000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO disposition_statuses (disposition_list_id, name, code, contact_type, status, is_default_disposition, next_date_time_needed, disposition_next_call_duration)
      SELECT list.id, wpc.name, wpc.code, 'WPC', 'enabled', false, wpc.needs_date, wpc.minutes
      FROM disposition_lists list
      CROSS JOIN (VALUES ('Third party, will pass the message', 'TPM', true, 240), ('Wrong number', 'WRN', false, 1440)) AS wpc(name, code, needs_date, minutes)
      WHERE list.name = 'Default'
        AND NOT EXISTS (SELECT 1 FROM disposition_statuses s WHERE s.disposition_list_id = list.id AND s.contact_type = 'WPC')
        AND NOT EXISTS (SELECT 1 FROM disposition_statuses s WHERE s.disposition_list_id = list.id AND lower(s.code) = lower(wpc.code))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DELETE FROM disposition_statuses s USING disposition_lists list
      WHERE s.disposition_list_id = list.id AND list.name = 'Default' AND s.contact_type = 'WPC' AND s.code IN ('TPM', 'WRN')
        AND NOT EXISTS (SELECT 1 FROM feedback f WHERE f.disposition_status_id = s.id)`);
  }
}

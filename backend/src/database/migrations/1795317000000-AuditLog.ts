import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A change to an audited table commits only with an audit row of the same transaction (`tx_id`) and one of the
 * entities named for it. The check is a deferred constraint trigger (one index probe per row, at COMMIT). Columns
 * only the system writes (the dialer's call progress, `last_connected_at`, dialer links and sync fingerprints,
 * `updated_at`) are left out of the check, so webhooks and jobs need no audit row.
 */
interface AuditedTable {
  table: string;
  /** Audit entities whose row in the same transaction covers a change to this table. */
  entities: string[];
  /** Which updates are checked: every column except these, or only these columns. */
  updates: { except: string[] } | { only: string[] };
  /** Inserts and deletes are checked unless named here (calls are created by the dialer flow, not edited by people). */
  unchecked?: 'INSERT';
}

const AUDITED: AuditedTable[] = [
  // feedback writes the disposition outcome; deleting a group moves its customers to unassigned.
  { table: 'customers', entities: ['customer', 'customer_import', 'feedback', 'group'], updates: { except: ['last_connected_at', 'updated_at'] } },
  // Deleting a customer deletes its calls and feedback (the foreign keys cascade).
  {
    table: 'calls',
    entities: ['call', 'feedback', 'customer'],
    unchecked: 'INSERT',
    updates: { only: ['notes', 'disposition_note', 'disposition_name', 'disposition_code', 'disposition_date', 'next_follow_up'] },
  },
  { table: 'feedback', entities: ['feedback', 'customer'], updates: { except: [] } },
  { table: 'users', entities: ['user'], updates: { only: ['name', 'email', 'role', 'is_active', 'password_hash', 'must_change_password'] } },
  { table: 'settings', entities: ['setting'], updates: { except: ['updated_at'] } },
  { table: 'disposition_lists', entities: ['disposition_list'], updates: { except: ['provider_id', 'provider_hash', 'updated_at'] } },
  // Deleting a list deletes its statuses (the foreign key cascades).
  { table: 'disposition_statuses', entities: ['disposition_status', 'disposition_list'], updates: { except: ['provider_id', 'provider_hash', 'updated_at'] } },
  { table: 'lead_cycles', entities: ['lead_cycle'], updates: { except: ['updated_at'] } },
  { table: 'groups', entities: ['group'], updates: { except: ['updated_at'] } },
  { table: 'agent_groups', entities: ['group'], updates: { except: [] } },
];

function changedCondition(updates: AuditedTable['updates']): string {
  if ('only' in updates) {
    const columns = (row: string) => updates.only.map((column) => `${row}.${column}`).join(', ');
    return `(${columns('OLD')}) IS DISTINCT FROM (${columns('NEW')})`;
  }
  const rest = (row: string) => updates.except.reduce((json, column) => `${json} - '${column}'`, `to_jsonb(${row})`);
  return `${rest('OLD')} IS DISTINCT FROM ${rest('NEW')}`;
}

const entityList = (entities: string[]) => entities.map((entity) => `'${entity}'`).join(', ');

export class AuditLog1795317000000 implements MigrationInterface {
  name = 'AuditLog1795317000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "audit_log" (
        "id" bigserial PRIMARY KEY,
        "at" timestamptz NOT NULL,
        "actor_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
        "actor_ip" text,
        "entity" text NOT NULL,
        "entity_id" text NOT NULL,
        "action" text NOT NULL,
        "changes" jsonb NOT NULL DEFAULT '{}',
        "reason" text,
        "tx_id" bigint NOT NULL DEFAULT txid_current()
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_entity" ON "audit_log" ("entity", "entity_id", "at")`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_actor" ON "audit_log" ("actor_id", "at")`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_at" ON "audit_log" ("at")`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_tx" ON "audit_log" ("tx_id", "entity")`);
    await queryRunner.query(`
      CREATE FUNCTION audit_row_required() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM audit_log WHERE tx_id = txid_current() AND entity = ANY (TG_ARGV)) THEN
          RAISE EXCEPTION 'a change to % needs an audit row (%) in the same transaction', TG_TABLE_NAME, array_to_string(TG_ARGV, ', ')
            USING ERRCODE = 'integrity_constraint_violation';
        END IF;
        RETURN NULL;
      END $$`);
    for (const { table, entities, updates, unchecked } of AUDITED) {
      const writes = unchecked === 'INSERT' ? 'DELETE' : 'INSERT OR DELETE';
      const options = `DEFERRABLE INITIALLY DEFERRED FOR EACH ROW`;
      const call = `EXECUTE FUNCTION audit_row_required(${entityList(entities)})`;
      await queryRunner.query(`CREATE CONSTRAINT TRIGGER "audit_required" AFTER ${writes} ON "${table}" ${options} ${call}`);
      await queryRunner.query(
        `CREATE CONSTRAINT TRIGGER "audit_required_update" AFTER UPDATE ON "${table}" ${options} WHEN (${changedCondition(updates)}) ${call}`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of AUDITED) {
      await queryRunner.query(`DROP TRIGGER "audit_required_update" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "audit_required" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION audit_row_required()`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each kind of Recent Activity entry as this migration keeps it (frozen here; the reads' fragments are the owning
 * modules' `*-activity-sql.ts`, and activity-paths.e2e-spec.ts checks the heads against them). `key` orders entries of
 * one kind at the same moment, newest row first, as text in the "C" collation: a whole-number id padded to 10
 * digits, a message's uuid as written.
 */
const KINDS = [
  { table: 'calls', kind: 'call', at: 'call_date_time', key: (x: string) => `lpad(${x}.id::text, 10, '0')`, shown: () => 'true' },
  { table: 'feedback', kind: 'feedback', at: 'created_at', key: (x: string) => `lpad(${x}.id::text, 10, '0')`, shown: () => 'true' },
  { table: 'messages', kind: 'message', at: 'created_at', key: (x: string) => `${x}.id::text`, shown: () => 'true' },
  { table: 'payments', kind: 'payment', at: 'created_at', key: (x: string) => `lpad(${x}.id::text, 10, '0')`, shown: (x: string) => `${x}.source <> 'history'` },
] as const;
type Kind = (typeof KINDS)[number];

/** Entries in the list's order: newest first, then kind, then newest row (`e`: at, kind, key). */
const LIST_ORDER = (e: string) => `${e}.at DESC, ${e}.kind COLLATE "C", ${e}.key COLLATE "C" DESC`;
const entries = (kind: Kind, from: string) =>
  `SELECT x.customer_id, x.${kind.at} AS at, '${kind.kind}'::text AS kind, ${kind.key('x')} AS key FROM ${from} x WHERE ${kind.shown('x')}`;

/** A customer's first entry in the list's order, over every kind (`cu` the customer), each from its customer index. */
const FIRST_ENTRY = `SELECT e.at, e.kind, e.key FROM (${KINDS.map(
  (kind) => `(SELECT x.${kind.at} AS at, '${kind.kind}'::text AS kind, ${kind.key('x')} AS key FROM ${kind.table} x
    WHERE x.customer_id = cu.id AND ${kind.shown('x')} ORDER BY x.${kind.at} DESC, x.id DESC LIMIT 1)`,
).join(' UNION ALL ')}) e ORDER BY ${LIST_ORDER('e')} LIMIT 1`;

/**
 * Recent Activity's heads (issue 27): one row per customer with any entry shown, holding the customer's group and the
 * first of their entries in the list's order (newest first, then kind, then newest row). A viewer's page is among
 * the entries of the viewer's first `offset + limit` heads in that order (each head's entry comes before all its
 * customer's others), found group by group from IDX_activity_heads_group (activity/activity-query.ts).
 *
 * Kept by statement triggers on the four kinds' tables: an entry inserted moves its customer's head forward; entries
 * deleted that were a head, or moved to another customer, time or visibility, recompute their customers'; a TRUNCATE
 * rebuilds; a customer's new group is copied. Backfilled from the entries.
 */
export class ActivityHeads1800600000000 implements MigrationInterface {
  name = 'ActivityHeads1800600000000';
  // Its own transaction, then VACUUM (no transaction may hold it), so the group index is read alone at once.
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.startTransaction();
    try {
      await this.build(queryRunner);
      await queryRunner.commitTransaction();
    } catch (error) {
      await queryRunner.rollbackTransaction();
      throw error;
    }
    await queryRunner.query(`VACUUM (ANALYZE) activity_heads`);
  }

  private async build(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE activity_heads (
        customer_id integer PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
        group_id integer,
        last_at timestamptz NOT NULL,
        last_kind text COLLATE "C" NOT NULL,
        last_key text COLLATE "C" NOT NULL
      )`);
    const upsertFirst = (customers: string) => `
      INSERT INTO activity_heads (customer_id, group_id, last_at, last_kind, last_key)
        SELECT cu.id, cu.group_id, top.at, top.kind, top.key FROM customers cu CROSS JOIN LATERAL (${FIRST_ENTRY}) top WHERE ${customers}
      ON CONFLICT (customer_id) DO UPDATE SET group_id = EXCLUDED.group_id, last_at = EXCLUDED.last_at, last_kind = EXCLUDED.last_kind, last_key = EXCLUDED.last_key`;
    await queryRunner.query(`
      CREATE FUNCTION activity_heads_recompute(ids integer[]) RETURNS void LANGUAGE sql AS $$
        DELETE FROM activity_heads h WHERE h.customer_id = ANY (ids);
        ${upsertFirst('cu.id = ANY (ids)')};
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION activity_heads_rebuild() RETURNS void LANGUAGE sql AS $$
        DELETE FROM activity_heads;
        ${upsertFirst('true')};
      $$`);
    await queryRunner.query(`CREATE FUNCTION activity_heads_truncated() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM activity_heads_rebuild(); RETURN NULL; END $$`);
    for (const kind of KINDS) await this.keepFrom(queryRunner, kind);
    await queryRunner.query(`
      CREATE FUNCTION activity_heads_customers() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE activity_heads h SET group_id = n.group_id FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE h.customer_id = n.id AND n.group_id IS DISTINCT FROM o.group_id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER activity_heads_on_customer_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_heads_customers()`,
    );

    await queryRunner.query(`LOCK TABLE customers, ${KINDS.map((kind) => kind.table).join(', ')} IN SHARE MODE`);
    await queryRunner.query(`SET LOCAL work_mem = '256MB'`);
    await queryRunner.query(`SELECT activity_heads_rebuild()`);
    // A viewer's heads group by group in the list's order (activity/activity-query.ts).
    await queryRunner.query(`CREATE INDEX "IDX_activity_heads_group" ON activity_heads (group_id, last_at DESC, last_kind, last_key DESC)`);
  }

  /** The triggers on one kind's table. */
  private async keepFrom(queryRunner: QueryRunner, kind: Kind): Promise<void> {
    const name = `activity_heads_${kind.table}`;
    // The newest of each customer's new entries, moving its head forward when it comes first in the list's order.
    await queryRunner.query(`
      CREATE FUNCTION ${name}_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO activity_heads (customer_id, group_id, last_at, last_kind, last_key)
          SELECT DISTINCT ON (n.customer_id) n.customer_id, cu.group_id, n.at, n.kind, n.key
          FROM (${entries(kind, 'new_rows')}) n JOIN customers cu ON cu.id = n.customer_id
          ORDER BY n.customer_id, n.at DESC, n.key COLLATE "C" DESC
        ON CONFLICT (customer_id) DO UPDATE SET last_at = EXCLUDED.last_at, last_kind = EXCLUDED.last_kind, last_key = EXCLUDED.last_key
          WHERE EXCLUDED.last_at > activity_heads.last_at
            OR (EXCLUDED.last_at = activity_heads.last_at AND (EXCLUDED.last_kind < activity_heads.last_kind
              OR (EXCLUDED.last_kind = activity_heads.last_kind AND EXCLUDED.last_key > activity_heads.last_key)));
        RETURN NULL;
      END $$`);
    // Only customers whose head is one of the deleted entries.
    await queryRunner.query(`
      CREATE FUNCTION ${name}_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM activity_heads_recompute(ARRAY(SELECT DISTINCT o.customer_id FROM (${entries(kind, 'old_rows')}) o
          JOIN activity_heads h ON h.customer_id = o.customer_id AND h.last_kind = o.kind COLLATE "C" AND h.last_key = o.key COLLATE "C"));
        RETURN NULL;
      END $$`);
    // Only entries whose customer, time or visibility changed (a call's state, a message's status change often).
    const moved = `SELECT o.customer_id AS old_customer, n.customer_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.customer_id, o.${kind.at}, ${kind.shown('o')}) IS DISTINCT FROM (n.customer_id, n.${kind.at}, ${kind.shown('n')})`;
    await queryRunner.query(`
      CREATE FUNCTION ${name}_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (${moved}) THEN
          PERFORM activity_heads_recompute(ARRAY(SELECT m.old_customer FROM (${moved}) m UNION SELECT m.customer_id FROM (${moved}) m));
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER ${name}_on_insert AFTER INSERT ON ${kind.table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${name}_insert()`);
    await queryRunner.query(`CREATE TRIGGER ${name}_on_delete AFTER DELETE ON ${kind.table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${name}_delete()`);
    await queryRunner.query(
      `CREATE TRIGGER ${name}_on_update AFTER UPDATE ON ${kind.table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${name}_update()`,
    );
    await queryRunner.query(`CREATE TRIGGER ${name}_on_truncate AFTER TRUNCATE ON ${kind.table} FOR EACH STATEMENT EXECUTE FUNCTION activity_heads_truncated()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const kind of KINDS) {
      for (const event of ['insert', 'delete', 'update', 'truncate']) await queryRunner.query(`DROP TRIGGER activity_heads_${kind.table}_on_${event} ON ${kind.table}`);
      await queryRunner.query(`DROP FUNCTION activity_heads_${kind.table}_insert(), activity_heads_${kind.table}_delete(), activity_heads_${kind.table}_update()`);
    }
    await queryRunner.query(`DROP TRIGGER activity_heads_on_customer_update ON customers`);
    await queryRunner.query(`DROP FUNCTION activity_heads_customers(), activity_heads_truncated(), activity_heads_rebuild(), activity_heads_recompute(integer[])`);
    await queryRunner.query(`DROP TABLE activity_heads`);
  }
}

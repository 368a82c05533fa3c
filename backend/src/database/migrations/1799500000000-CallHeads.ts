import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The customer's columns a search tests (customer-filters.ts searchCondition), copied onto each head. */
const KEYS = ['group_id', 'name', 'mobile', 'loan_application_no', 'kyc_email'];
const keysOf = (alias: string) => KEYS.map((key) => `${alias}.${key}`).join(', ');

/**
 * The newest call of each pair of affected (customer, number), upserted; pairs left without a call deleted. For the
 * calls a statement deleted, or moved to another customer, number or time (rare: set-based all the same).
 */
const RECOMPUTE = (pairs: string) => `
  DELETE FROM call_heads h USING (${pairs}) p
    WHERE h.customer_id = p.customer_id AND h.phone_number = p.phone_number
      AND NOT EXISTS (SELECT 1 FROM calls c WHERE c.customer_id = p.customer_id AND c.phone_number = p.phone_number);
  INSERT INTO call_heads (customer_id, phone_number, last_call_at, last_call_id, ${KEYS.join(', ')})
    SELECT p.customer_id, p.phone_number, newest.call_date_time, newest.id, ${keysOf('cu')}
    FROM (SELECT DISTINCT customer_id, phone_number FROM (${pairs}) p) p
    JOIN customers cu ON cu.id = p.customer_id
    CROSS JOIN LATERAL (SELECT c.call_date_time, c.id FROM calls c WHERE c.customer_id = p.customer_id AND c.phone_number = p.phone_number
      ORDER BY c.call_date_time DESC, c.id DESC LIMIT 1) newest
  ON CONFLICT (customer_id, phone_number) DO UPDATE SET last_call_at = EXCLUDED.last_call_at, last_call_id = EXCLUDED.last_call_id;`;

/**
 * Call History's heads (issue 27): one row per customer and number called, with the newest call's time and id and
 * the customer's searched keys and group, so a search or a scoped viewer finds the page's customers in the order of
 * their newest call, then reads only their calls (calls/call-heads-query.ts). Kept by statement triggers: a call
 * inserted moves its head forward; calls deleted or moved recompute theirs; a customer's change of name, mobile,
 * loan number, email or group is copied (bulk regrouping in one join). Backfilled from the calls.
 */
export class CallHeads1799500000000 implements MigrationInterface {
  name = 'CallHeads1799500000000';
  // Its own transaction, then VACUUM (which no transaction may hold): the heads' prefix indexes are read alone only
  // where the visibility map says so, and autovacuum would come round to a million new rows a while after.
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
    await queryRunner.query(`VACUUM (ANALYZE) call_heads`);
  }

  private async build(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE call_heads (
        customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        phone_number text NOT NULL,
        last_call_at timestamptz NOT NULL,
        last_call_id integer NOT NULL,
        group_id integer,
        name text NOT NULL,
        mobile text NOT NULL,
        loan_application_no text NOT NULL,
        kyc_email text,
        PRIMARY KEY (customer_id, phone_number)
      )`);
    await queryRunner.query(`
      CREATE FUNCTION call_heads_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO call_heads (customer_id, phone_number, last_call_at, last_call_id, ${KEYS.join(', ')})
          SELECT DISTINCT ON (n.customer_id, n.phone_number) n.customer_id, n.phone_number, n.call_date_time, n.id, ${keysOf('cu')}
          FROM new_rows n JOIN customers cu ON cu.id = n.customer_id
          ORDER BY n.customer_id, n.phone_number, n.call_date_time DESC, n.id DESC
        ON CONFLICT (customer_id, phone_number) DO UPDATE SET last_call_at = EXCLUDED.last_call_at, last_call_id = EXCLUDED.last_call_id
          WHERE (EXCLUDED.last_call_at, EXCLUDED.last_call_id) > (call_heads.last_call_at, call_heads.last_call_id);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION call_heads_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${RECOMPUTE('SELECT o.customer_id, o.phone_number FROM old_rows o')} RETURN NULL; END $$`);
    // Only calls whose customer, number or time changed (a call's state and disposition change often).
    const moved = `SELECT o.customer_id AS old_customer, o.phone_number AS old_phone, n.customer_id, n.phone_number FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.customer_id, o.phone_number, o.call_date_time) IS DISTINCT FROM (n.customer_id, n.phone_number, n.call_date_time)`;
    await queryRunner.query(`
      CREATE FUNCTION call_heads_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (${moved}) THEN
          ${RECOMPUTE(`SELECT m.old_customer AS customer_id, m.old_phone AS phone_number FROM (${moved}) m UNION SELECT m.customer_id, m.phone_number FROM (${moved}) m`)}
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION call_heads_customers() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE call_heads h SET (${KEYS.join(', ')}) = (${keysOf('n')})
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE h.customer_id = n.id AND (${keysOf('n')}) IS DISTINCT FROM (${keysOf('o')});
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER call_heads_on_insert AFTER INSERT ON calls REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_heads_insert()`);
    await queryRunner.query(`CREATE TRIGGER call_heads_on_delete AFTER DELETE ON calls REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION call_heads_delete()`);
    await queryRunner.query(
      `CREATE TRIGGER call_heads_on_update AFTER UPDATE ON calls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_heads_update()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER call_heads_on_customer_update AFTER UPDATE ON customers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_heads_customers()`,
    );
    await queryRunner.query(`CREATE FUNCTION call_heads_truncated() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM call_heads; RETURN NULL; END $$`);
    await queryRunner.query(`CREATE TRIGGER call_heads_on_truncate AFTER TRUNCATE ON calls FOR EACH STATEMENT EXECUTE FUNCTION call_heads_truncated()`);

    await queryRunner.query(`LOCK TABLE calls, customers IN SHARE MODE`);
    // Ten million calls sorted once: in memory rather than in temporary files.
    await queryRunner.query(`SET LOCAL work_mem = '256MB'`);
    await queryRunner.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await queryRunner.query(`
      INSERT INTO call_heads (customer_id, phone_number, last_call_at, last_call_id, ${KEYS.join(', ')})
      SELECT h.customer_id, h.phone_number, h.call_date_time, h.id, ${keysOf('cu')}
      FROM (SELECT DISTINCT ON (c.customer_id, c.phone_number) c.customer_id, c.phone_number, c.call_date_time, c.id FROM calls c
        ORDER BY c.customer_id, c.phone_number, c.call_date_time DESC, c.id DESC) h
      JOIN customers cu ON cu.id = h.customer_id`);
    // Newest first (an admin's walk), per group (a scoped viewer's walk), and from each searched key's start with
    // what ordering and scoping the matches needs (read from the index alone).
    await queryRunner.query(`CREATE INDEX "IDX_call_heads_newest" ON call_heads (last_call_at DESC, last_call_id DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_call_heads_group_newest" ON call_heads (group_id, last_call_at DESC, last_call_id DESC)`);
    // Each key's index includes every searched column (a match is tested, and told from the other keys' matches,
    // on the index alone) and what the order and the scope need.
    const keyed: [string, string][] = [
      ['phone', 'phone_number text_pattern_ops'],
      ['mobile', 'mobile text_pattern_ops'],
      ['name', 'lower(name) text_pattern_ops'],
      ['surname', `lower(regexp_replace(name, '^.*\\s', '')) text_pattern_ops`],
      ['loan_no', 'lower(loan_application_no) text_pattern_ops'],
      ['email', 'lower(kyc_email) text_pattern_ops'],
    ];
    const columns = ['name', 'mobile', 'loan_application_no', 'kyc_email', 'phone_number', 'last_call_at', 'last_call_id', 'customer_id', 'group_id'];
    for (const [key, expression] of keyed) {
      const included = columns.filter((column) => column !== expression.split(' ')[0]);
      await queryRunner.query(`CREATE INDEX "IDX_call_heads_${key}_prefix" ON call_heads (${expression}) INCLUDE (${included.join(', ')})`);
    }
    // A head's calls, newest first, from the index alone.
    await queryRunner.query(`CREATE INDEX "IDX_calls_customer_phone_time" ON calls (customer_id, phone_number, call_date_time DESC, id DESC)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_calls_customer_phone_time"`);
    for (const trigger of ['on_insert ON calls', 'on_delete ON calls', 'on_update ON calls', 'on_truncate ON calls', 'on_customer_update ON customers']) {
      await queryRunner.query(`DROP TRIGGER call_heads_${trigger}`);
    }
    await queryRunner.query(`DROP FUNCTION call_heads_insert(), call_heads_delete(), call_heads_update(), call_heads_customers(), call_heads_truncated()`);
    await queryRunner.query(`DROP TABLE call_heads`);
  }
}

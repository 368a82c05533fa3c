import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Frozen copy of `calls/call-days.ts` CALL_DAY as this migration ran it (a migration is history: it imports no live code). */
const CALL_DAY = 'floor(extract(epoch FROM call_date_time) / 86400)::int';

/**
 * Call History at ten million calls (issue 18). Its orders end in `id` so a page is read from an index in order
 * (newest first: the index backwards), for the whole list, a status and an agent; a phone number matches from its
 * start; a customer's calls carry their status for an agent's counts. `call_counts` holds the number of calls per status, kept exact by statement triggers on `calls` that
 * append each statement's net change (like `customer_counts`, see AppendOnlyCounts); `CountsCompactionService`
 * folds it every minute. `call_days` counts calls per UTC day the same way, for deep pages. Hand-written: TypeORM's generator cannot express triggers or operator classes.
 */
export class CallListIndexesAndCounts1797100000000 implements MigrationInterface {
  name = 'CallListIndexesAndCounts1797100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_calls_time"`);
    await queryRunner.query(`CREATE INDEX "IDX_calls_time" ON calls (call_date_time, id)`);
    await queryRunner.query(`DROP INDEX "IDX_calls_agent_time"`);
    await queryRunner.query(`CREATE INDEX "IDX_calls_agent_time" ON calls (agent_id, call_date_time, id)`);
    await queryRunner.query(`CREATE INDEX "IDX_calls_status_time" ON calls (status, call_date_time, id)`);
    await queryRunner.query(`CREATE INDEX "IDX_calls_phone_prefix" ON calls (phone_number text_pattern_ops)`);
    // An agent's total and a customer search read a customer's calls (with their status) from this index alone.
    await queryRunner.query(`DROP INDEX "IDX_calls_customer_agent_time"`);
    await queryRunner.query(`CREATE INDEX "IDX_calls_customer_agent_time" ON calls (customer_id, agent_id, call_date_time) INCLUDE (status, id)`);

    await queryRunner.query(`CREATE TABLE call_counts (status text NOT NULL, n bigint NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_call_counts_key" ON call_counts (status)`);
    // One function per event: a statement trigger names only the transition tables its event has.
    await queryRunner.query(`
      CREATE FUNCTION call_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          TRUNCATE call_counts;
        ELSE
          INSERT INTO call_counts (status, n)
          SELECT status, sum(delta) FROM (SELECT status, 1 AS delta FROM new_rows UNION ALL SELECT status, -1 FROM old_rows) changes
          GROUP BY status HAVING sum(delta) <> 0;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE FUNCTION call_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO call_counts (status, n) SELECT status, count(*) FROM new_rows GROUP BY status; RETURN NULL; END $$`);
    await queryRunner.query(`CREATE FUNCTION call_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO call_counts (status, n) SELECT status, -count(*) FROM old_rows GROUP BY status; RETURN NULL; END $$`);
    await queryRunner.query(`CREATE TRIGGER call_counts_on_insert AFTER INSERT ON calls REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_counts_insert()`);
    await queryRunner.query(`CREATE TRIGGER call_counts_on_delete AFTER DELETE ON calls REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION call_counts_delete()`);
    await queryRunner.query(
      `CREATE TRIGGER call_counts_on_update AFTER UPDATE ON calls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_counts_apply()`,
    );
    await queryRunner.query(`CREATE TRIGGER call_counts_on_truncate AFTER TRUNCATE ON calls FOR EACH STATEMENT EXECUTE FUNCTION call_counts_apply()`);
    // Calls per UTC day of call_date_time, the same way: a deep page of the whole list starts from its day.
    await queryRunner.query(`CREATE TABLE call_days (day integer NOT NULL, n bigint NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_call_days_key" ON call_days (day)`);
    const side = (rows: string, sign: string) => `SELECT ${CALL_DAY} AS day, ${sign}1 AS delta FROM ${rows}`;
    await queryRunner.query(`
      CREATE FUNCTION call_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          TRUNCATE call_days;
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO call_days (day, n) SELECT day, sum(delta) FROM (${side('new_rows', '')}) changes GROUP BY day;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO call_days (day, n) SELECT day, sum(delta) FROM (${side('old_rows', '-')}) changes GROUP BY day;
        ELSE
          INSERT INTO call_days (day, n) SELECT day, sum(delta) FROM (${side('new_rows', '')} UNION ALL ${side('old_rows', '-')}) changes
          GROUP BY day HAVING sum(delta) <> 0;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER call_days_on_insert AFTER INSERT ON calls REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_days_apply()`);
    await queryRunner.query(`CREATE TRIGGER call_days_on_delete AFTER DELETE ON calls REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION call_days_apply()`);
    await queryRunner.query(
      `CREATE TRIGGER call_days_on_update AFTER UPDATE ON calls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_days_apply()`,
    );
    await queryRunner.query(`CREATE TRIGGER call_days_on_truncate AFTER TRUNCATE ON calls FOR EACH STATEMENT EXECUTE FUNCTION call_days_apply()`);

    await queryRunner.query(`LOCK TABLE calls IN SHARE MODE`);
    await queryRunner.query(`INSERT INTO call_counts (status, n) SELECT status, count(*) FROM calls GROUP BY status`);
    await queryRunner.query(`INSERT INTO call_days (day, n) SELECT ${CALL_DAY}, count(*) FROM calls GROUP BY 1`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'delete', 'update', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER call_days_on_${event} ON calls`);
      await queryRunner.query(`DROP TRIGGER call_counts_on_${event} ON calls`);
    }
    await queryRunner.query(`DROP FUNCTION call_days_apply()`);
    await queryRunner.query(`DROP TABLE call_days`);
    await queryRunner.query(`DROP FUNCTION call_counts_apply(), call_counts_insert(), call_counts_delete()`);
    await queryRunner.query(`DROP TABLE call_counts`);
    await queryRunner.query(`DROP INDEX "IDX_calls_customer_agent_time"`);
    await queryRunner.query(`CREATE INDEX "IDX_calls_customer_agent_time" ON calls (customer_id, agent_id, call_date_time)`);
    await queryRunner.query(`DROP INDEX "IDX_calls_phone_prefix"`);
    await queryRunner.query(`DROP INDEX "IDX_calls_status_time"`);
    await queryRunner.query(`DROP INDEX "IDX_calls_agent_time"`);
    await queryRunner.query(`CREATE INDEX "IDX_calls_agent_time" ON calls (agent_id, call_date_time)`);
    await queryRunner.query(`DROP INDEX "IDX_calls_time"`);
    await queryRunner.query(`CREATE INDEX "IDX_calls_time" ON calls (call_date_time)`);
  }
}

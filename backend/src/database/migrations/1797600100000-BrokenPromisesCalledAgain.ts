import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a broken promise's customer was called again (a feedback after the promise was found broken) is kept on
 * the promise, so the worklist's Broken promises section is read from one partial index instead of probing the
 * feedback of every broken promise of the agent's customers (23,000 probes, 50 ms, for a group of 50,000 customers).
 * Kept by triggers, whatever the writer: a promise becoming (or written as) broken looks its feedback up; a new
 * feedback marks its customer's broken promises decided before it. Derived, so not audited.
 */
export class BrokenPromisesCalledAgain1797600100000 implements MigrationInterface {
  name = 'BrokenPromisesCalledAgain1797600100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "promises" ADD COLUMN "called_again" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      UPDATE "promises" p SET "called_again" = true WHERE p."state" = 'broken'
        AND EXISTS (SELECT 1 FROM "feedback" f WHERE f."customer_id" = p."customer_id" AND f."created_at" > p."decided_at")`);
    await queryRunner.query(`
      CREATE FUNCTION promises_called_again() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.called_again := NEW.state = 'broken'
          AND EXISTS (SELECT 1 FROM feedback f WHERE f.customer_id = NEW.customer_id AND f.created_at > NEW.decided_at);
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER promises_called_again BEFORE INSERT OR UPDATE OF state, decided_at, customer_id, called_again ON "promises"
      FOR EACH ROW EXECUTE FUNCTION promises_called_again()`);
    await queryRunner.query(`
      CREATE FUNCTION feedback_calls_broken_promises_again() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE promises p SET called_again = true
        WHERE p.state = 'broken' AND NOT p.called_again
          AND EXISTS (SELECT 1 FROM new_rows f WHERE f.customer_id = p.customer_id AND f.created_at > p.decided_at);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER feedback_calls_broken_promises_again AFTER INSERT ON "feedback"
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feedback_calls_broken_promises_again()`);
    // It replaces IDX_promises_broken, which only the worklist read.
    await queryRunner.query(`DROP INDEX "IDX_promises_broken"`);
    await queryRunner.query(`CREATE INDEX "IDX_promises_broken_not_called" ON "promises" ("customer_id", "decided_at", "id") WHERE "state" = 'broken' AND NOT "called_again"`);
    await queryRunner.query(`ANALYZE "promises"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_promises_broken_not_called"`);
    await queryRunner.query(`CREATE INDEX "IDX_promises_broken" ON "promises" ("customer_id", "decided_at") WHERE "state" = 'broken'`);
    await queryRunner.query(`DROP TRIGGER feedback_calls_broken_promises_again ON "feedback"`);
    await queryRunner.query(`DROP FUNCTION feedback_calls_broken_promises_again()`);
    await queryRunner.query(`DROP TRIGGER promises_called_again ON "promises"`);
    await queryRunner.query(`DROP FUNCTION promises_called_again()`);
    await queryRunner.query(`ALTER TABLE "promises" DROP COLUMN "called_again"`);
  }
}
